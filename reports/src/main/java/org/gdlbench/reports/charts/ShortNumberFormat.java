package org.gdlbench.reports.charts;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Locale;

/**
 * Numbers as people read them on an axis: 1k, 10k, 2.5M, 0.01. Used for tick labels, most of
 * all on log axes, where JFreeChart would otherwise print 1E6.
 */
public final class ShortNumberFormat extends NumberFormat {
    private static final long serialVersionUID = 1L;
    private static final String[] SUFFIXES = {"", "k", "M", "G", "T"};

    /** The text of {@code value}, e.g. {@code 1.5M}. */
    public static String text(double value) {
        if (value == 0 || !Double.isFinite(value)) {
            return value == 0 ? "0" : String.valueOf(value);
        }
        double magnitude = Math.abs(value);
        if (magnitude < 0.0001) { // 1e-5, 2.5e-5
            String text = String.format(Locale.ROOT, "%.1e", value).replace("e-0", "e-");
            return text.replace(".0e", "e");
        }
        if (magnitude < 1) {
            return trim(String.format(Locale.ROOT, "%.2g", value));
        }
        int step = 0;
        while (magnitude >= 999.5 && step < SUFFIXES.length - 1) {
            magnitude /= 1000;
            value /= 1000;
            step++;
        }
        String digits = magnitude >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : magnitude >= 10 ? String.format(Locale.ROOT, "%.1f", value) : String.format(Locale.ROOT, "%.2f", value);
        return trim(digits) + SUFFIXES[step];
    }

    private static String trim(String digits) {
        if (!digits.contains(".") || digits.contains("e")) {
            return digits;
        }
        String trimmed = digits.replaceAll("0+$", "");
        return trimmed.endsWith(".") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
    }

    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(text(number));
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(text(number));
    }

    @Override
    public Number parse(String source, ParsePosition parsePosition) {
        return null; // labels only
    }
}
