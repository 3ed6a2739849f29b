package org.gdlbench.machine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveOrderTest {
    private static final List<String> TEXTS = List.of("noop", "(mark 2 1)", "(mark 1 3)", "(mark 1 1)", "(drop 10)",
            "(drop 9)");

    @Test
    void sortsIdsByTheirTextsInStringOrder() {
        MoveList moves = listOf(0, 1, 2, 3, 4, 5);
        MoveOrder.sort(moves, TEXTS::get);
        // '(' before letters; digits compared as characters, so "10" before "9"
        assertArrayEquals(new int[] {4, 5, 3, 2, 1, 0}, moves.toArray());
    }

    @Test
    void leavesAnOrderedListingAloneAndHandlesTinyOnes() {
        MoveList moves = listOf(3, 2, 1, 0);
        MoveOrder.sort(moves, TEXTS::get);
        assertArrayEquals(new int[] {3, 2, 1, 0}, moves.toArray());
        MoveList one = listOf(0);
        MoveOrder.sort(one, TEXTS::get);
        assertArrayEquals(new int[] {0}, one.toArray());
        MoveList none = new MoveList();
        MoveOrder.sort(none, TEXTS::get);
        assertEquals(0, none.size());
    }

    @Test
    void sortsRandomListingsAsACollectionSortWould() {
        SplittableRandom random = new SplittableRandom(7);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            texts.add("(move " + random.nextInt(1_000_000) + " " + i + ")");
        }
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            ids.add(i);
        }
        Collections.shuffle(ids, new java.util.Random(3));
        MoveList moves = new MoveList();
        ids.forEach(moves::add);
        MoveOrder.sort(moves, texts::get);
        List<String> sorted = new ArrayList<>(texts);
        Collections.sort(sorted);
        for (int i = 0; i < sorted.size(); i++) {
            assertEquals(sorted.get(i), texts.get(moves.get(i)));
        }
    }

    @Test
    void ranksNumberMovesInTheCanonicalOrder() {
        assertArrayEquals(new int[] {5, 4, 3, 2, 0, 1}, MoveOrder.ranks(TEXTS));
        assertThrows(IllegalArgumentException.class, () -> MoveOrder.ranks(List.of("noop", "noop")));
    }

    @Test
    void findsTheFirstMoveOutOfOrder() {
        assertEquals(-1, MoveOrder.firstOutOfOrder(List.of("(a)", "(b)", "noop")));
        assertEquals(2, MoveOrder.firstOutOfOrder(List.of("(a)", "noop", "(b)")));
        assertEquals(1, MoveOrder.firstOutOfOrder(List.of("(a)", "(a)")));
    }

    @Test
    void cachedTextsPrintEachIdOnce() {
        int[] printed = new int[1];
        MoveOrder.Texts texts = new MoveOrder.Texts(id -> {
            printed[0]++;
            return "(m " + id + ")";
        });
        assertEquals("(m 40)", texts.apply(40));
        assertEquals("(m 40)", texts.apply(40));
        assertEquals("(m 2)", texts.apply(2));
        assertEquals(2, printed[0]);
    }

    private static MoveList listOf(int... ids) {
        MoveList moves = new MoveList();
        for (int id : ids) {
            moves.add(id);
        }
        return moves;
    }
}
