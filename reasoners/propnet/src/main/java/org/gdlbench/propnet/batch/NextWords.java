package org.gdlbench.propnet.batch;

/**
 * Where each base's next word comes from: per fluent, the component its next-state output reads
 * (-1 for none) and how. Copied here in a loop through a buffer, or written as straight-line code
 * by {@link BatchGatesCompiler}.
 */
final class NextWords {
    /** Per fluent: the component its next word reads, or -1; and -1 when read inverted (or constantly true), else 0. */
    final int[] source;
    final long[] flip;
    /** The next words, gathered before any base is overwritten, since a next word may read a base. */
    private final long[] next;

    NextWords(int[] source, long[] flip) {
        this.source = source;
        this.flip = flip;
        next = new long[source.length];
    }

    /** Makes each base's word its next word. */
    void copy(long[] value) {
        for (int f = 0; f < next.length; f++) {
            next[f] = LegalWords.word(value, source[f], flip[f]);
        }
        System.arraycopy(next, 0, value, 0, next.length);
    }
}
