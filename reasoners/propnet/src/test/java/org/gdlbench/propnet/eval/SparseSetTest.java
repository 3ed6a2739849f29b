package org.gdlbench.propnet.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SparseSetTest {
    private static int[] members(SparseSet set) {
        int[] members = Arrays.copyOf(set.members(), set.size());
        Arrays.sort(members);
        return members;
    }

    @Test
    void listsItsMembersWhateverOrderTheyCameAndWentIn() {
        SparseSet set = new SparseSet(40_320);
        set.set(40_319, true);
        set.set(7, true);
        set.set(640, true);
        // idempotent both ways, as events taken out of order may repeat a change
        set.set(7, true);
        set.set(3, false);
        assertArrayEquals(new int[] {7, 640, 40_319}, members(set));
        set.set(40_319, false);
        set.set(40_319, false);
        assertArrayEquals(new int[] {7, 640}, members(set));
        assertFalse(set.contains(40_319));
        assertTrue(set.contains(640));
    }

    @Test
    void aCopyForgetsWhatTheSetHeldBefore() {
        SparseSet saved = new SparseSet(100);
        saved.set(5, true);
        SparseSet set = new SparseSet(100);
        set.set(9, true);
        set.set(5, true);
        set.copyFrom(saved);
        assertArrayEquals(new int[] {5}, members(set));
        assertFalse(set.contains(9));
        set.set(9, true);
        set.set(5, false);
        assertArrayEquals(new int[] {9}, members(set));
        assertEquals(1, saved.size());
    }
}
