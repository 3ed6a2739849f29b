package org.gdlbench.util;

/** A count and its noun for people to read: "1 game", "2 games", "0 matches". */
public final class Plural {
    private Plural() {
    }

    /** {@code count} and {@code noun}, with an s unless the count is one. */
    public static String count(long count, String noun) {
        return count(count, noun, noun + "s");
    }

    /** {@code count} and the singular or the plural given, for nouns that take more than an s. */
    public static String count(long count, String singular, String plural) {
        return count + " " + (count == 1 ? singular : plural);
    }
}
