package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import org.gdlbench.gdl.Game;

/**
 * The FluxPlayer encoding ({@link Encoding#THREADED}): a state is the Prolog list of its
 * fluents, built once per state and passed to every relation that depends on it; a joint move is
 * the list of its {@code does(R, M)} terms (built once per move). Nothing is asserted.
 */
final class ThreadedMachine extends PrologMachine {
    ThreadedMachine(Game game, long budgetNanos) {
        super(game, Encoding.THREADED, budgetNanos);
    }

    @Override
    Term present(State state) {
        if (state.list == null) {
            Struct list = new Struct();
            for (int i = state.fluents.length - 1; i >= 0; i--) {
                list = new Struct(fluentTable.prolog(state.fluents[i]), list);
            }
            state.list = list;
        }
        return state.list;
    }

    @Override
    Term presentMoves(int[] jointMove) {
        Struct list = new Struct();
        for (int role = jointMove.length - 1; role >= 0; role--) {
            list = new Struct(moveTables[role].wrapped(jointMove[role]), list);
        }
        return list;
    }

    @Override
    void withdrawMoves() {
        // Nothing to undo: the move list lived only in the query.
    }
}
