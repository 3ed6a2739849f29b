package org.gdlbench.propnet.eval;

import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * How a change of truth travels through a {@link Propnet}: each changed component adds or takes
 * one from each target's counter, and goes on from the targets whose truth flipped; output bits
 * toggle on the way. Two back ends share this class: {@link InterpretedPropagation} walks the
 * net's flat arrays, a {@link CompiledPropagation} runs code generated for the one net.
 * Recursive components are recomputed once the changes have settled ({@link RecursiveFixpoint}).
 */
abstract class Propagation extends Evaluator {
    private final RecursiveFixpoint fixpoint;

    Propagation(Propnet net, int[] counter, long[] outputs) {
        super(net, counter, outputs);
        fixpoint = new RecursiveFixpoint(net, counter);
    }

    @Override
    void changeBases(int word, long diff, long now) {
        for (long bits = diff; bits != 0; bits &= bits - 1) {
            int bit = Long.numberOfTrailingZeros(bits);
            int fluent = Bits.index(word, bit);
            int up = (int) (now >>> bit) & 1;
            counter[fluent] = up;
            change(fluent, up);
        }
    }

    /** Differential propagation keeps the next-state outputs current all the time. */
    @Override
    void settleNext() {
        settle();
    }

    /** Only changes travel, so the inputs that rise must travel before those that fall are announced. */
    @Override
    boolean changesTravel() {
        return true;
    }

    /** Like {@link #change}, but only along the links leaving the component's recursive component. */
    abstract void changeExternal(int component, int up);

    /** Propagates every announced change and recomputes the recursive components it marked. */
    @Override
    final void settle() {
        flush();
        while (fixpoint.anyDirty()) {
            fixpoint.recompute(fixpoint.takeFirstDirty(), this);
            flush();
        }
    }

    /**
     * Starts from the net's initial marking: every component reads false so far, so the true
     * gates that propagation keeps announce themselves.
     */
    @Override
    final void start() {
        // Announce the gates true now, even if an earlier announcement makes one false: the counts add up.
        int[] initiallyTrue = new int[net.components];
        int count = 0;
        for (int c = net.firstGate; c < net.firstGoalGate; c++) {
            if (counter[c] > 0) {
                initiallyTrue[count++] = c;
            }
        }
        for (int i = 0; i < count; i++) {
            change(initiallyTrue[i], 1);
        }
        fixpoint.markAll();
        settle();
    }

    /** Marks recursive component {@code recursive} to be recomputed once the changes settle. */
    final void markDirty(int recursive) {
        fixpoint.markDirty(recursive);
    }
}
