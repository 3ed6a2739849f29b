package org.gdlbench.prolog;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * One game checked against the reference by one encoding, within a time cap: the encoding
 * either refuses the game (while preparing, or later when a query runs over its budget), or
 * agrees in every state compared. A disagreement throws an AssertionError.
 */
final class CorpusCheck {
    /** How one game went. */
    record Result(String game, String reasoner, int states, String refusal) {
        boolean refused() {
            return refusal != null;
        }

        @Override
        public String toString() {
            return game + " " + reasoner + ": " + (refused() ? "refused: " + refusal : states + " states agree");
        }
    }

    private CorpusCheck() {
    }

    /**
     * @param reference the reference machine for {@code game}
     * @param budgetMillis the per-query budget given to the encoding
     * @param capNanos how long to compare states once both machines are ready
     */
    static Result run(String name, StateMachine reference, ReasonerFactory encoding, long budgetMillis, int playouts,
                      long capNanos) {
        Game game = reference.game();
        StateMachine machine;
        try {
            machine = encoding.create(game, Map.of(PrologReasoner.BUDGET, Long.toString(budgetMillis)));
        } catch (UnsupportedGameException e) {
            return new Result(name, encoding.name(), 0, oneLine(e.getMessage()));
        }
        try {
            CrossCheck.Outcome outcome = new CrossCheck(reference, machine, name + " " + encoding.name())
                    .run(playouts, 1, 500, System.nanoTime() + capNanos);
            return new Result(name, encoding.name(), outcome.states(), null);
        } catch (QueryBudgetException e) {
            return new Result(name, encoding.name(), 0, oneLine(e.getMessage()));
        }
    }

    private static String oneLine(String message) {
        if (message == null || message.isBlank() || message.contains("\n")) {
            throw new AssertionError("a refusal needs a one-line reason, not: " + message);
        }
        return message;
    }
}
