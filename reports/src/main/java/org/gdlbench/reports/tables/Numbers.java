package org.gdlbench.reports.tables;

import java.util.Locale;

/** Numbers for tables: thousands separators for large figures, three significant digits for small. */
public final class Numbers {
    private Numbers() {
    }

    /** {@code 1,234,567}, {@code 12.3}, {@code 0.0123}. */
    public static String text(double value) {
        double magnitude = Math.abs(value);
        if (magnitude >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (magnitude >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        if (magnitude >= 1 || value == 0) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        return String.format(Locale.ROOT, "%.3g", value);
    }

    /** The error as a percentage of the value: {@code 3.1%}. */
    public static String percent(double fraction) {
        return String.format(Locale.ROOT, fraction >= 0.1 ? "%.0f%%" : "%.1f%%", 100 * fraction);
    }
}
