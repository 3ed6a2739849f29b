package org.gdlbench.prolog;

/** {@code gprolog-assert}: GDL on GNU Prolog compiled with gplc, state and moves asserted as facts (CadiaPlayer). */
public final class GprologAssertReasoner extends NativeReasoner {
    public GprologAssertReasoner() {
        super(PrologSystem.GNU, Encoding.ASSERT);
    }

    @Override
    public String chartColour() {
        return "#332288";
    }

    @Override
    public int chartOrder() {
        return 8;
    }
}
