package org.gdlbench.reports.charts;

import java.awt.Color;
import java.util.Map;
import org.gdlbench.reports.results.ResultRow;

/**
 * Fixed colours, so a reasoner has the same colour in every chart of every report. The
 * registered reasoners have their own (from the Okabe–Ito palette, readable by the colour
 * blind); any other reasoner spec gets one of the rest, chosen by its name's hash.
 */
public final class Palette {
    /** Every built-in reasoner its own colour: two bars of one colour in a chart copied into a paper mislead. */
    private static final Map<String, Color> REASONERS = Map.ofEntries(
            Map.entry(ResultRow.REFERENCE_REASONER, new Color(0xE69F00)),
            Map.entry("handwritten", new Color(0x4D4D4D)),
            Map.entry("propnet", new Color(0x0072B2)),
            Map.entry("topdown", new Color(0xDDCC77)),
            Map.entry("forward", new Color(0xAA4499)),
            Map.entry("instantiation", new Color(0x009E73)),
            Map.entry("swi-assert", new Color(0x117733)),
            Map.entry("swi-threaded", new Color(0x882255)),
            Map.entry("gprolog-assert", new Color(0x332288)),
            Map.entry("gprolog-threaded", new Color(0x56B4E9)),
            Map.entry("prolog-assert", new Color(0xCC79A7)),
            Map.entry("prolog-threaded", new Color(0xD55E00)));
    /** For reasoners of plug-ins and engines: colours no built-in reasoner has. */
    private static final Color[] OTHERS = {new Color(0x44AA99), new Color(0x999933), new Color(0x661100),
            new Color(0x6699CC), new Color(0x888888)};
    private static final Map<String, Color> ORDERINGS = Map.of(
            "worst", new Color(0xD55E00),
            "original", new Color(0x999999),
            "safe", new Color(0x56B4E9),
            "best", new Color(0x009E73));

    /** The two state encodings of the Prolog reasoners: blue and vermilion, told apart by the colour blind too. */
    private static final Map<String, Color> ENCODINGS = Map.of(
            "assert", new Color(0x0072B2),
            "threaded", new Color(0xD55E00));

    /** Okabe–Ito first, then Tol's muted colours: fourteen that tell apart. */
    private static final Color[] SERIES = {new Color(0x0072B2), new Color(0xE69F00), new Color(0x009E73),
            new Color(0xCC79A7), new Color(0xD55E00), new Color(0x56B4E9), new Color(0x4D4D4D), new Color(0x882255),
            new Color(0x44AA99), new Color(0x999933), new Color(0x332288), new Color(0xAA4499), new Color(0x117733),
            new Color(0xDDCC77)};

    private Palette() {
    }

    /** The registered reasoners in the order charts list them: the oracle, then fastest-first families. */
    public static final java.util.List<String> ORDER = java.util.List.of(ResultRow.REFERENCE_REASONER, "handwritten", "propnet",
            "topdown", "forward", "instantiation", "swi-assert", "swi-threaded", "gprolog-assert", "gprolog-threaded",
            "prolog-assert", "prolog-threaded");

    /**
     * Orders reasoner specs the same way in every chart: the registered ones in {@link #ORDER}, each
     * followed by its variants with options, then any other by name.
     */
    public static java.util.Comparator<String> reasonerOrder() {
        return java.util.Comparator.<String>comparingInt(spec -> {
            int colon = spec.indexOf(':');
            int index = ORDER.indexOf(colon < 0 ? spec : spec.substring(0, colon));
            return index < 0 ? ORDER.size() : index;
        }).thenComparing(java.util.Comparator.naturalOrder());
    }

    /** How a reasoner's batched playouts are labelled beside its single playouts, e.g. {@code propnet (batch)}. */
    public static final String BATCH_SUFFIX = " (batch)";

    /**
     * The colour of a reasoner spec such as {@code propnet} or {@code propnet:compile=false}; its
     * batched playouts ({@link #BATCH_SUFFIX}) a darker shade of it, so that the two read as one reasoner.
     */
    public static Color reasoner(String spec) {
        if (spec.endsWith(BATCH_SUFFIX)) {
            return reasoner(spec.substring(0, spec.length() - BATCH_SUFFIX.length())).darker();
        }
        Color known = REASONERS.get(spec);
        return known != null ? known : OTHERS[Math.floorMod(spec.hashCode(), OTHERS.length)];
    }

    /** The colour of a body ordering ({@code worst}, {@code original}, {@code best}, ...). */
    public static Color ordering(String name) {
        Color known = ORDERINGS.get(name);
        return known != null ? known : OTHERS[Math.floorMod(name.hashCode(), OTHERS.length)];
    }

    /** The colour of a Prolog reasoner's state encoding ({@code assert}, {@code threaded}). */
    public static Color encoding(String name) {
        Color known = ENCODINGS.get(name);
        return known != null ? known : OTHERS[Math.floorMod(name.hashCode(), OTHERS.length)];
    }

    /**
     * The colour of the {@code index}-th series of a chart whose series are not reasoners: never the
     * same for two indexes (preparation phases of several reasoners share one legend).
     */
    public static Color series(int index) {
        if (index < SERIES.length) {
            return SERIES[index];
        }
        // beyond the fixed colours, hues a golden angle apart, alternately darker: each one new
        int extra = index - SERIES.length;
        float hue = (float) ((extra * 0.3819660112501051) % 1.0);
        return Color.getHSBColor(hue, 0.6f, extra % 2 == 0 ? 0.8f : 0.55f);
    }
}
