package org.gdlbench.propnet.batch;

/**
 * Where each role's legal words come from: per move, the component its legality reads (-1 for
 * none) and how, and the guards it needs besides ({@link org.gdlbench.propnet.net.Propnet}'s
 * guarded legal moves). Read here in a loop, or written as straight-line code by {@link
 * BatchGatesCompiler}.
 */
final class LegalWords {
    /** Per role and move: the component its legality reads, or -1; and -1 when read inverted (or constantly true), else 0. */
    final int[][] source;
    final long[][] flip;
    /** Per role and move, the bits of the guards it needs besides. */
    final int[][] guardsOf;
    /** Per role and guard, the component and inversion it reads, as for the moves. */
    final int[][] guardSource;
    final long[][] guardFlip;
    /** Per role and guard, its word this step. */
    private final long[][] guardWord;

    LegalWords(int[][] source, long[][] flip, int[][] guardsOf, int[][] guardSource, long[][] guardFlip) {
        this.source = source;
        this.flip = flip;
        this.guardsOf = guardsOf;
        this.guardSource = guardSource;
        this.guardFlip = guardFlip;
        guardWord = new long[guardSource.length][];
        for (int r = 0; r < guardSource.length; r++) {
            guardWord[r] = new long[guardSource[r].length];
        }
    }

    /** Writes {@code role}'s legal words, guards applied, into {@code words}, one per move. */
    void read(int role, long[] value, long[] words) {
        long[] guardWords = guardWord[role];
        for (int i = 0; i < guardWords.length; i++) {
            guardWords[i] = word(value, guardSource[role][i], guardFlip[role][i]);
        }
        int[] sources = source[role];
        long[] flips = flip[role];
        int[] guards = guardsOf[role];
        for (int m = 0; m < sources.length; m++) {
            long legal = word(value, sources[m], flips[m]);
            for (int g = guards[m]; g != 0; g &= g - 1) {
                legal &= guardWords[Integer.numberOfTrailingZeros(g)];
            }
            words[m] = legal;
        }
    }

    /** An output's word: its source's, read as the output reads it; a constant when it has no source. */
    static long word(long[] value, int source, long flip) {
        return (source < 0 ? 0L : value[source]) ^ flip;
    }
}
