package org.gdlbench.reports.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PaletteTest {
    @Test
    void noTwoSeriesShareAColour() {
        Set<Color> colours = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            colours.add(Palette.series(i));
        }
        assertEquals(40, colours.size());
    }
}
