package org.gdlbench.propnet.eval;

import java.util.Arrays;

/**
 * A copy of a {@link Marking} taken at a playout's start, so that the next playout from the same
 * state copies it back rather than propagate back to it. Kept for nets up to
 * {@link org.gdlbench.propnet.tuning.PropnetTuning#MAX_SAVED_COMPONENTS} components, where copying beats propagating. The
 * goal-only gates are worked out afresh whenever goals are asked for, so they are not saved.
 */
public final class StartMarking {
    private final Marking marking;
    private final int[] savedCounter;
    private final long[] savedOutputs;
    private final long[] savedMarked;
    private final int[] savedMoveOf;
    private boolean saved;

    public StartMarking(Marking marking) {
        this.marking = marking;
        savedCounter = new int[marking.net.firstGoalGate];
        savedOutputs = new long[marking.outputs.length];
        savedMarked = new long[marking.stateWords];
        savedMoveOf = new int[marking.roles];
    }

    /** Marks {@code state}: copied back when it is the state saved, else loaded and saved. */
    public void startAt(long[] state) {
        Marking m = marking;
        if (saved && Arrays.equals(savedMarked, state)) {
            System.arraycopy(savedCounter, 0, m.counter, 0, savedCounter.length);
            System.arraycopy(savedOutputs, 0, m.outputs, 0, m.outputs.length);
            System.arraycopy(savedMarked, 0, m.marked, 0, m.marked.length);
            System.arraycopy(savedMoveOf, 0, m.moveOf, 0, m.moveOf.length);
            m.evaluator.restored(m.marked, m.moveOf);
            m.forget();
            return;
        }
        m.load(state);
        System.arraycopy(m.counter, 0, savedCounter, 0, savedCounter.length);
        System.arraycopy(m.outputs, 0, savedOutputs, 0, m.outputs.length);
        System.arraycopy(m.marked, 0, savedMarked, 0, m.marked.length);
        System.arraycopy(m.moveOf, 0, savedMoveOf, 0, m.moveOf.length);
        m.evaluator.saved();
        saved = true;
    }
}
