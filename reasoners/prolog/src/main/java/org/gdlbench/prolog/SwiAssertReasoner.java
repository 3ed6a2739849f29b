package org.gdlbench.prolog;

/** {@code swi-assert}: GDL on SWI-Prolog, state and moves asserted as facts (CadiaPlayer). */
public final class SwiAssertReasoner extends NativeReasoner {
    public SwiAssertReasoner() {
        super(PrologSystem.SWI, Encoding.ASSERT);
    }

    @Override
    public String chartColour() {
        return "#117733";
    }

    @Override
    public int chartOrder() {
        return 6;
    }
}
