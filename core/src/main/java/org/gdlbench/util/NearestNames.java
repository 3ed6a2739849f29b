package org.gdlbench.util;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The known names nearest a mistyped one, for a "did you mean" hint: those fewest edits away
 * (insert, delete or replace a letter, or swap two neighbours), when that is at most a third of
 * the typed name's length (at least one edit); failing that, those the typed name begins, as
 * {@code prolog} begins {@code prolog-assert}. Case does not count.
 */
public final class NearestNames {
    /** More candidates than this and the hint helps no one. */
    private static final int MOST = 3;

    private NearestNames() {
    }

    /** The nearest known names, in {@code known}'s order; empty when none is near. */
    public static List<String> to(String typed, Collection<String> known) {
        String text = typed.toLowerCase(Locale.ROOT);
        int limit = Math.max(1, text.length() / 3);
        int best = limit + 1;
        List<String> nearest = new ArrayList<>();
        for (String name : known) {
            int distance = distance(text, name.toLowerCase(Locale.ROOT));
            if (distance < best) {
                best = distance;
                nearest.clear();
            }
            if (distance == best) {
                nearest.add(name);
            }
        }
        if (nearest.isEmpty() && text.length() >= 3) {
            known.stream().filter(name -> name.toLowerCase(Locale.ROOT).startsWith(text)).forEach(nearest::add);
        }
        return nearest.size() > MOST || nearest.contains(typed) ? List.of() : nearest;
    }

    /** {@code " (did you mean 'a' or 'b'?)"}, or the empty string when no known name is near. */
    public static String hint(String typed, Collection<String> known) {
        List<String> nearest = to(typed, known);
        if (nearest.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder(" (did you mean ");
        for (int i = 0; i < nearest.size(); i++) {
            text.append(i == 0 ? "" : i == nearest.size() - 1 ? " or " : ", ").append('\'').append(nearest.get(i)).append('\'');
        }
        return text.append("?)").toString();
    }

    /** Edits from {@code a} to {@code b}: the optimal string alignment distance, a swap of neighbours counting one. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int replace = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + replace);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
