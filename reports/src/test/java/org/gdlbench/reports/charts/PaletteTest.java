package org.gdlbench.reports.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.ReasonerTraits;
import org.junit.jupiter.api.Test;

/** A reasoner's colour and place in charts are the traits its run recorded; others get colours of their own. */
class PaletteTest {
    private static final Map<String, ReasonerTraits> TRAITS = Map.of(
            "oracle", new ReasonerTraits("oracle", "#E69F00", 0),
            "fast", new ReasonerTraits("fast", "#0072b2", 2),
            "slow", new ReasonerTraits("slow", "#117733", 1),
            "plain", new ReasonerTraits("plain", null, null),
            "odd", new ReasonerTraits("odd", "blue", 3));

    @Test
    void aReasonersRecordedColourIsItsColour() {
        Palette palette = Palette.of(TRAITS);
        assertEquals(new Color(0xE69F00), palette.reasoner("oracle"));
        assertEquals(new Color(0x0072B2), palette.reasoner("fast"), "either case of hex digits");
        assertEquals(new Color(0x117733), palette.reasoner("slow"));
        assertEquals(new Color(0x0072B2).darker(), palette.reasoner("fast" + Palette.BATCH_SUFFIX),
                "its batched playouts a darker shade of it");
    }

    @Test
    void chartsListReasonersByTheirRecordedOrderVariantsAfterThemTheRestByName() {
        List<String> specs = new ArrayList<>(List.of("zeta", "fast", "plain", "fast:compile=false", "oracle", "alpha",
                "slow", "odd"));
        specs.sort(Palette.of(TRAITS).reasonerOrder());
        assertEquals(List.of("oracle", "slow", "fast", "fast:compile=false", "odd", "alpha", "plain", "zeta"), specs);
    }

    @Test
    void aReasonerWithoutAColourGetsTheSameGeneratedOneInEveryPalette() {
        Palette recorded = Palette.of(TRAITS);
        Palette none = Palette.of(Map.of());
        Palette one = Palette.of(Map.of("fast", TRAITS.get("fast")));
        for (String spec : List.of("plain", "odd", "engine-x", "fast:compile=false")) {
            assertEquals(none.reasoner(spec), recorded.reasoner(spec), spec);
            assertEquals(one.reasoner(spec), recorded.reasoner(spec), spec);
            assertEquals(recorded.reasoner(spec), Palette.of(TRAITS).reasoner(spec), spec + ": stable");
        }
        assertNotEquals(new Color(0x0072B2), recorded.reasoner("fast:compile=false"),
                "a variant with options is told apart from its reasoner");
        for (String spec : List.of("plain", "odd", "engine-x", "fast:compile=false", "alpha", "zeta", "mine")) {
            for (ReasonerTraits traits : TRAITS.values()) {
                if (traits.chartColour() != null && traits.chartColour().startsWith("#")) {
                    assertNotEquals(Color.decode(traits.chartColour()), recorded.reasoner(spec),
                            spec + " takes " + traits.family() + "'s colour");
                }
            }
        }
    }
}
