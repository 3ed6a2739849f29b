package org.gdlbench.handwritten;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.AbstractMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;

/**
 * The canonical text view shared by the hand-written machines. A machine's state is a few words
 * of bits, and every fluent the game's rules can produce owns one bit of one word, so
 * {@link #fluents} and {@link #stateOf} are table look-ups. Every move of a role is a small int
 * with a fixed text. Subclasses declare their fluents and moves in their constructors and write
 * the rules themselves.
 */
abstract class BitboardMachine<S extends MachineState> extends AbstractMachine<S> {
    /** A fluent's canonical text and the bit that holds it. */
    private record FluentBit(String text, int word, int bit) {
    }

    private final KifPrinter printer;
    private final List<FluentBit> fluentBits = new ArrayList<>();
    private final Map<String, FluentBit> fluentsByText = new HashMap<>();
    private final List<String[]> moveTexts = new ArrayList<>();
    private final List<Map<String, Integer>> moveIds = new ArrayList<>();

    /**
     * @param roleNames   the role names, which must be those the rules declare, in their order
     * @param moveIdCount how many move ids each role has (0 to moveIdCount - 1)
     * @param states      makes a new, empty state
     */
    BitboardMachine(Game game, List<String> roleNames, int moveIdCount, Supplier<S> states) {
        super(game, states);
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

    /** The state's words, in the layout the subclass declared its fluents in. */
    abstract long[] words(MachineState state);

    /** A new state holding {@code words}. */
    abstract MachineState fromWords(long[] words);

    /** The number of words a state has. */
    abstract int wordCount();

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
        long[] words = words(state);
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
        long[] words = new long[wordCount()];
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
        return fromWords(words);
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
