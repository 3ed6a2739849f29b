package org.gdlbench.prolog;

/** {@code prolog-assert}: GDL on tuProlog with the state and moves asserted as facts (CadiaPlayer). */
public final class PrologAssertReasoner extends PrologReasoner {
    public PrologAssertReasoner() {
        super(Encoding.ASSERT);
    }

    @Override
    public String description() {
        return "GDL translated to Prolog on tuProlog; state and moves asserted as facts (CadiaPlayer style)";
    }

    @Override
    public String chartColour() {
        return "#CC79A7";
    }

    @Override
    public int chartOrder() {
        return 10;
    }
}
