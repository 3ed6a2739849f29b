package org.gdlbench.propnet.batch;

/** A batch's gates walked from their lists of inputs: any net, recursive components too. */
final class InterpretedGates extends BatchGates {
    private final WordPass state;
    private final WordPass moves;
    private final WordPass goals;
    private final LegalWords legal;
    private final NextWords next;

    InterpretedGates(WordPass state, WordPass moves, WordPass goals, LegalWords legal, NextWords next) {
        this.state = state;
        this.moves = moves;
        this.goals = goals;
        this.legal = legal;
        this.next = next;
    }

    @Override
    void state(long[] value) {
        state.run(value);
    }

    @Override
    void advance(long[] value) {
        moves.run(value);
        next.copy(value);
    }

    @Override
    void goals(long[] value) {
        goals.run(value);
    }

    @Override
    void legal(int role, long[] value, long[] words) {
        legal.read(role, value, words);
    }
}
