package org.gdlbench.handwritten;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.AbstractMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;

/**
 * The canonical text view shared by the hand-written machines. A machine's state is a few words
 * of bits, and every fluent the game's rules can produce owns one bit of one word, so
 * {@link #fluents} and {@link #stateOf} are table look-ups. Every move of a role is a small int
 * with a fixed text. Subclasses declare their fluents and moves in their constructors and write
 * the rules themselves, on {@link BoardState}: this class casts the contract's states to it.
 *
 * <p>The games take turns between two roles: a state says which roles are in control (bit r for
 * role r), a role in control has its own moves and a role whose opponent is in control may play
 * noop, the last move id. Both hold in a state where both roles are in control, as the rules say.
 */
abstract class BitboardMachine extends AbstractMachine<BoardState> {
    /** A fluent's canonical text and the bit that holds it. */
    private record FluentBit(String text, int word, int bit) {
    }

    private final KifPrinter printer;
    private final List<FluentBit> fluentBits = new ArrayList<>();
    private final Map<String, FluentBit> fluentsByText = new HashMap<>();
    private final List<String[]> moveTexts = new ArrayList<>();
    private final List<Map<String, Integer>> moveIds = new ArrayList<>();
    private final long[] initialWords;
    private final int noop;

    /**
     * @param roleNames    the role names, which must be those the rules declare, in their order
     * @param moveIdCount  how many move ids each role has (0 to moveIdCount - 1, the last noop)
     * @param initialWords the initial state's words, as {@link BoardState#toWords} lays them out
     */
    BitboardMachine(Game game, List<String> roleNames, int moveIdCount, long[] initialWords) {
        super(game, BoardState::new);
        this.initialWords = initialWords.clone();
        this.noop = moveIdCount - 1;
        this.printer = new KifPrinter(game.symbols());
        if (!roles().equals(roleNames)) {
            throw new IllegalStateException("the game declares roles " + roles() + ", this machine plays " + roleNames);
        }
        for (String role : roleNames) {
            moveTexts.add(new String[moveIdCount]);
            moveIds.add(new HashMap<>());
        }
    }

    /** States that the fluent written {@code text} is held by bit {@code bit} of word {@code word}. */
    final void declareFluent(String text, int word, int bit) {
        FluentBit fluent = new FluentBit(canonical(text), word, bit);
        fluentBits.add(fluent);
        if (fluentsByText.put(fluent.text(), fluent) != null) {
            throw new IllegalStateException("fluent " + text + " declared twice");
        }
    }

    /** States that move {@code move} of {@code role} is written {@code text}. */
    final void declareMove(int role, int move, String text) {
        String canonical = canonical(text);
        moveTexts.get(role)[move] = canonical;
        if (moveIds.get(role).put(canonical, move) != null) {
            throw new IllegalStateException("move " + text + " declared twice for role " + roles().get(role));
        }
    }

    /** Whether {@code state} is terminal, by the rules. */
    abstract boolean terminal(BoardState state);

    /** Adds the moves of {@code role}, in control in {@code state}, other than noop, in id order. */
    abstract void ownMoves(BoardState state, int role, MoveList out);

    /** The state after {@code jointMove}, into {@code out}. */
    abstract void successor(BoardState state, int[] jointMove, BoardState out);

    /** {@code role}'s goal value in {@code state}. */
    abstract int goalValue(BoardState state, int role);

    /** A random playout from {@code start}, as {@link #playout} says. */
    abstract int playoutFrom(BoardState start, RandomGenerator random, int[] goals);

    @Override
    public final MachineState initialState() {
        return holding(initialWords);
    }

    @Override
    protected final void copyState(BoardState from, BoardState to) {
        to.set(from);
    }

    @Override
    public final boolean isTerminal(MachineState state) {
        return terminal(typed(state));
    }

    @Override
    public final void legalMoves(MachineState state, int role, MoveList out) {
        BoardState s = typed(state);
        out.clear();
        if (inControl(s.control, role)) {
            ownMoves(s, role, out);
        }
        if (inControl(s.control, 1 - role)) {
            out.add(noop);
        }
    }

    @Override
    public final void next(MachineState state, int[] jointMove, MachineState out) {
        successor(typed(state), jointMove, typed(out));
    }

    @Override
    public final int goal(MachineState state, int role) {
        return goalValue(typed(state), role);
    }

    @Override
    public final int playout(MachineState start, RandomGenerator random, int[] goals) {
        return playoutFrom(typed(start), random, goals);
    }

    static boolean inControl(int control, int role) {
        return (control & (1 << role)) != 0;
    }

    /** Control passes: each role's bit comes from the other's. */
    static int swapControl(int control) {
        return ((control & 1) << 1) | ((control >> 1) & 1);
    }

    /** The contract's state as this machine's own: every state it is given is one it made. */
    private static BoardState typed(MachineState state) {
        return (BoardState) state;
    }

    private BoardState holding(long[] words) {
        BoardState state = newState();
        state.load(words);
        return state;
    }

    /** Every fluent this machine can represent, for tests that build arbitrary states. */
    final List<String> fluentTexts() {
        List<String> texts = new ArrayList<>();
        for (FluentBit fluent : fluentBits) {
            texts.add(fluent.text());
        }
        return texts;
    }

    @Override
    public final SortedSet<String> fluents(MachineState state) {
        long[] words = typed(state).toWords();
        SortedSet<String> texts = new TreeSet<>();
        for (FluentBit fluent : fluentBits) {
            if ((words[fluent.word()] & (1L << fluent.bit())) != 0) {
                texts.add(fluent.text());
            }
        }
        return texts;
    }

    @Override
    public final MachineState stateOf(Collection<String> fluents) {
        long[] words = new long[BoardState.WORDS];
        for (String text : fluents) {
            FluentBit fluent;
            try {
                fluent = fluentsByText.get(canonical(text));
            } catch (GdlException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
            if (fluent == null) {
                throw new IllegalArgumentException(text + " is not a fluent of " + game.name());
            }
            words[fluent.word()] |= 1L << fluent.bit();
        }
        return holding(words);
    }

    @Override
    public final String moveText(int role, int move) {
        String[] texts = moveTexts.get(role);
        if (move < 0 || move >= texts.length || texts[move] == null) {
            throw new IllegalArgumentException(move + " is no move id of role " + roles().get(role));
        }
        return texts[move];
    }

    @Override
    public final int moveId(int role, String text) {
        try {
            return moveIds.get(role).getOrDefault(canonical(text), -1);
        } catch (GdlException e) {
            return -1;
        }
    }

    /** The failure the default playout reports when a role cannot move; the fast playouts report it alike. */
    final GameRuleException noLegalMove(int role, int depth) {
        return GameRuleException.noLegalMove(roles().get(role), depth);
    }

    private String canonical(String text) {
        return printer.term(KifParser.parseGroundTerm(text, game.symbols()));
    }
}
