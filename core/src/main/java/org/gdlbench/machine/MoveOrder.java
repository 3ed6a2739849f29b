package org.gdlbench.machine;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The canonical order of a role's moves, in which {@link StateMachine#legalMoves} lists them:
 * ascending by the move's KIF text as {@link StateMachine#moveText} prints it, compared with
 * {@link String#compareTo} (UTF-16 code units, so {@code "(mark 1 2)"} before {@code "noop"},
 * since {@code '('} comes before any letter). Texts are canonical KIF, lower case with single
 * spaces, so two reasoners that agree on a role's legal moves list them alike, and a seed's
 * random draws pick the same moves whatever the reasoner: a seed means one game.
 *
 * <p>A reasoner that numbers its moves once, when prepared, numbers them in this order (see
 * {@link #ranks}) and lists ids in ascending order, with no per-state cost. One that meets moves
 * as it goes sorts each listing with {@link #sort}, which allocates nothing.
 */
public final class MoveOrder {
    /** The canonical order on move texts. */
    public static final Comparator<String> TEXTS = Comparator.naturalOrder();

    private MoveOrder() {
    }

    /** Whether move text {@code a} comes before {@code b} in the canonical order (negative), after it, or is it. */
    public static int compare(String a, String b) {
        return a.compareTo(b);
    }

    /**
     * Sorts {@code moves} in place into the canonical order, with {@code textOf} giving each id's
     * text. Allocates nothing; a listing that is already in order costs one pass. The ids are
     * distinct, as {@link StateMachine#legalMoves} lists them, so the order is total.
     */
    public static void sort(MoveList moves, IntFunction<String> textOf) {
        int size = moves.size();
        int[] ids = moves.elements();
        int sortedUpTo = 1;
        while (sortedUpTo < size && compare(textOf.apply(ids[sortedUpTo - 1]), textOf.apply(ids[sortedUpTo])) < 0) {
            sortedUpTo++;
        }
        // Binary insertion of the rest: log n comparisons per id, moves by arraycopy.
        for (int i = sortedUpTo; i < size; i++) {
            int id = ids[i];
            String text = textOf.apply(id);
            int low = 0;
            int high = i;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (compare(textOf.apply(ids[middle]), text) < 0) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            System.arraycopy(ids, low, ids, low + 1, i - low);
            ids[low] = id;
        }
    }

    /**
     * How to number moves in the canonical order: entry {@code i} is the rank, 0 first, of
     * {@code texts.get(i)} among all of {@code texts} (which must be distinct). A reasoner that
     * meets its moves in some other order gives move {@code i} the id {@code ranks[i]}.
     */
    public static int[] ranks(List<String> texts) {
        Integer[] order = new Integer[texts.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> compare(texts.get(a), texts.get(b)));
        int[] ranks = new int[order.length];
        for (int rank = 0; rank < order.length; rank++) {
            if (rank > 0 && texts.get(order[rank - 1]).equals(texts.get(order[rank]))) {
                throw new IllegalArgumentException("move " + texts.get(order[rank]) + " appears twice");
            }
            ranks[order[rank]] = rank;
        }
        return ranks;
    }

    /**
     * The index of the first move of {@code texts} (a listing, as texts) that is not after the
     * one before it in the canonical order, or -1 when the listing is in canonical order.
     */
    public static int firstOutOfOrder(List<String> texts) {
        for (int i = 1; i < texts.size(); i++) {
            if (compare(texts.get(i - 1), texts.get(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A cache of each move id's text, filled on first use from {@code printer}, for {@link #sort}
     * in reasoners whose texts are costly to print. After each id was seen once it allocates nothing.
     */
    public static final class Texts implements IntFunction<String> {
        private final IntFunction<String> printer;
        private String[] texts = new String[16];

        public Texts(IntFunction<String> printer) {
            this.printer = printer;
        }

        @Override
        public String apply(int id) {
            if (id >= texts.length) {
                texts = Arrays.copyOf(texts, Math.max(id + 1, 2 * texts.length));
            }
            String text = texts[id];
            if (text == null) {
                text = printer.apply(id);
                texts[id] = text;
            }
            return text;
        }
    }
}
