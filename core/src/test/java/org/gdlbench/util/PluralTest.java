package org.gdlbench.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralTest {
    @Test
    void oneIsSingularAndEveryOtherCountPlural() {
        assertEquals("1 role", Plural.count(1, "role"));
        assertEquals("2 roles", Plural.count(2, "role"));
        assertEquals("0 playouts", Plural.count(0, "playout"));
        assertEquals("1 match", Plural.count(1, "match", "matches"));
        assertEquals("3 matches", Plural.count(3, "match", "matches"));
    }
}
