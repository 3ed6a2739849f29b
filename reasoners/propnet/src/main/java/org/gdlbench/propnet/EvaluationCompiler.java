package org.gdlbench.propnet;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.codegen.JavaSourceCompiler;

/**
 * Generates and compiles a {@link FullEvaluation} for one small net. Each gate becomes one
 * statement that works out its counter from its inputs' and keeps the sign:
 * {@code c[40] = -(-1 + c[3] + c[7] - c[9]) >>> 31;} is 1 when the sum is positive, the truth a
 * differential counter has; each output word becomes one statement that shifts its bits in.
 */
final class EvaluationCompiler {
    /**
     * Nets up to this many links (gate inputs and output bits) are evaluated in full. Measured on
     * the bundled games, one JVM per game against following changes: 1.2x to 2x faster on most
     * nets of 90 to 550 links (pancakes 2.0x, lights out 1.8x, tic-tac-toe 1.15x), 0.9x on two
     * whose playouts change only a few bits a step; 0.8x to 0.85x at 690 to 1,340 links.
     */
    static final int MAX_LINKS = 600;
    /** Statements per generated method, so each stays well under the size the JIT compiles. */
    private static final int STATEMENTS_PER_METHOD = 64;
    private static final String CLASS_NAME = "GeneratedEvaluation";

    private final Propnet net;
    /** Per gate of propagation, its inputs as {@code component << 1 | inverted}. */
    private final int[][] inputsOf;
    /** Per component, whether its value depends on a move. */
    private final boolean[] onMove;
    private final StringBuilder out = new StringBuilder();

    private EvaluationCompiler(Propnet net) {
        this.net = net;
        int[] fanIn = new int[net.components];
        for (int k = 0; k < net.offsets[net.components]; k++) {
            fanIn[net.targets[k] >>> 2]++;
        }
        inputsOf = new int[net.components][];
        for (int c = 0; c < net.components; c++) {
            inputsOf[c] = new int[fanIn[c]];
        }
        int[] fill = new int[net.components];
        for (int c = 0; c < net.components; c++) {
            for (int k = net.offsets[c]; k < net.offsets[c + 1]; k++) {
                int gate = net.targets[k] >>> 2;
                inputsOf[gate][fill[gate]++] = c << 1 | (net.targets[k] & Propnet.INVERTED);
            }
        }
        onMove = new boolean[net.components];
        for (int c = net.firstInput[0]; c < net.components; c++) {
            boolean depends = c < net.firstGate;
            for (int input : inputsOf[c]) {
                depends |= onMove[input >>> 1];
            }
            onMove[c] = depends;
        }
    }

    /** Why {@code net} is not evaluated in full, or null when it can be. */
    static String whyNot(Propnet net) {
        if (!JavaSourceCompiler.available()) {
            return "this Java runtime has no compiler";
        }
        if (net.recursiveStart.length > 1) {
            return "it has recursive components, whose fixpoint one pass does not reach";
        }
        int links = net.offsets[net.components] + net.sinks.length;
        if (links > MAX_LINKS) {
            return links + " links, over the " + MAX_LINKS + " up to which a full pass is cheaper";
        }
        EvaluationCompiler compiler = new EvaluationCompiler(net);
        for (int c = 0; c < net.components; c++) {
            if (compiler.onMove[c] && !compiler.nextOnly(c)) {
                return "a move decides more than the next state";
            }
        }
        return null;
    }

    /** A full evaluation over {@code counter} and {@code outputs}; call only when {@link #whyNot} is null. */
    static Propagation create(Propnet net, int[] counter, long[] outputs) {
        return NetCompiler.instantiate(CLASS_NAME, new EvaluationCompiler(net).source(), net, counter, outputs);
    }

    /** Whether every output bit {@code component} drives is in the next state. */
    private boolean nextOnly(int component) {
        for (int s = net.sinkOffsets[component]; s < net.sinkOffsets[component + 1]; s++) {
            if (!inNext(net.sinks[s] >>> 6)) {
                return false;
            }
        }
        return true;
    }

    private boolean inNext(int word) {
        int first = net.nextStart >>> 6;
        return word >= first && word < first + Math.max(1, (net.fluents + 63) >>> 6);
    }

    private String source() {
        NetCompiler.openClass(out, "EvaluationCompiler", CLASS_NAME, "FullEvaluation");
        for (boolean moves : new boolean[] {false, true}) {
            List<String> statements = new ArrayList<>();
            for (int gate = net.firstGate; gate < net.firstGoalGate; gate++) {
                if (onMove[gate] == moves) {
                    statements.add(gate(gate));
                }
            }
            for (int word = 0; word < net.initialOutputs.length; word++) {
                if (inNext(word) == moves) {
                    String statement = outputWord(word);
                    if (statement != null) {
                        statements.add(statement);
                    }
                }
            }
            methods(moves ? "evaluateMoves" : "evaluateState", moves ? "moves" : "state", statements);
        }
        out.append("}\n");
        return out.toString();
    }

    private String gate(int gate) {
        StringBuilder sum = new StringBuilder().append(net.bias[gate]);
        for (int input : inputsOf[gate]) {
            sum.append((input & 1) != 0 ? " - c[" : " + c[").append(input >>> 1).append(']');
        }
        return "c[" + gate + "] = -(" + sum + ") >>> 31;";
    }

    /** The statement that writes output word {@code word}, or null when no bit of it has a source. */
    private String outputWord(int word) {
        StringBuilder bits = new StringBuilder();
        for (int c = 0; c < net.components; c++) {
            for (int s = net.sinkOffsets[c]; s < net.sinkOffsets[c + 1]; s++) {
                int bit = net.sinks[s];
                if (bit >>> 6 == word) {
                    bits.append(bits.length() == 0 ? "" : " | ").append("(long) c[").append(c).append(']');
                    if ((bit & 63) != 0) {
                        bits.append(" << ").append(bit & 63);
                    }
                }
            }
        }
        if (bits.length() == 0) {
            return null;
        }
        // A bit read inverted is set in the initial outputs, so it flips with its source's truth.
        return "o[" + word + "] = 0x" + Long.toHexString(net.initialOutputs[word]) + "L ^ (" + bits + ");";
    }

    /** Writes {@code name()} calling {@code part0()}, {@code part1()} ... that hold the statements. */
    private void methods(String name, String part, List<String> statements) {
        int parts = (statements.size() + STATEMENTS_PER_METHOD - 1) / STATEMENTS_PER_METHOD;
        out.append("    @Override\n    void ").append(name).append("() {\n");
        for (int p = 0; p < parts; p++) {
            out.append("        ").append(part).append(p).append("();\n");
        }
        out.append("    }\n");
        for (int p = 0; p < parts; p++) {
            out.append("    private void ").append(part).append(p).append("() {\n");
            out.append("        final int[] c = counter;\n        final long[] o = outputs;\n");
            for (int i = p * STATEMENTS_PER_METHOD; i < Math.min(statements.size(), (p + 1) * STATEMENTS_PER_METHOD); i++) {
                out.append("        ").append(statements.get(i)).append('\n');
            }
            out.append("    }\n");
        }
    }
}
