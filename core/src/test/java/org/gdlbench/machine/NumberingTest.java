package org.gdlbench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NumberingTest {
    @Test
    void numbersValuesInTheOrderFirstMetAndKeepsTheirIds() {
        Numbering<String> moves = new Numbering<>();
        assertEquals(0, moves.id("(mark 1 1)"));
        assertEquals(1, moves.id("noop"));
        assertEquals(0, moves.id("(mark 1 1)"));
        assertEquals(2, moves.size());
        assertEquals("noop", moves.value(1));
    }

    @Test
    void findsOnlyWhatWasNumbered() {
        Numbering<String> moves = new Numbering<>();
        moves.id("noop");
        assertEquals(0, moves.find("noop"));
        assertEquals(-1, moves.find("(mark 1 1)"));
        assertEquals(1, moves.size(), "find numbers nothing");
    }
}
