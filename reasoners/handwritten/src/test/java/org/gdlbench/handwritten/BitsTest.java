package org.gdlbench.handwritten;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitsTest {
    @Test
    void nthSetBitCountsFromTheLowestBit() {
        assertEquals(0, Bits.nthSetBit(0b1011, 0));
        assertEquals(1, Bits.nthSetBit(0b1011, 1));
        assertEquals(3, Bits.nthSetBit(0b1011, 2));
        assertEquals(63, Bits.nthSetBit(Long.MIN_VALUE | 1, 1));
        assertEquals(40, Bits.nthSetBit(-1L, 40));
    }

    @Test
    void nthSetBitAgreesWithClearingBitsOneByOne() {
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 10_000; i++) {
            long bits = random.nextLong() & random.nextLong() & (i % 2 == 0 ? -1L : random.nextLong());
            int count = Long.bitCount(bits);
            for (int n = 0; n < count; n++) {
                long rest = bits;
                for (int k = 0; k < n; k++) {
                    rest &= rest - 1;
                }
                assertEquals(Long.numberOfTrailingZeros(rest), Bits.nthSetBit(bits, n),
                        Long.toBinaryString(bits) + ", bit " + n);
            }
        }
    }
}
