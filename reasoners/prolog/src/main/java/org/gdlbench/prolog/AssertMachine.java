package org.gdlbench.prolog;

import alice.tuprolog.Int;
import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import org.gdlbench.gdl.Game;

/**
 * The CadiaPlayer encoding ({@link Encoding#ASSERT}): a state is made current by retracting the
 * old {@code state/1} facts and asserting one per fluent; a joint move by asserting one
 * {@code does/2} fact per role, retracted after the {@code next} query. The facts are built once
 * per fluent and move ({@link TermTable#wrapped}), and the state is reloaded only when a query
 * is about a different state than the one loaded.
 */
final class AssertMachine extends PrologMachine {
    // Per machine, like every term handed to its engine: engines on other threads never share one.
    private final Struct stateRelation = new Struct("/", new Struct(Translator.STATE), new Int(1));
    private final Struct doesRelation = new Struct("/", new Struct(Translator.DOES), new Int(2));

    /** The fluent array whose facts are asserted now (states never modify their arrays). */
    private int[] loaded;

    AssertMachine(Game game, long budgetNanos) {
        super(game, Encoding.ASSERT, budgetNanos);
    }

    @Override
    Term present(State state) {
        int[] fluents = state.fluents;
        if (fluents != loaded) {
            engine.abolish(stateRelation);
            for (int fluent : fluents) {
                engine.assertFact(fluentTable.wrapped(fluent));
            }
            loaded = fluents;
        }
        return null;
    }

    @Override
    Term presentMoves(int[] jointMove) {
        for (int role = 0; role < jointMove.length; role++) {
            engine.assertFact(moveTables[role].wrapped(jointMove[role]));
        }
        return null;
    }

    @Override
    void withdrawMoves() {
        engine.abolish(doesRelation);
    }
}
