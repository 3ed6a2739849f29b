package org.gdlbench.propnet.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * The statements of a generated {@link org.gdlbench.propnet.eval.FullEvaluation}, as Java source lines: one per gate, which
 * works out its counter from its inputs' and keeps the sign ({@code c[40] = -(-1 + c[3] + c[7] -
 * c[9]) >>> 31;} is 1 when the sum is positive, the truth a differential counter has), and one
 * per output word, which shifts its bits in, those that bases give copied from the state words a
 * mask at a time. The part that depends on moves can be written for one joint move of some roles
 * ({@link #movePart}), with those roles' inputs as constants.
 */
final class EvaluationStatements {
    /** What a component reads as when its truth is settled; else {@code component << 1 | inverted}. */
    private static final int FALSE = -1;
    private static final int TRUE = -2;

    private final Propnet net;
    /** Per gate of propagation, its inputs as {@code component << 1 | inverted}. */
    private final int[][] inputsOf;
    /** Per component, whether its value depends on a move. */
    final boolean[] onMove;
    /** Per state word, the bases the generated code reads from their counters; the rest from the state words. */
    final long[] counted;
    /**
     * Per role, whether the generated code reads its inputs by comparing its move with them
     * rather than from their counters: so for the roles the move part is specialised for, whose
     * inputs only its unspecialised version reads, and a step need not keep their counters.
     */
    final boolean[] readsMove;

    EvaluationStatements(Propnet net) {
        this.net = net;
        counted = new long[Math.max(1, Bits.words(net.fluents))];
        readsMove = new boolean[net.firstInput.length - 1];
        inputsOf = net.inputsFromFanOut();
        onMove = new boolean[net.components];
        for (int c = net.firstInput[0]; c < net.components; c++) {
            boolean depends = c < net.firstGate;
            for (int input : inputsOf[c]) {
                depends |= onMove[input >>> 1];
            }
            onMove[c] = depends;
        }
    }

    /** Whether every output bit {@code component} drives is in the next state. */
    boolean nextOnly(int component) {
        for (int s = net.sinkOffsets[component]; s < net.sinkOffsets[component + 1]; s++) {
            if (!inNext(Bits.word(net.sinks[s]))) {
                return false;
            }
        }
        return true;
    }

    boolean inNext(int word) {
        int first = Bits.word(net.nextStart);
        return word >= first && word < first + Math.max(1, Bits.words(net.fluents));
    }

    /** The statements of the state part: its gates, and the output words other than the next state. */
    List<String> stateStatements() {
        List<String> statements = new ArrayList<>();
        for (int gate = net.firstGate; gate < net.firstGoalGate; gate++) {
            if (!onMove[gate]) {
                statements.add(gate(gate, net.bias[gate], inputsOf[gate]));
            }
        }
        int[] value = identity();
        // The guards' words first, since the legal moves' words apply them.
        int guardWords = Bits.word(net.guardStart);
        int afterGuards = Bits.word(net.terminalBit);
        for (int word = guardWords; word < afterGuards; word++) {
            addIfSourced(statements, outputWord(word, value, ""));
        }
        for (int word = 0; word < net.initialOutputs.length; word++) {
            if (!inNext(word) && (word < guardWords || word >= afterGuards)) {
                addIfSourced(statements, outputWord(word, value, guardsOn(word)));
            }
        }
        return statements;
    }

    private static void addIfSourced(List<String> statements, String statement) {
        if (statement != null) {
            statements.add(statement);
        }
    }

    /**
     * For a word of legal moves, the masks that clear the moves whose guards do not hold, read from
     * the guards' output words, which are written first: so the machine reads the legal moves as
     * they are. Empty for any other word.
     */
    private String guardsOn(int word) {
        StringBuilder masks = new StringBuilder();
        for (int role = 0; role < net.legalStart.length; role++) {
            int first = Bits.word(net.legalStart[role]);
            if (word >= first) {
                masks.append(PlayoutWriter.masks(net, role, word - first));
            }
        }
        return masks.toString();
    }

    /** The statements of the move part, and the links they read. */
    record MovePart(List<String> statements, int links) {}

    /**
     * The move part's statements when each role with {@code move[role] >= 0} plays that move,
     * each gate simplified by those roles' inputs being constant: a gate whose truth is then
     * settled becomes a constant, one that follows a single input becomes that input (or its
     * negation), and readers use those instead of its counter.
     */
    MovePart movePart(int[] move) {
        int[] value = identity();
        for (int role = 0; role < move.length; role++) {
            if (move[role] >= 0) {
                for (int c = net.firstInput[role]; c < net.firstInput[role + 1]; c++) {
                    value[c] = c - net.firstInput[role] == move[role] ? TRUE : FALSE;
                }
            }
        }
        List<String> statements = new ArrayList<>();
        int links = 0;
        List<Integer> live = new ArrayList<>();
        for (int gate = net.firstGate; gate < net.firstGoalGate; gate++) {
            if (!onMove[gate]) {
                continue;
            }
            int bias = net.bias[gate];
            int plain = 0;
            int inverted = 0;
            live.clear();
            for (int input : inputsOf[gate]) {
                int v = value[input >>> 1];
                boolean invertedLink = (input & 1) != 0;
                if (v < 0) {
                    bias += (v == TRUE ? 1 : 0) * (invertedLink ? -1 : 1);
                    continue;
                }
                if ((v & 1) != 0) {
                    // Reading "not x" plainly adds 1 - x; inverted, takes 1 - x away.
                    bias += invertedLink ? -1 : 1;
                    invertedLink = !invertedLink;
                }
                live.add(v & ~1 | (invertedLink ? 1 : 0));
                if (invertedLink) {
                    inverted++;
                } else {
                    plain++;
                }
            }
            if (bias - inverted > 0) {
                value[gate] = TRUE;
            } else if (bias + plain <= 0) {
                value[gate] = FALSE;
            } else if (live.size() == 1) {
                // One input left that decides: the gate reads as it, or as its negation.
                value[gate] = live.get(0);
            } else {
                statements.add(gate(gate, bias, live.stream().mapToInt(Integer::intValue).toArray()));
                links += live.size();
            }
        }
        for (int word = 0; word < net.initialOutputs.length; word++) {
            if (inNext(word)) {
                String statement = outputWord(word, value, "");
                if (statement != null) {
                    statements.add(statement);
                    links += reads(statement);
                }
            }
        }
        return new MovePart(statements, links);
    }

    /** How many counters and state words {@code statement} reads. */
    static int reads(String statement) {
        int reads = 0;
        for (int i = 0; i < statement.length() - 1; i++) {
            char array = statement.charAt(i);
            if (statement.charAt(i + 1) == '[' && (array == 'c' || array == 's' || array == 'm')) {
                reads++;
            }
        }
        return reads;
    }

    /** Each component's value as itself: {@code component << 1}, no component constant. */
    private int[] identity() {
        int[] value = new int[net.components];
        for (int c = 0; c < net.components; c++) {
            value[c] = c << 1;
        }
        return value;
    }

    String gate(int gate, int bias, int[] inputs) {
        StringBuilder sum = new StringBuilder().append(bias);
        for (int input : inputs) {
            sum.append((input & 1) != 0 ? " - " : " + ").append(truthOf(input >>> 1));
        }
        return "c[" + gate + "] = -(" + sum + ") >>> 31;";
    }

    /**
     * How generated code reads a component's truth as 0 or 1: a base not {@link #counted} from its
     * state bit, an input of a role that {@link #readsMove} by comparing the role's move with it,
     * anything else from its counter.
     */
    String truthOf(int component) {
        if (component < net.fluents && (counted[Bits.word(component)] >>> component & 1) == 0) {
            return "((int) (s[" + Bits.word(component) + "] >>> " + (component & 63) + ") & 1)";
        }
        if (component >= net.firstInput[0] && component < net.firstGate) {
            int role = 0;
            while (component >= net.firstInput[role + 1]) {
                role++;
            }
            if (readsMove[role]) {
                return "(m[" + role + "] == " + (component - net.firstInput[role]) + " ? 1 : 0)";
            }
        }
        return "c[" + component + "]";
    }

    /**
     * The statement that writes output word {@code word}, and-ed with {@code masks}, or null when
     * no bit of it has a source and there are no masks; {@code value} says what each component
     * reads as (see {@link #movePart}). Bits that bases give are copied from the state words,
     * those of one word that move by one distance at once.
     */
    private String outputWord(int word, int[] value, String masks) {
        StringBuilder bits = new StringBuilder();
        // A bit read inverted is set in the initial outputs, so it flips with its source's truth.
        long constant = net.initialOutputs[word];
        boolean sourced = false;
        // Per state word and distance (+64), the bits of the word that bases give at that distance.
        Map<Integer, Long> fromBases = new TreeMap<>();
        for (int c = 0; c < net.components; c++) {
            for (int s = net.sinkOffsets[c]; s < net.sinkOffsets[c + 1]; s++) {
                int bit = net.sinks[s];
                if (Bits.word(bit) != word) {
                    continue;
                }
                sourced = true;
                int v = value[c];
                if (v < 0 || (v & 1) != 0) {
                    constant ^= (v == FALSE ? 0L : 1L) << bit;
                }
                if (v >= 0 && v >>> 1 < net.fluents) {
                    int base = v >>> 1;
                    fromBases.merge(Bits.word(base) << 7 | ((bit & 63) - (base & 63) + 64), 1L << base, (x, y) -> x | y);
                } else if (v >= 0) {
                    bits.append(bits.length() == 0 ? "" : " | ").append("(long) ").append(truthOf(v >>> 1));
                    if ((bit & 63) != 0) {
                        bits.append(" << ").append(bit & 63);
                    }
                }
            }
        }
        if (!sourced && masks.isEmpty()) {
            return null;
        }
        fromBases.forEach((key, mask) -> {
            int distance = (key & 127) - 64;
            bits.append(bits.length() == 0 ? "" : " | ").append("(s[").append(key >>> 7).append("] & 0x")
                    .append(Long.toHexString(mask)).append("L)")
                    .append(distance > 0 ? " << " + distance : distance < 0 ? " >>> " + -distance : "");
        });
        String bitsRead = "0x" + Long.toHexString(constant) + "L" + (bits.length() == 0 ? "" : " ^ (" + bits + ")");
        return "o[" + word + "] = " + (masks.isEmpty() ? bitsRead : "(" + bitsRead + ")" + masks) + ";";
    }
}
