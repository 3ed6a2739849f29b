package org.gdlbench.prolog;

/** {@code prolog-threaded}: GDL on tuProlog with the state and moves passed as list arguments (FluxPlayer). */
public final class PrologThreadedReasoner extends PrologReasoner {
    public PrologThreadedReasoner() {
        super(Encoding.THREADED);
    }

    @Override
    public String description() {
        return "GDL translated to Prolog on tuProlog; state and moves threaded as list arguments (FluxPlayer style)";
    }

    @Override
    public String chartColour() {
        return "#D55E00";
    }

    @Override
    public int chartOrder() {
        return 11;
    }
}
