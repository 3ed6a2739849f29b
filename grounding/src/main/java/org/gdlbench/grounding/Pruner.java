package org.gdlbench.grounding;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;

/**
 * Removes from a freshly instantiated program what can never matter, to a fixpoint:
 * <ul>
 *   <li>atoms that can never hold: views left without rules, atoms only supported through a
 *       positive cycle (no well-founded derivation, even ignoring negations), fluents that are
 *       neither initial nor ever next, moves never legal;</li>
 *   <li>constants: a rule whose literals all hold for sure makes its head always true; a rule
 *       with a literal that never holds is dropped; literals that always hold are dropped;</li>
 *   <li>views no output (legal, next, goal, terminal) depends on.</li>
 * </ul>
 * Atoms are the ids of the {@link AtomTable}; rule literals are {@code id << 1 | negated}.
 */
final class Pruner {
    static final byte VARIABLE = 0;
    static final byte FALSE = 1;
    static final byte ALWAYS = 2;

    private final int atoms;
    private final int[] heads;
    private final int[] starts;
    private final int[] body;
    private final byte[] state;
    private final boolean[] dead;
    private final int[] remaining;
    private final int[] support;
    private final int[] occurrenceStart;
    private final int[] occurrences;
    /** For a fluent atom {@code (true f)}: the atom {@code (next f)}, or -1. */
    private final int[] nextOfFluent;
    private final BitSet initial;
    /** For an atom {@code (next f)}: the fluent atom, or -1; likewise legal atoms to input atoms. */
    private final int[] fluentOfNext;
    private final int[] inputOfLegal;
    private final boolean[] isView;
    private final Deque<Integer> queue = new ArrayDeque<>();
    private final boolean[] needed;

    /**
     * @param derived   the state-dependent atoms of the relaxed model; the others never hold
     *                  (only ever negated) or do not matter (static atoms, folded away)
     * @param fluents   the fluent atoms {@code (true f)} and their {@code (next f)} atoms (or -1)
     * @param initial   fluent atoms of the initial state
     * @param inputs    the input atoms {@code (does r m)} and their {@code (legal r m)} atoms
     * @param outputs   the atoms read from outside: legal, next, goal, terminal
     */
    Pruner(int atoms, int[] heads, int[] starts, int[] body, BitSet derived,
           int[] fluents, int[] nextAtoms, BitSet initial, int[] inputs, int[] legalAtoms, int[] outputs) {
        this.atoms = atoms;
        this.heads = heads;
        this.starts = starts;
        this.body = body;
        this.initial = initial;
        int rules = heads.length;
        state = new byte[atoms];
        dead = new boolean[rules];
        remaining = new int[rules];
        support = new int[atoms];
        nextOfFluent = filled(atoms);
        fluentOfNext = filled(atoms);
        inputOfLegal = filled(atoms);
        isView = new boolean[atoms];
        needed = new boolean[atoms];
        java.util.Arrays.fill(isView, true);
        for (int i = 0; i < fluents.length; i++) {
            isView[fluents[i]] = false;
            nextOfFluent[fluents[i]] = nextAtoms[i];
            if (nextAtoms[i] >= 0) {
                fluentOfNext[nextAtoms[i]] = fluents[i];
            }
        }
        for (int i = 0; i < inputs.length; i++) {
            isView[inputs[i]] = false;
            inputOfLegal[legalAtoms[i]] = inputs[i];
        }
        int[] counts = new int[atoms + 1];
        for (int literal : body) {
            counts[(literal >>> 1) + 1]++;
        }
        occurrenceStart = new int[atoms + 1];
        for (int a = 0; a < atoms; a++) {
            occurrenceStart[a + 1] = occurrenceStart[a] + counts[a + 1];
        }
        occurrences = new int[body.length];
        int[] fill = occurrenceStart.clone();
        for (int r = 0; r < rules; r++) {
            for (int k = starts[r]; k < starts[r + 1]; k++) {
                occurrences[fill[body[k] >>> 1]++] = r << 1 | (body[k] & 1);
            }
        }
        for (int a = 0; a < atoms; a++) {
            if (!derived.get(a)) {
                state[a] = FALSE;
                if (occurrenceStart[a + 1] > occurrenceStart[a]) {
                    queue.add(a);
                }
            }
        }
        for (int r = 0; r < rules; r++) {
            support[heads[r]]++;
            remaining[r] = starts[r + 1] - starts[r];
        }
        for (int r = 0; r < rules; r++) {
            if (remaining[r] == 0) {
                setAlways(heads[r]);
            }
        }
        for (int a = 0; a < atoms; a++) {
            if (isView[a] && state[a] == VARIABLE && support[a] == 0) {
                setFalse(a);
            }
        }
        do {
            drain();
        } while (removeUnfounded());
        markNeeded(outputs);
    }

    private static int[] filled(int size) {
        int[] array = new int[size];
        java.util.Arrays.fill(array, -1);
        return array;
    }

    byte state(int atom) {
        return state[atom];
    }

    boolean isDead(int rule) {
        return dead[rule];
    }

    /** True for the views some output depends on (outputs included). */
    boolean isNeeded(int atom) {
        return needed[atom];
    }

    private void setFalse(int atom) {
        if (state[atom] == VARIABLE) {
            state[atom] = FALSE;
            queue.add(atom);
        }
    }

    private void setAlways(int atom) {
        if (state[atom] == VARIABLE && isView[atom]) {
            state[atom] = ALWAYS;
            queue.add(atom);
        }
    }

    private void drain() {
        while (!queue.isEmpty()) {
            int atom = queue.poll();
            boolean isFalse = state[atom] == FALSE;
            for (int k = occurrenceStart[atom]; k < occurrenceStart[atom + 1]; k++) {
                int rule = occurrences[k] >>> 1;
                boolean negated = (occurrences[k] & 1) != 0;
                if (dead[rule]) {
                    continue;
                }
                if (isFalse != negated) {
                    kill(rule);
                } else if (--remaining[rule] == 0) {
                    setAlways(heads[rule]);
                }
            }
            if (isFalse) {
                if (fluentOfNext[atom] >= 0 && !initial.get(fluentOfNext[atom])) {
                    setFalse(fluentOfNext[atom]);
                }
                if (inputOfLegal[atom] >= 0) {
                    setFalse(inputOfLegal[atom]);
                }
            }
        }
    }

    private void kill(int rule) {
        dead[rule] = true;
        int head = heads[rule];
        if (--support[head] == 0) {
            setFalse(head);
        }
    }

    /**
     * Marks false every atom with no well-founded derivation from the initial fluents, ignoring
     * negations (atoms held up only by a positive cycle). Returns whether any was found.
     */
    private boolean removeUnfounded() {
        boolean[] reached = new boolean[atoms];
        int[] missing = new int[heads.length];
        Deque<Integer> todo = new ArrayDeque<>();
        for (int a = 0; a < atoms; a++) {
            if (state[a] == ALWAYS || (!isView[a] && state[a] == VARIABLE && initial.get(a))) {
                reached[a] = true;
                todo.add(a);
            }
        }
        for (int r = 0; r < heads.length; r++) {
            if (dead[r]) {
                continue;
            }
            for (int k = starts[r]; k < starts[r + 1]; k++) {
                if ((body[k] & 1) == 0 && state[body[k] >>> 1] == VARIABLE) {
                    missing[r]++;
                }
            }
            if (missing[r] == 0 && !reached[heads[r]]) {
                reached[heads[r]] = true;
                todo.add(heads[r]);
            }
        }
        while (!todo.isEmpty()) {
            int atom = todo.poll();
            int derivedFluent = fluentOfNext[atom];
            if (derivedFluent >= 0 && !reached[derivedFluent] && state[derivedFluent] == VARIABLE) {
                reached[derivedFluent] = true;
                todo.add(derivedFluent);
            }
            int input = inputOfLegal[atom];
            if (input >= 0 && !reached[input] && state[input] == VARIABLE) {
                reached[input] = true;
                todo.add(input);
            }
            if (state[atom] != VARIABLE) {
                continue;
            }
            for (int k = occurrenceStart[atom]; k < occurrenceStart[atom + 1]; k++) {
                int rule = occurrences[k] >>> 1;
                if ((occurrences[k] & 1) == 0 && !dead[rule] && --missing[rule] == 0 && !reached[heads[rule]]) {
                    reached[heads[rule]] = true;
                    todo.add(heads[rule]);
                }
            }
        }
        boolean found = false;
        for (int a = 0; a < atoms; a++) {
            if (state[a] == VARIABLE && !reached[a]) {
                setFalse(a);
                found = true;
            }
        }
        return found;
    }

    private void markNeeded(int[] outputs) {
        Deque<Integer> todo = new ArrayDeque<>();
        for (int atom : outputs) {
            if (state[atom] == VARIABLE && !needed[atom]) {
                needed[atom] = true;
                todo.add(atom);
            }
        }
        int[] ruleStartOfHead = headIndex();
        int[] rulesByHead = rulesByHead(ruleStartOfHead);
        while (!todo.isEmpty()) {
            int atom = todo.poll();
            for (int i = ruleStartOfHead[atom]; i < ruleStartOfHead[atom + 1]; i++) {
                int rule = rulesByHead[i];
                if (dead[rule]) {
                    continue;
                }
                for (int k = starts[rule]; k < starts[rule + 1]; k++) {
                    int used = body[k] >>> 1;
                    if (state[used] == VARIABLE && isView[used] && !needed[used]) {
                        needed[used] = true;
                        todo.add(used);
                    }
                }
            }
        }
    }

    private int[] headIndex() {
        int[] start = new int[atoms + 1];
        for (int head : heads) {
            start[head + 1]++;
        }
        for (int a = 0; a < atoms; a++) {
            start[a + 1] += start[a];
        }
        return start;
    }

    private int[] rulesByHead(int[] start) {
        int[] fill = start.clone();
        int[] rules = new int[heads.length];
        for (int r = 0; r < heads.length; r++) {
            rules[fill[heads[r]]++] = r;
        }
        return rules;
    }
}
