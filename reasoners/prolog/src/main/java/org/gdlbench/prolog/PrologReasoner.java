package org.gdlbench.prolog;

import java.util.List;
import java.util.SplittableRandom;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Makes Prolog machines of one encoding and probes them before handing them out.
 *
 * <p>Plain SLD resolution can loop or explode on recursive rules, which GDL's own restrictions
 * do not prevent. So every query runs under a time budget (option {@code budget}, milliseconds),
 * and preparation plays a short seeded probe (the initial state's queries and a few random
 * steps): a game whose queries already run over budget there is refused with the reason.
 */
abstract class PrologReasoner extends TranslatedReasoner {
    static final long DEFAULT_BUDGET_MILLIS = 5_000;
    static final ReasonerOption<Long> BUDGET = ReasonerOption.positiveLong("budget",
            "milliseconds a query may run before the machine gives up", DEFAULT_BUDGET_MILLIS);
    private static final int PROBE_STEPS = 4;
    private static final long PROBE_NANOS = 1_000_000_000L;

    PrologReasoner(Encoding encoding) {
        super(encoding);
    }

    @Override
    public String name() {
        return encoding.reasonerName();
    }

    @Override
    public List<ReasonerOption<?>> options() {
        return List.of(BUDGET);
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        long budgetNanos = options.get(BUDGET) * 1_000_000L;
        PrologMachine machine = encoding == Encoding.ASSERT
                ? new AssertMachine(game, budgetNanos)
                : new ThreadedMachine(game, budgetNanos);
        try {
            probe(machine);
        } catch (QueryBudgetException e) {
            throw new UnsupportedGameException(e.getMessage() + ", while probing the first moves");
        }
        return machine;
    }

    /**
     * Asks every kind of query along a few seeded random steps, so a game whose queries run away
     * is refused now rather than during a run. A step where a role has no legal move ends the
     * probe: that is the game's fault, reported when it is played.
     */
    private static void probe(PrologMachine machine) {
        long start = System.nanoTime();
        DefaultPlayout.Walker askGoals = new DefaultPlayout.Walker() {
            @Override
            public boolean reached(MachineState state, int depth) {
                if (depth >= PROBE_STEPS || System.nanoTime() - start >= PROBE_NANOS) {
                    return false;
                }
                machine.goals(state);
                return true;
            }
        };
        try {
            DefaultPlayout.walk(machine, machine.initialState(), new SplittableRandom(0), PROBE_STEPS, askGoals);
        } catch (GameRuleException brokenInPlay) {
            // the game's fault, reported when it is played
        }
    }
}
