package org.gdlbench.prolog;

/** {@code swi-threaded}: GDL on SWI-Prolog, state and moves threaded through list arguments (FluxPlayer). */
public final class SwiThreadedReasoner extends NativeReasoner {
    public SwiThreadedReasoner() {
        super(PrologSystem.SWI, Encoding.THREADED);
    }

    @Override
    public String chartColour() {
        return "#882255";
    }

    @Override
    public int chartOrder() {
        return 7;
    }
}
