package org.gdlbench.harness.trace;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.gdlbench.harness.match.JointMoves;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecordException;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;

/**
 * Plays a match with one reasoner and tells each step in canonical form (sorted KIF texts), so
 * the traces of two reasoners on the same moves or seed are equal text exactly when they agree.
 * See docs/TRACE.md for the format.
 */
public final class Tracer {
    /**
     * One state of the match.
     *
     * @param legal every role's legal moves, sorted as text; null in a terminal state
     * @param move the joint move taken from this state, by role; null when the match stops here
     */
    @JsonPropertyOrder({"step", "state", "terminal", "goals", "legal", "move"})
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Step(int step, List<String> state, boolean terminal, Map<String, Integer> goals,
                       Map<String, List<String>> legal, Map<String, String> move) {
    }

    /** Chooses the joint move from a state, or null to stop there. */
    public interface MoveChooser {
        /**
         * @param step joint moves played so far
         * @param legal every role's legal moves, sorted as text
         * @return one move text per role, or null
         */
        List<String> choose(int step, List<List<String>> legal);

        /** Where the move of {@code step} comes from, for messages. */
        String where(int step);

        /** How many moves are recorded, or -1 when they are made up as needed. */
        default int recorded() {
            return -1;
        }
    }

    private Tracer() {
    }

    /** Moves drawn by {@code new SplittableRandom(seed)}, one {@code nextInt(n)} per role over its sorted moves, as {@code verify} does. */
    public static MoveChooser seeded(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return new MoveChooser() {
            @Override
            public List<String> choose(int step, List<List<String>> legal) {
                List<String> joint = new ArrayList<>();
                for (List<String> moves : legal) {
                    joint.add(moves.get(random.nextInt(moves.size())));
                }
                return joint;
            }

            @Override
            public String where(int step) {
                return "seed " + seed + " step " + step;
            }
        };
    }

    /** The moves of a recorded match, in order; stops when they run out. */
    public static MoveChooser replay(MatchRecord record, String source) {
        return new MoveChooser() {
            @Override
            public List<String> choose(int step, List<List<String>> legal) {
                return step < record.moves().size() ? record.moves().get(step) : null;
            }

            @Override
            public String where(int step) {
                return source + ":" + record.lines().get(step);
            }

            @Override
            public int recorded() {
                return record.moves().size();
            }
        };
    }

    /**
     * Plays from the initial state until a terminal state, {@code maxSteps} joint moves, or the
     * chooser stops, giving each state to {@code out}; returns the joint moves played.
     *
     * @throws MatchRecordException when a chosen move is not legal, or moves remain after the end
     */
    public static int trace(StateMachine machine, MoveChooser chooser, int maxSteps, Consumer<Step> out) {
        List<String> roles = machine.roles();
        MachineState state = machine.initialState();
        for (int step = 0; ; step++) {
            boolean terminal = machine.isTerminal(state);
            Map<String, Integer> goals = new LinkedHashMap<>();
            for (int role = 0; role < roles.size(); role++) {
                goals.put(roles.get(role), machine.goal(state, role));
            }
            List<String> fluents = List.copyOf(machine.fluents(state));
            if (terminal) {
                out.accept(new Step(step, fluents, true, goals, null, null));
                if (chooser.recorded() > step) {
                    throw new MatchRecordException(chooser.where(step) + ": the match is over at step " + step
                            + " but the record has more moves");
                }
                return step;
            }
            List<List<String>> legal = new ArrayList<>();
            Map<String, List<String>> legalByRole = new LinkedHashMap<>();
            for (int role = 0; role < roles.size(); role++) {
                List<String> texts = List.copyOf(machine.legalMoveTexts(state, role));
                if (texts.isEmpty()) {
                    throw GameRuleException.noLegalMove(roles.get(role), step);
                }
                legal.add(texts);
                legalByRole.put(roles.get(role), texts);
            }
            List<String> chosen = step < maxSteps ? chooser.choose(step, legal) : null;
            if (chosen == null) {
                out.accept(new Step(step, fluents, false, goals, legalByRole, null));
                return step;
            }
            int[] joint = JointMoves.ids(machine, state, chosen, chooser.where(step));
            Map<String, String> move = new LinkedHashMap<>();
            for (int role = 0; role < roles.size(); role++) {
                move.put(roles.get(role), machine.moveText(role, joint[role]));
            }
            out.accept(new Step(step, fluents, false, goals, legalByRole, move));
            machine.next(state, joint, state);
        }
    }
}
