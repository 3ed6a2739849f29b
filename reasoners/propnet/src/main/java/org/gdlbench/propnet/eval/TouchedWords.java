package org.gdlbench.propnet.eval;

/**
 * The next state's output words that propagation toggled a bit of since they were last {@link
 * #clear}ed, so that making the next state current reads those alone rather than every state word:
 * pancakes88's state has 630 words, of which a step changes two or three.
 */
final class TouchedWords {
    /**
     * Per output word, whether it needs no recording: touched already, or not a word of the next
     * state. One test then serves every output bit that toggles.
     */
    private final boolean[] recorded;
    /** The next state's words touched, as indexes into the outputs, in {@code [0, count)}. */
    private final int[] words;
    private final int nextWord;
    private int count;

    TouchedWords(int outputWords, int nextWord, int stateWords) {
        recorded = new boolean[outputWords];
        java.util.Arrays.fill(recorded, true);
        java.util.Arrays.fill(recorded, nextWord, nextWord + stateWords, false);
        words = new int[stateWords];
        this.nextWord = nextWord;
    }

    /** Records that a bit of output word {@code word} toggled. */
    void touch(int word) {
        if (!recorded[word]) {
            recorded[word] = true;
            words[count++] = word;
        }
    }

    /** Records state word {@code word}, as if a bit of its next-state word toggled. */
    void touchState(int word) {
        touch(nextWord + word);
    }

    /** How many words of the next state were touched. */
    int count() {
        return count;
    }

    /** The {@code i}th word touched, as an index into the state's words. */
    int stateWord(int i) {
        return words[i] - nextWord;
    }

    /** Forgets the words touched. */
    void clear() {
        for (int i = 0; i < count; i++) {
            recorded[words[i]] = false;
        }
        count = 0;
    }
}
