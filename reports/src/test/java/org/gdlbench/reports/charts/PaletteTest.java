package org.gdlbench.reports.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.awt.Color;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A reasoner's colour tells it apart in every chart. */
class PaletteTest {
    @Test
    void everyBuiltInReasonerHasAColourOfItsOwn() {
        Set<Color> colours = new HashSet<>();
        for (String reasoner : Palette.ORDER) {
            colours.add(Palette.reasoner(reasoner));
        }
        assertEquals(Palette.ORDER.size(), colours.size(), "two built-in reasoners share a colour");
        assertEquals(12, Palette.ORDER.size(), "every built-in reasoner is ordered and coloured");
    }

    @Test
    void otherReasonersNeverTakeABuiltInReasonersColour() {
        Set<Color> builtIn = new HashSet<>();
        Palette.ORDER.forEach(reasoner -> builtIn.add(Palette.reasoner(reasoner)));
        for (String other : List.of("mine", "engine-x", "propnet:compile=false", "forward:ordering=worst", "plugin")) {
            assertFalse(builtIn.contains(Palette.reasoner(other)), other);
        }
    }
}
