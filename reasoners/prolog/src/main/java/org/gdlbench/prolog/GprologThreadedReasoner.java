package org.gdlbench.prolog;

/** {@code gprolog-threaded}: GDL on GNU Prolog compiled with gplc, state and moves threaded through list arguments (FluxPlayer). */
public final class GprologThreadedReasoner extends NativeReasoner {
    public GprologThreadedReasoner() {
        super(PrologSystem.GNU, Encoding.THREADED);
    }

    @Override
    public String chartColour() {
        return "#56B4E9";
    }

    @Override
    public int chartOrder() {
        return 9;
    }
}
