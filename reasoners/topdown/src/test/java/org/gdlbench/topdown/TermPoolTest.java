package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pool's terms found by their arguments: through the dense grids, and hashed where a grid is given up. */
class TermPoolTest {
    @Test
    void aTermIsFoundByItsArgumentsOnceMade() {
        TermPool pool = new TermPool();
        int a = pool.constant(1);
        int b = pool.constant(2);
        int pair = pool.signature(3, 2);
        assertEquals(-1, pool.find(pair, a, b));
        int ab = pool.make(pair, a, b);
        assertEquals(ab, pool.make(pair, a, b));
        assertEquals(ab, pool.find(pair, a, b));
        assertEquals(-1, pool.find(pair, b, a));
        assertEquals(-1, pool.find(pair, a, -1));
        int ba = pool.make(pair, b, a);
        assertNotEquals(ab, ba);
        assertEquals(a, pool.arg(ba, 1));
        assertEquals(ba, pool.find(pair, new int[] {b, a}, 2));
    }

    /** Every term made stays findable while the grids grow past their first capacity, in any arity. */
    @Test
    void gridsGrowWithoutLosingTerms() {
        TermPool pool = new TermPool();
        int[] constants = new int[40];
        for (int i = 0; i < constants.length; i++) {
            constants[i] = pool.constant(100 + i);
        }
        int one = pool.signature(7, 1);
        int three = pool.signature(8, 3);
        int four = pool.signature(9, 4);
        Map<List<Integer>, Integer> made = new HashMap<>();
        for (int x = 0; x < 12; x++) {
            for (int y = 0; y < 12; y++) {
                int wrapped = pool.make(one, constants[(x * 7 + y) % 40]);
                int id = pool.make(three, constants[x], wrapped, constants[39 - y]);
                made.put(List.of(x, y), id);
                int[] args = {constants[y], constants[x], wrapped, constants[x]};
                assertEquals(pool.make(four, args, 4), pool.make(four, args.clone(), 4));
            }
        }
        made.forEach((key, id) -> {
            int x = key.get(0);
            int y = key.get(1);
            int wrapped = pool.find(one, constants[(x * 7 + y) % 40]);
            assertEquals(id, pool.find(three, constants[x], wrapped, constants[39 - y]));
            assertEquals(id, pool.make(three, constants[x], wrapped, constants[39 - y]));
        });
        assertEquals(-1, pool.find(three, constants[0], constants[0], constants[0]));
        assertEquals(-1, pool.find(four, new int[] {constants[20], constants[0], constants[0], constants[0]}, 4));
    }

    /** A signature whose grid would exceed its cell budget is hashed instead, with the same answers. */
    @Test
    void aSignatureTooWideForAGridIsHashed() {
        TermPool pool = new TermPool();
        int wide = pool.signature(5, 2);
        int[] constants = new int[1200];
        for (int i = 0; i < constants.length; i++) {
            constants[i] = pool.constant(1000 + i);
        }
        int[] ids = new int[constants.length];
        for (int i = 0; i < constants.length; i++) {
            ids[i] = pool.make(wide, constants[i], constants[constants.length - 1 - i]);
        }
        for (int i = 0; i < constants.length; i++) {
            assertEquals(ids[i], pool.find(wide, constants[i], constants[constants.length - 1 - i]));
            assertEquals(ids[i], pool.make(wide, constants[i], constants[constants.length - 1 - i]));
        }
        assertEquals(-1, pool.find(wide, constants[0], constants[0]));
    }
}
