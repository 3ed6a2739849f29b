package org.gdlbench.reports.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ShortNumberFormatTest {
    @Test
    void logTicksReadAsPeopleWriteThem() {
        assertEquals("1", ShortNumberFormat.text(1));
        assertEquals("100", ShortNumberFormat.text(100));
        assertEquals("1k", ShortNumberFormat.text(1_000));
        assertEquals("10k", ShortNumberFormat.text(10_000));
        assertEquals("100k", ShortNumberFormat.text(100_000));
        assertEquals("1M", ShortNumberFormat.text(1_000_000));
        assertEquals("1G", ShortNumberFormat.text(1e9));
        assertEquals("0.01", ShortNumberFormat.text(0.01));
        assertEquals("0.001", ShortNumberFormat.text(0.001));
        assertEquals("1e-5", ShortNumberFormat.text(0.00001));
        assertEquals("2.5e-5", ShortNumberFormat.text(0.000025));
        assertEquals("0.0001", ShortNumberFormat.text(0.0001));
    }

    @Test
    void otherValuesKeepTwoOrThreeSignificantDigits() {
        assertEquals("2.5M", ShortNumberFormat.text(2_500_000));
        assertEquals("12.5k", ShortNumberFormat.text(12_500));
        assertEquals("0.25", ShortNumberFormat.text(0.25));
        assertEquals("1k", ShortNumberFormat.text(999.7));
    }
}
