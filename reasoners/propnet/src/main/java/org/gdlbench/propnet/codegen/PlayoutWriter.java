package org.gdlbench.propnet.codegen;

import java.util.function.Consumer;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.propnet.net.Propnet;

/**
 * Writes the playout loop of a {@link org.gdlbench.propnet.eval.GeneratedPlayout} into a generated class, as {@code int
 * playSteps(RandomGenerator random, int[] inputOf, long[] marked, int maxDepth)}: the words of
 * each role's legal moves, of its guards and of terminal are constants, and the state words are
 * held in locals {@code w0}, {@code w1} ... Moves are chosen as {@link org.gdlbench.propnet.PropnetMachine#playout}
 * does, so that seeded playouts agree: per role in order, one {@code random.nextInt} over its
 * legal moves, and the chosen one counted from the lowest. What a step does with the joint move
 * chosen ({@code m0}, {@code m1} ...) is up to the generator.
 *
 * <p>The generated class has the fields {@code counter}, {@code outputs} and {@code stuck}, and
 * overrides {@code playSteps} of its base.
 */
public final class PlayoutWriter {
    private final Propnet net;
    private final StringBuilder out;
    /** Whether the legal moves' words are written with their guards applied already. */
    private final boolean guardsApplied;

    PlayoutWriter(Propnet net, StringBuilder out, boolean guardsApplied) {
        this.net = net;
        this.out = out;
        this.guardsApplied = guardsApplied;
    }

    /** The number of state words, and so of locals {@code w<i>}. */
    int stateWords() {
        return Math.max(1, Bits.words(net.fluents));
    }

    /** Writes {@code playSteps}, with {@code step} writing what a step does once the moves are chosen. */
    void write(Consumer<StringBuilder> step) {
        int roles = net.firstInput.length - 1;
        int words = stateWords();
        int scratch = 0;
        for (int role = 0; role < roles; role++) {
            scratch = Math.max(scratch, legalWords(role) > 1 ? legalWords(role) : 0);
        }
        if (scratch > 0 && !guardsApplied) {
            out.append("    /** A role's legal moves with their guards applied, for a role with more than one word of them. */\n")
                    .append("    private final long[] legal = new long[").append(scratch).append("];\n");
        }
        out.append("    @Override\n    int playSteps(java.util.random.RandomGenerator random, int[] inputOf,")
                .append(" long[] marked, int maxDepth) {\n")
                .append("        final int[] c = counter;\n        final long[] o = outputs;\n");
        for (int w = 0; w < words; w++) {
            out.append("        long w").append(w).append(" = marked[").append(w).append("];\n");
        }
        out.append("        stuck = GeneratedPlayout.NOT_STUCK;\n        int depth = 0;\n")
                .append("        while ((o[").append(Bits.word(net.terminalBit)).append("] & 0x")
                .append(Long.toHexString(1L << net.terminalBit)).append("L) == 0L) {\n")
                .append("            if (depth >= maxDepth) {\n                stuck = GeneratedPlayout.TOO_DEEP;\n")
                .append("                break;\n            }\n");
        boolean everyRoleMoves = true;
        for (int role = 0; role < roles && everyRoleMoves; role++) {
            everyRoleMoves = chooseMove(role);
        }
        if (everyRoleMoves) {
            step.accept(out);
            out.append("            depth++;\n");
        }
        out.append("        }\n");
        for (int w = 0; w < words; w++) {
            out.append("        marked[").append(w).append("] = w").append(w).append(";\n");
        }
        out.append("        return depth;\n    }\n");
    }

    private int legalWords(int role) {
        return Bits.words(moves(role));
    }

    private int moves(int role) {
        return net.firstInput[role + 1] - net.firstInput[role];
    }

    /**
     * Writes the choice of {@code role}'s move into {@code m<role>}, leaving the loop when it has
     * no legal move; false when it has no moves at all, so the loop ends there.
     */
    private boolean chooseMove(int role) {
        if (moves(role) == 0) {
            out.append("            stuck = ").append(role).append(";\n            break;\n");
            return false;
        }
        int first = Bits.word(net.legalStart[role]);
        int words = legalWords(role);
        String r = String.valueOf(role);
        if (words == 1) {
            out.append("            long b").append(r).append(" = o[").append(first).append("]").append(guards(role, 0))
                    .append(";\n            final int n").append(r).append(" = Long.bitCount(b").append(r).append(");\n");
        } else if (guardsApplied) {
            out.append("            final int n").append(r).append(" = Long.bitCount(o[").append(first).append("])");
            for (int w = 1; w < words; w++) {
                out.append(" + Long.bitCount(o[").append(first + w).append("])");
            }
            out.append(";\n");
        } else {
            for (int w = 0; w < words; w++) {
                out.append("            legal[").append(w).append("] = o[").append(first + w).append("]")
                        .append(guards(role, w)).append(";\n");
            }
            out.append("            final int n").append(r).append(" = Long.bitCount(legal[0])");
            for (int w = 1; w < words; w++) {
                out.append(" + Long.bitCount(legal[").append(w).append("])");
            }
            out.append(";\n");
        }
        out.append("            if (n").append(r).append(" == 0) {\n                stuck = ").append(r)
                .append(";\n                break;\n            }\n");
        if (words == 1) {
            out.append("            for (int k = random.nextInt(n").append(r).append("); k > 0; k--) {\n")
                    .append("                b").append(r).append(" &= b").append(r).append(" - 1;\n            }\n")
                    .append("            final int m").append(r).append(" = Long.numberOfTrailingZeros(b").append(r)
                    .append(");\n");
        } else {
            out.append("            final int m").append(r).append(" = PlayoutWriter.nthSetBit(")
                    .append(guardsApplied ? "o, " + first : "legal, 0").append(", random.nextInt(n").append(r)
                    .append("));\n");
        }
        return true;
    }

    /**
     * The masks that clear the moves of word {@code word} of {@code role}'s legal moves whose
     * guards do not hold, read from the guards' output bits; empty when they are applied already.
     */
    String guards(int role, int word) {
        if (guardsApplied) {
            return "";
        }
        return masks(net, role, word);
    }

    /** The masks of {@link #guards}, for a word of {@code role}'s legal moves. */
    static String masks(Propnet net, int role, int word) {
        StringBuilder masks = new StringBuilder();
        long[][] guarded = net.guardedMask[role];
        for (int i = 0; i < guarded.length; i++) {
            if (word < guarded[i].length && guarded[i][word] != 0) {
                int bit = net.guardStart + role * NetBuilder.MAX_GUARDS + i;
                // All ones when the guard holds, else the moves it guards cleared.
                masks.append(" & (o[").append(Bits.word(bit)).append("] << ").append(63 - (bit & 63))
                        .append(" >> 63 | 0x").append(Long.toHexString(~guarded[i][word])).append("L)");
            }
        }
        return masks.toString();
    }

    /**
     * The {@code index}-th set bit, counting from 0 and from the lowest, of the words of {@code
     * words} from {@code first} on, as a bit index from the first: a move of a role with more
     * than one word of legal moves. Public, since the generated code calls it from its own
     * package.
     */
    public static int nthSetBit(long[] words, int first, int index) {
        for (int w = first; ; w++) {
            long bits = words[w];
            int count = Long.bitCount(bits);
            if (index < count) {
                for (; index > 0; index--) {
                    bits &= bits - 1;
                }
                return (w - first) << 6 | Long.numberOfTrailingZeros(bits);
            }
            index -= count;
        }
    }
}
