package org.gdlbench.propnet.codegen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.stream.Collectors;
import org.gdlbench.codegen.JavaSourceCompiler;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.propnet.tuning.PropnetTuning;
import org.gdlbench.propnet.eval.FullEvaluation;
import org.gdlbench.propnet.eval.MoveGates;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * Generates and compiles a {@link FullEvaluation} for one small net: the class around the
 * statements of {@link EvaluationStatements}, split into methods, the move part once per joint
 * move that {@link MoveSpecialisation} chose, the goals and the playout loop.
 */
public final class EvaluationCompiler {
    /** Statements per generated method, so each stays well under the size the JIT compiles. */
    private static final int STATEMENTS_PER_METHOD = 64;
    private static final String CLASS_NAME = "GeneratedEvaluation";

    private final Propnet net;
    private final PropnetTuning tuning;
    /** Per role, its goal values in the order of {@link Propnet#goalSource}. */
    private final int[][] goalValues;
    private final EvaluationStatements statements;
    private final MoveSpecialisation specialisation;
    private final StringBuilder out = new StringBuilder();

    private EvaluationCompiler(Propnet net, PropnetTuning tuning, int[][] goalValues) {
        this.net = net;
        this.tuning = tuning;
        this.goalValues = goalValues;
        statements = new EvaluationStatements(net);
        specialisation = new MoveSpecialisation(net, tuning, statements);
    }

    /**
     * Why {@code net} is not evaluated in full, or null when it can be.
     *
     * @param changedLinksPerStep the links following changes travels a step, asked for only when
     *     the full pass is over {@link PropnetTuning#MAX_FULL_PASS_LINKS}
     */
    public static String whyNot(Propnet net, PropnetTuning tuning, DoubleSupplier changedLinksPerStep) {
        if (!JavaSourceCompiler.available()) {
            return "this Java runtime has no compiler";
        }
        if (net.recursiveStart.length > 1) {
            return "it has recursive components, whose fixpoint one pass does not reach";
        }
        // A move's many transition gates are mostly settled by specialising per move, so they do not count.
        int links = net.offsets[net.components] + net.sinks.length
                - MoveGates.transitionLinks(net, tuning.minGatedFanOut);
        if (links > tuning.maxFullPassNetLinks) {
            return links + " links besides moves' transition gates, over the " + tuning.maxFullPassNetLinks
                    + " up to which a full pass may be cheaper";
        }
        EvaluationCompiler compiler = new EvaluationCompiler(net, tuning, null);
        EvaluationStatements statements = compiler.statements;
        for (int c = 0; c < net.components; c++) {
            if (statements.onMove[c] && !statements.nextOnly(c)) {
                return "a move decides more than the next state";
            }
        }
        int perStep = compiler.linksPerStep();
        if (perStep <= tuning.maxFullPassLinks) {
            return null;
        }
        double changed = changedLinksPerStep.getAsDouble();
        if (perStep > tuning.maxFullPassLinksPerChangedLink * changed) {
            return String.format("a full pass would read %d links a step, over the %d up to which it is cheaper"
                    + " and over %.0f times the %.1f that following changes travels", perStep,
                    tuning.maxFullPassLinks, tuning.maxFullPassLinksPerChangedLink, changed);
        }
        return null;
    }

    /**
     * A full evaluation over {@code counter} and {@code outputs}; call only when {@link #whyNot} is null.
     *
     * @param goalValues per role, its goal values in the order of {@link Propnet#goalSource}
     */
    public static FullEvaluation create(Propnet net, PropnetTuning tuning, int[][] goalValues, int[] counter, long[] outputs,
            double changedReadBases, CodeTarget target) {
        EvaluationCompiler compiler = new EvaluationCompiler(net, tuning, goalValues);
        compiler.countBases(changedReadBases);
        FullEvaluation evaluation = (FullEvaluation) NetCompiler.instantiate(CLASS_NAME, compiler.source(target), net,
                counter, outputs, target);
        evaluation.keepCounters(compiler.statements.counted);
        return evaluation;
    }

    /**
     * Chooses how the generated code reads bases. Reading a counter costs less than a bit of the
     * state words, but a step must then copy each base that changed into its counter, a loop with
     * a branch per base: worth it when gates read bases many times for each base a step changes.
     * Bases no gate reads are never counted.
     *
     * @param changedReadBases the bases that gates read whose truth a step changes, on average
     */
    private void countBases(double changedReadBases) {
        int reads = 0;
        for (int base = 0; base < net.fluents; base++) {
            reads += net.offsets[base + 1] - net.offsets[base];
        }
        if (reads <= tuning.maxReadsPerChangedBase * changedReadBases) {
            return;
        }
        for (int base = 0; base < net.fluents; base++) {
            if (net.offsets[base + 1] > net.offsets[base]) {
                statements.counted[Bits.word(base)] |= 1L << base;
            }
        }
    }

    /** The links one step reads: the state part's, and the move part's on average over its versions. */
    int linksPerStep() {
        int state = 0;
        for (String statement : statements.stateStatements()) {
            state += EvaluationStatements.reads(statement);
        }
        return state + (int) Math.ceil(specialisation.pivots().links());
    }

    private String source(CodeTarget target) {
        NetCompiler.openClass(out, "EvaluationCompiler", CLASS_NAME, "FullEvaluation", target);
        methods("@Override\n    void evaluateState()", "state", statements.stateStatements());
        List<String> goals = new ArrayList<>();
        for (int gate = net.firstGoalGate; gate < net.components; gate++) {
            int g = gate - net.firstGoalGate;
            goals.add(statements.gate(gate, net.bias[gate],
                    Arrays.copyOfRange(net.goalInputs, net.goalInputOffsets[g], net.goalInputOffsets[g + 1])));
        }
        methods("@Override\n    void evaluateGoals()", "goals", goals);
        goalsOfRoles();
        MoveSpecialisation.Pivots pivots = specialisation.pivots();
        for (int role : pivots.roles()) {
            statements.readsMove[role] = true;
        }
        EvaluationStatements.MovePart any = statements.movePart(specialisation.jointMove(new int[0], 0));
        out.append("    @Override\n    int[] specialisedFor() {\n        return new int[] {")
                .append(Arrays.stream(pivots.roles()).mapToObj(String::valueOf).collect(Collectors.joining(", ")))
                .append("};\n    }\n");
        if (pivots.roles().length == 0) {
            methods("@Override\n    void evaluateMoves()", "moves", any.statements());
        } else {
            specialisedMoves(pivots.roles());
            methods("private void movesAny()", "moves", any.statements());
        }
        playSteps();
        out.append("}\n");
        return out.toString();
    }

    /**
     * Writes {@code playSteps}: a step marks the joint move, keeping the counters of the inputs
     * the generated code reads from counters, works out the next state, marks it (keeping the
     * counters of the bases {@link EvaluationStatements#counted}) and works out the state's part.
     */
    private void playSteps() {
        PlayoutWriter writer = new PlayoutWriter(net, out, true);
        writer.write(step -> {
            step.append("            final long[] s = state;\n            final int[] m = move;\n");
            for (int role = 0; role < statements.readsMove.length; role++) {
                int input = net.firstInput[role];
                if (statements.readsMove[role]) {
                    step.append("            inputOf[").append(role).append("] = ").append(input)
                            .append(" + m").append(role).append(";\n");
                } else {
                    // The generated code reads this role's inputs from their counters.
                    step.append("            {\n                final int input = ").append(input).append(" + m")
                            .append(role).append(";\n                final int old = inputOf[").append(role)
                            .append("];\n                if (old != input) {\n")
                            .append("                    if (old >= 0) {\n                        c[old] = 0;\n")
                            .append("                    }\n                    c[input] = 1;\n")
                            .append("                    inputOf[").append(role).append("] = input;\n")
                            .append("                }\n            }\n");
                }
                step.append("            m[").append(role).append("] = m").append(role).append(";\n");
            }
            step.append("            evaluateMoves();\n");
            int next = Bits.word(net.nextStart);
            for (int w = 0; w < writer.stateWords(); w++) {
                step.append("            final long now").append(w).append(" = o[").append(next + w).append("];\n");
                if (statements.counted[w] != 0) {
                    step.append("            for (long d = (w").append(w).append(" ^ now").append(w).append(") & 0x")
                            .append(Long.toHexString(statements.counted[w])).append("L; d != 0; d &= d - 1) {\n")
                            .append("                final int bit = Long.numberOfTrailingZeros(d);\n")
                            .append("                c[").append(w << 6).append(" + bit] = (int) (now").append(w)
                            .append(" >>> bit) & 1;\n            }\n");
                }
                step.append("            w").append(w).append(" = now").append(w).append(";\n            s[")
                        .append(w).append("] = now").append(w).append(";\n");
            }
            step.append("            evaluateState();\n");
        });
    }

    /**
     * Writes {@code goals(values)}: the goals' pass, then per role the value of its first goal
     * that holds, as one chain of conditions rather than a loop over the goals' sources.
     */
    private void goalsOfRoles() {
        out.append("    @Override\n    void goals(int[] values) {\n        evaluateGoals();\n")
                .append("        final int[] c = counter;\n        final long[] s = state;\n");
        for (int role = 0; role < net.goalSource.length; role++) {
            StringBuilder chain = new StringBuilder();
            for (int i = 0; i < net.goalSource[role].length; i++) {
                int source = net.goalSource[role][i];
                if (source == Propnet.ALWAYS) {
                    chain.append(goalValues[role][i]);
                    break;
                }
                if (source >= 0) {
                    chain.append(statements.truthOf(source >>> 1)).append((source & 1) != 0 ? " <= 0" : " > 0")
                            .append(" ? ").append(goalValues[role][i]).append(" : ");
                }
            }
            if (chain.length() == 0 || chain.charAt(chain.length() - 1) == ' ') {
                chain.append(GoalValues.UNDEFINED);
            }
            out.append("        values[").append(role).append("] = ").append(chain).append(";\n");
        }
        out.append("    }\n");
    }

    /**
     * Writes {@code evaluateMoves()} as a switch over the joint move of the {@code pivots} roles
     * to one version of the move part per joint move, and the versions; a role without a move
     * marked yet ({@code move[role] < 0}) goes to the unspecialised part.
     */
    private void specialisedMoves(int[] pivots) {
        StringBuilder index = new StringBuilder();
        StringBuilder unknown = new StringBuilder();
        for (int role : pivots) {
            index.append(index.length() == 0 ? "m" : ") * " + specialisation.moves(role) + " + m").append(role);
            unknown.append(unknown.length() == 0 ? "m" : " | m").append(role);
            out.append(role == pivots[0] ? "    @Override\n    void evaluateMoves() {\n" : "")
                    .append("        final int m").append(role).append(" = move[").append(role).append("];\n");
        }
        out.append("        switch ((").append(unknown).append(") < 0 ? -1 : ")
                .append("(".repeat(pivots.length - 1)).append(index).append(") {\n");
        int versions = specialisation.versions(pivots);
        for (int v = 0; v < versions; v++) {
            out.append("            case ").append(v).append(" -> onMoves").append(v).append("();\n");
        }
        out.append("            default -> movesAny();\n        }\n    }\n");
        for (int v = 0; v < versions; v++) {
            methods("private void onMoves" + v + "()", "onMoves" + v + "Part", statements.movePart(specialisation.jointMove(pivots, v)).statements());
        }
    }

    /**
     * Writes the method {@code signature} with the statements, or, when they are more than fit one
     * method, calling {@code part0()}, {@code part1()} ... that hold them.
     */
    private void methods(String signature, String part, List<String> statements) {
        int parts = (statements.size() + STATEMENTS_PER_METHOD - 1) / STATEMENTS_PER_METHOD;
        if (parts > 1) {
            out.append("    ").append(signature).append(" {\n");
            for (int p = 0; p < parts; p++) {
                out.append("        ").append(part).append(p).append("();\n");
            }
            out.append("    }\n");
        }
        for (int p = 0; p < parts; p++) {
            out.append("    ").append(parts > 1 ? "private void " + part + p + "()" : signature).append(" {\n");
            out.append("        final int[] c = counter;\n        final long[] o = outputs;\n        final long[] s = state;\n")
                    .append("        final int[] m = move;\n");
            for (int i = p * STATEMENTS_PER_METHOD; i < Math.min(statements.size(), (p + 1) * STATEMENTS_PER_METHOD); i++) {
                out.append("        ").append(statements.get(i)).append('\n');
            }
            out.append("    }\n");
        }
        if (parts == 0) {
            out.append("    ").append(signature).append(" {}\n");
        }
    }
}
