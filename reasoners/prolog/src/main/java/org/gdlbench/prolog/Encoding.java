package org.gdlbench.prolog;

/** How the translated program sees the current state and joint move. */
enum Encoding {
    /**
     * CadiaPlayer's way: the state is a set of asserted {@code state(F)} facts and the joint move
     * a set of {@code does(R, M)} facts, retracted and asserted again to change them. The rules
     * keep their GDL arity.
     */
    ASSERT("prolog-assert"),
    /**
     * FluxPlayer's way: every relation that depends on the state or the moves takes them as extra
     * list arguments; {@code true} and {@code does} are list membership. Nothing is asserted.
     */
    THREADED("prolog-threaded");

    /** The family of every reasoner of this module, whatever its encoding and Prolog system. */
    static final String FAMILY = "prolog";

    private final String reasonerName;

    Encoding(String reasonerName) {
        this.reasonerName = reasonerName;
    }

    String reasonerName() {
        return reasonerName;
    }
}
