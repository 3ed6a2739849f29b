package org.gdlbench.machine;

import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;

/**
 * The contract every reasoner implements: a game's rules as a state machine.
 *
 * <p>States are the reasoner's own {@link MachineState} objects, mutable and reused; moves are
 * int ids per role, assigned by the reasoner. So a playout step can run with no allocation and
 * no conversion to terms. The text methods ({@link #fluents}, {@link #moveText}, ...) give the
 * canonical view used for checking and display only.
 *
 * <p>Moves are listed in one order by every reasoner, that of their KIF texts ({@link MoveOrder}),
 * so that random draws over a listing mean the same moves whatever the reasoner.
 *
 * <p>An instance serves one thread at a time. Queries never throw checked exceptions; a game
 * that breaks GDL's rules while played raises {@link GameRuleException}. A reasoner may stop a
 * query whose thread is interrupted with a {@link java.util.concurrent.CancellationException}.
 */
public interface StateMachine {
    /** Playouts longer than this are taken as a game that does not terminate. */
    int MAX_PLAYOUT_DEPTH = 100_000;

    Game game();

    /** Role names as KIF text, in the order of a joint move. */
    List<String> roles();

    /** A new state holding the initial state. */
    MachineState initialState();

    /** A new state buffer to pass as an output; its content is unspecified until written. */
    MachineState newState();

    /** Makes {@code to} hold the same state as {@code from}. */
    void copy(MachineState from, MachineState to);

    boolean isTerminal(MachineState state);

    /**
     * Clears {@code out} and fills it with the ids of {@code role}'s legal moves, each once, in
     * the canonical order of {@link MoveOrder}: ascending by their {@link #moveText} as compared
     * by {@link String#compareTo}. Every reasoner lists a state's moves alike, so a seeded
     * {@link #playout} or {@code playout --seed S} plays the same game with any reasoner.
     */
    void legalMoves(MachineState state, int role, MoveList out);

    /**
     * Writes into {@code out} the state after the joint move {@code jointMove} (one move id per
     * role, in role order). {@code out} may be {@code state} itself.
     */
    void next(MachineState state, int[] jointMove, MachineState out);

    /**
     * The goal value of {@code role} in {@code state}, 0 to 100, or {@link GoalValues#UNDEFINED}
     * when the rules define none. Should the rules define several, the highest is reported.
     */
    int goal(MachineState state, int role);

    /** The state as the sorted KIF texts of its ground fluents, e.g. {@code (cell 1 1 b)}. */
    SortedSet<String> fluents(MachineState state);

    /**
     * The state whose fluents are {@code fluents} (KIF texts).
     *
     * @throws IllegalArgumentException when a fluent cannot occur in this reasoner's states
     */
    MachineState stateOf(Collection<String> fluents);

    /** The legal moves of {@code role} as sorted KIF texts: the canonical view of {@link #legalMoves}, in its order. */
    default SortedSet<String> legalMoveTexts(MachineState state, int role) {
        MoveList moves = new MoveList();
        legalMoves(state, role, moves);
        SortedSet<String> texts = new java.util.TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(moveText(role, moves.get(i)));
        }
        return texts;
    }

    /** The KIF text of move {@code move} of {@code role}, e.g. {@code (mark 1 1)}. */
    String moveText(int role, int move);

    /** The id of the move written {@code text} for {@code role}, or -1 when it cannot be a move of this game. */
    int moveId(int role, String text);

    /**
     * Plays uniformly random joint moves from {@code start} to a terminal state. Per step it draws
     * {@code random.nextInt(n)} once per role, in role order, over that role's legal moves in the
     * order {@link #legalMoves} lists them. A reasoner may override this with a faster path, but
     * it must give the same result for the same random sequence; a fast path allocates nothing.
     *
     * @param goals receives each role's goal value in the terminal state reached
     * @return the number of joint moves played
     */
    default int playout(MachineState start, RandomGenerator random, int[] goals) {
        PlayoutResult result = DefaultPlayout.run(this, start, random);
        System.arraycopy(result.goals(), 0, goals, 0, goals.length);
        return result.depth();
    }

    /** {@link #playout(MachineState, RandomGenerator, int[])} with its result in a new object. */
    default PlayoutResult playout(MachineState start, RandomGenerator random) {
        int[] goals = new int[roles().size()];
        int depth = playout(start, random, goals);
        return new PlayoutResult(depth, goals);
    }

    /**
     * What preparing this machine built, as data: back end, phases and their times, sizes, and
     * the reasons for each choice. Result rows and reports read it; people read {@link #description()}.
     */
    default Preparation preparation() {
        return Preparation.NONE;
    }

    /** What preparing this machine made, in one line for people; empty when there is nothing to say. */
    default String description() {
        return preparation().summary();
    }

    /** Every role's goal value in {@code state}. */
    default int[] goals(MachineState state) {
        int[] goals = new int[roles().size()];
        for (int role = 0; role < goals.length; role++) {
            goals[role] = goal(state, role);
        }
        return goals;
    }
}
