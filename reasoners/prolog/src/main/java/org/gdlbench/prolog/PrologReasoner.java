package org.gdlbench.prolog;

import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerSpecException;
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
abstract class PrologReasoner implements ReasonerFactory {
    static final String BUDGET = "budget";
    static final long DEFAULT_BUDGET_MILLIS = 5_000;
    private static final int PROBE_STEPS = 4;
    private static final long PROBE_NANOS = 1_000_000_000L;

    private final Encoding encoding;

    PrologReasoner(Encoding encoding) {
        this.encoding = encoding;
    }

    @Override
    public String name() {
        return encoding.reasonerName();
    }

    @Override
    public String family() {
        return Encoding.FAMILY;
    }

    @Override
    public Map<String, Set<String>> options() {
        return Map.of(BUDGET, Set.of());
    }

    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        long budgetNanos = budgetMillis(options) * 1_000_000L;
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

    private static long budgetMillis(Map<String, String> options) {
        String text = options.get(BUDGET);
        if (text == null) {
            return DEFAULT_BUDGET_MILLIS;
        }
        try {
            long millis = Long.parseLong(text);
            if (millis > 0) {
                return millis;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ReasonerSpecException("option " + BUDGET + " takes a positive number of milliseconds, not '" + text + "'");
    }

    /**
     * Asks every kind of query along a few seeded random steps, so a game whose queries run away
     * is refused now rather than during a run. A step where a role has no legal move ends the
     * probe: that is the game's fault, reported when it is played.
     */
    private static void probe(PrologMachine machine) {
        long start = System.nanoTime();
        SplittableRandom random = new SplittableRandom(0);
        int roleCount = machine.roles().size();
        MoveList legal = new MoveList();
        int[] joint = new int[roleCount];
        MachineState state = machine.initialState();
        for (int step = 0; step < PROBE_STEPS && System.nanoTime() - start < PROBE_NANOS; step++) {
            machine.goals(state);
            if (machine.isTerminal(state)) {
                return;
            }
            for (int role = 0; role < roleCount; role++) {
                machine.legalMoves(state, role, legal);
                if (legal.isEmpty()) {
                    return;
                }
                joint[role] = legal.get(random.nextInt(legal.size()));
            }
            machine.next(state, joint, state);
        }
    }
}
