package org.gdlbench.propnet.eval;

import java.util.Arrays;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.machine.MoveList;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.propnet.net.Propnet;

/**
 * Reads each role's legal moves out of a net's output words, through its guards. A guard is a
 * condition that, when false, rules out a set of moves at once (the optimiser factored it out
 * of their legality, see {@link NetBuilder#MAX_GUARDS}); its output bit says whether it holds.
 * Per role and set of failed guards the words that may still hold a legal move, and the moves
 * the guards leave in each, are worked out beforehand, so decoding reads only those words. An
 * evaluator that writes the legal moves with their guards applied ({@link
 * Evaluator#appliesGuards}) is read as if every guard held.
 */
public final class LegalMoves {
    private final long[] outputs;
    private final boolean guardsApplied;
    /** Per role, its first word of legal moves in the outputs, and how many words it has. */
    private final int[] legalWord;
    private final int[] legalWords;
    /** One role's legal moves in the words {@link #collect} read, as it leaves them. */
    private final long[] legalBits;
    /** The words of legal moves {@link #collect} read last, indices into the role's words. */
    private int[] legalBitsWords;
    /** Per role: the output word holding its guards' bits, their shift in it, and a mask of as many bits as it has guards. */
    private final int[] guardWord;
    private final int[] guardShift;
    private final int[] guardBits;
    /**
     * Per role and set of failed guards (bit i for guard i): the words of its legal moves that
     * may still hold one, and per such word the moves those guards leave. A role not in control
     * is left one word, that of its noop, rather than all its words.
     */
    private final int[][][] openWords;
    private final long[][][] openMasks;
    /** Per role and set of failed guards, the moves they leave in the role's first word. */
    private final long[][] firstWordMask;

    public LegalMoves(Propnet net, GroundProgram program, long[] outputs, boolean guardsApplied) {
        this.outputs = outputs;
        this.guardsApplied = guardsApplied;
        int roles = program.roleCount();
        legalWord = new int[roles];
        legalWords = new int[roles];
        for (int r = 0; r < roles; r++) {
            legalWord[r] = Bits.word(net.legalStart[r]);
            legalWords[r] = Bits.words(program.moveCount(r));
        }
        legalBits = new long[Arrays.stream(legalWords).max().orElse(0)];
        guardWord = new int[roles];
        guardShift = new int[roles];
        guardBits = new int[roles];
        for (int r = 0; r < roles; r++) {
            int bit = net.guardStart + r * NetBuilder.MAX_GUARDS;
            guardWord[r] = Bits.word(bit);
            guardShift[r] = Bits.bitInWord(bit);
            guardBits[r] = (1 << net.guardedMask[r].length) - 1;
        }
        openWords = new int[roles][][];
        openMasks = new long[roles][][];
        firstWordMask = new long[roles][];
        for (int r = 0; r < roles; r++) {
            fillOpenWords(r, net.guardedMask[r]);
        }
    }

    /** Whether {@code role}'s legal moves fit one word, to be read by {@link #inOneWord}. */
    public boolean oneWord(int role) {
        return legalWords[role] == 1;
    }

    /**
     * Puts {@code role}'s legal moves in {@link #legalBits}, without those whose guards failed,
     * reading only the words that may hold one ({@link #legalBitsWords}); returns how many.
     */
    public int collect(int role) {
        int failed = guardsApplied ? 0 : failedGuards(role);
        int[] words = openWords[role][failed];
        long[] masks = openMasks[role][failed];
        int first = legalWord[role];
        int count = 0;
        for (int i = 0; i < words.length; i++) {
            long bits = outputs[first + words[i]] & masks[i];
            legalBits[i] = bits;
            count += Long.bitCount(bits);
        }
        legalBitsWords = words;
        return count;
    }

    /** Adds the moves {@link #collect} found last to {@code out}, in move order. */
    public void addCollected(MoveList out) {
        for (int i = 0; i < legalBitsWords.length; i++) {
            for (long bits = legalBits[i]; bits != 0; bits &= bits - 1) {
                out.add(Bits.index(legalBitsWords[i], Long.numberOfTrailingZeros(bits)));
            }
        }
    }

    /** {@code role}'s legal moves when they fit one word, without those whose guards failed. */
    public long inOneWord(int role) {
        int failed = guardsApplied ? 0 : failedGuards(role);
        return outputs[legalWord[role]] & firstWordMask[role][failed];
    }

    /** The {@code index}-th move {@link #collect} found last, counting from 0 in move order. */
    public int select(int index) {
        for (int i = 0; ; i++) {
            long bits = legalBits[i];
            int count = Long.bitCount(bits);
            if (index < count) {
                for (int skip = 0; skip < index; skip++) {
                    bits &= bits - 1;
                }
                return Bits.index(legalBitsWords[i], Long.numberOfTrailingZeros(bits));
            }
            index -= count;
        }
    }

    /** Bit i set when guard i of {@code role}'s legal moves does not hold. */
    private int failedGuards(int role) {
        return ~(int) (outputs[guardWord[role]] >>> guardShift[role]) & guardBits[role];
    }

    /** Fills {@link #openWords}, {@link #openMasks} and {@link #firstWordMask} of {@code role} from the moves each guard guards. */
    private void fillOpenWords(int role, long[][] guarded) {
        int sets = 1 << guarded.length;
        openWords[role] = new int[sets][];
        openMasks[role] = new long[sets][];
        firstWordMask[role] = new long[sets];
        for (int failed = 0; failed < sets; failed++) {
            int[] words = new int[legalWords[role]];
            long[] masks = new long[legalWords[role]];
            int open = 0;
            for (int w = 0; w < legalWords[role]; w++) {
                long left = -1L;
                for (int f = failed; f != 0; f &= f - 1) {
                    left &= ~guarded[Integer.numberOfTrailingZeros(f)][w];
                }
                if (w == 0) {
                    firstWordMask[role][failed] = left;
                }
                if (left != 0) {
                    words[open] = w;
                    masks[open++] = left;
                }
            }
            openWords[role][failed] = Arrays.copyOf(words, open);
            openMasks[role][failed] = Arrays.copyOf(masks, open);
        }
    }
}
