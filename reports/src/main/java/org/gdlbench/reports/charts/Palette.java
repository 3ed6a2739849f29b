package org.gdlbench.reports.charts;

import java.awt.Color;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.gdlbench.reports.results.ReasonerTraits;

/**
 * Chart colours. A reasoner's colour and its place in charts are its own traits, which the run
 * recorded from its factory ({@link ReasonerTraits}), so that a reasoner has the same colour in
 * every chart of every report; a reasoner without one (an engine process, a plug-in that declares
 * none, a variant with options) gets one of colours no built-in reasoner has, chosen by its spec's
 * hash. Series that are not reasoners (orderings, encodings, phases) have fixed colours here.
 */
public final class Palette {
    /**
     * For reasoners without a colour of their own: none is a built-in reasoner's (Tol's colours
     * the built-ins leave), so that an engine's bar is never read as a built-in's.
     */
    private static final List<Color> GENERATED = List.of(new Color(0x44AA99), new Color(0x999933),
            new Color(0x661100), new Color(0x6699CC), new Color(0x888888));
    private static final Pattern HEX_COLOUR = Pattern.compile("#[0-9A-Fa-f]{6}");
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

    /** Each reasoner's traits, by its name without options. */
    private final Map<String, ReasonerTraits> traits;

    private Palette(Map<String, ReasonerTraits> traits) {
        this.traits = Map.copyOf(traits);
    }

    /** The palette of reasoners whose traits are {@code traits}, by name without options. */
    public static Palette of(Map<String, ReasonerTraits> traits) {
        return new Palette(traits);
    }

    /**
     * Orders reasoner specs the same way in every chart: by their reasoner's chart order, each
     * followed by its variants with options, then those without an order, by name.
     */
    public Comparator<String> reasonerOrder() {
        return Comparator.<String>comparingInt(spec -> {
            ReasonerTraits known = traits.get(name(spec));
            return known == null || known.chartOrder() == null ? Integer.MAX_VALUE : known.chartOrder();
        }).thenComparing(Comparator.naturalOrder());
    }

    /** How a reasoner's batched playouts are labelled beside its single playouts, e.g. {@code propnet (batch)}. */
    public static final String BATCH_SUFFIX = " (batch)";

    /**
     * The colour of a reasoner spec such as {@code propnet} or {@code propnet:compile=false}; its
     * batched playouts ({@link #BATCH_SUFFIX}) a darker shade of it, so that the two read as one reasoner.
     */
    public Color reasoner(String spec) {
        if (spec.endsWith(BATCH_SUFFIX)) {
            return reasoner(spec.substring(0, spec.length() - BATCH_SUFFIX.length())).darker();
        }
        // a variant with options is told apart from its reasoner: two bars of one colour mislead
        ReasonerTraits known = traits.get(spec);
        Color own = known == null ? null : colour(known.chartColour());
        return own != null ? own : generated(spec);
    }

    /** The colour of a reasoner without one of its own: the same for its spec in every report. */
    private static Color generated(String spec) {
        return GENERATED.get(Math.floorMod(spec.hashCode(), GENERATED.size()));
    }

    /** {@code #RRGGBB} as a colour; null for none, or for a text that is not one (the report then picks). */
    private static Color colour(String hex) {
        return hex != null && HEX_COLOUR.matcher(hex).matches() ? new Color(Integer.parseInt(hex.substring(1), 16)) : null;
    }

    private static String name(String spec) {
        int colon = spec.indexOf(':');
        return colon < 0 ? spec : spec.substring(0, colon);
    }

    /** The colour of a body ordering ({@code worst}, {@code original}, {@code best}, ...). */
    public static Color ordering(String name) {
        Color known = ORDERINGS.get(name);
        return known != null ? known : generated(name);
    }

    /** The colour of a Prolog reasoner's state encoding ({@code assert}, {@code threaded}). */
    public static Color encoding(String name) {
        Color known = ENCODINGS.get(name);
        return known != null ? known : generated(name);
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
