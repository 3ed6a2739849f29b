package org.gdlbench.propnet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoubleSupplier;
import java.util.stream.Collectors;
import org.gdlbench.codegen.JavaSourceCompiler;
import org.gdlbench.gdl.GoalValues;

/**
 * Generates and compiles a {@link FullEvaluation} for one small net. Each gate becomes one
 * statement that works out its counter from its inputs' and keeps the sign:
 * {@code c[40] = -(-1 + c[3] + c[7] - c[9]) >>> 31;} is 1 when the sum is positive, the truth a
 * differential counter has; each output word becomes one statement that shifts its bits in,
 * those that bases give copied from the state words a mask at a time.
 *
 * <p>The part that depends on moves is written once per joint move of a few roles (all roles of
 * most small games), with those roles' inputs as constants: gates they settle disappear and gates
 * that then follow one input read it directly, so a version of tic-tac-toe's next state is mostly
 * the board copied with one cell changed.
 */
final class EvaluationCompiler {
    /** Statements per generated method, so each stays well under the size the JIT compiles. */
    private static final int STATEMENTS_PER_METHOD = 64;
    private static final String CLASS_NAME = "GeneratedEvaluation";
    /** What a component reads as when its truth is settled; else {@code component << 1 | inverted}. */
    private static final int FALSE = -1;
    private static final int TRUE = -2;

    private final Propnet net;
    private final PropnetTuning tuning;
    /** Per role, its goal values in the order of {@link Propnet#goalSource}. */
    private final int[][] goalValues;
    /** Per gate of propagation, its inputs as {@code component << 1 | inverted}. */
    private final int[][] inputsOf;
    /** Per component, whether its value depends on a move. */
    private final boolean[] onMove;
    private final StringBuilder out = new StringBuilder();
    /** Per state word, the bases the generated code reads from their counters ({@link #countBases}); the rest from the state words. */
    private final long[] counted;
    /**
     * Per role, whether the generated code reads its inputs by comparing its move with them
     * rather than from their counters: so for the roles the move part is specialised for, whose
     * inputs only its unspecialised version reads, and a step need not keep their counters.
     */
    private final boolean[] readsMove;

    private EvaluationCompiler(Propnet net, PropnetTuning tuning, int[][] goalValues) {
        this.net = net;
        this.tuning = tuning;
        this.goalValues = goalValues;
        counted = new long[Math.max(1, Bits.words(net.fluents))];
        readsMove = new boolean[net.firstInput.length - 1];
        int[] fanIn = new int[net.components];
        for (int k = 0; k < net.offsets[net.components]; k++) {
            fanIn[Propnet.target(net.targets[k])]++;
        }
        inputsOf = new int[net.components][];
        for (int c = 0; c < net.components; c++) {
            inputsOf[c] = new int[fanIn[c]];
        }
        int[] fill = new int[net.components];
        for (int c = 0; c < net.components; c++) {
            for (int k = net.offsets[c]; k < net.offsets[c + 1]; k++) {
                int gate = Propnet.target(net.targets[k]);
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

    /**
     * Why {@code net} is not evaluated in full, or null when it can be.
     *
     * @param changedLinksPerStep the links following changes travels a step, asked for only when
     *     the full pass is over {@link PropnetTuning#MAX_FULL_PASS_LINKS}
     */
    static String whyNot(Propnet net, PropnetTuning tuning, DoubleSupplier changedLinksPerStep) {
        if (!JavaSourceCompiler.available()) {
            return "this Java runtime has no compiler";
        }
        if (net.recursiveStart.length > 1) {
            return "it has recursive components, whose fixpoint one pass does not reach";
        }
        int links = net.offsets[net.components] + net.sinks.length;
        if (links > tuning.maxFullPassNetLinks) {
            return links + " links, over the " + tuning.maxFullPassNetLinks + " up to which a full pass may be cheaper";
        }
        EvaluationCompiler compiler = new EvaluationCompiler(net, tuning, null);
        for (int c = 0; c < net.components; c++) {
            if (compiler.onMove[c] && !compiler.nextOnly(c)) {
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
    static FullEvaluation create(Propnet net, PropnetTuning tuning, int[][] goalValues, int[] counter, long[] outputs,
            double changedReadBases, CodeTarget target) {
        EvaluationCompiler compiler = new EvaluationCompiler(net, tuning, goalValues);
        compiler.countBases(changedReadBases);
        FullEvaluation evaluation = (FullEvaluation) NetCompiler.instantiate(CLASS_NAME, compiler.source(target), net,
                counter, outputs, target);
        evaluation.keepCounters(compiler.counted);
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
                counted[Bits.word(base)] |= 1L << base;
            }
        }
    }

    /** The links one step reads: the state part's, and the move part's on average over its versions. */
    int linksPerStep() {
        int state = 0;
        for (String statement : stateStatements()) {
            state += reads(statement);
        }
        return state + (int) Math.ceil(pivots().links);
    }

    /** Whether every output bit {@code component} drives is in the next state. */
    private boolean nextOnly(int component) {
        for (int s = net.sinkOffsets[component]; s < net.sinkOffsets[component + 1]; s++) {
            if (!inNext(Bits.word(net.sinks[s]))) {
                return false;
            }
        }
        return true;
    }

    private boolean inNext(int word) {
        int first = Bits.word(net.nextStart);
        return word >= first && word < first + Math.max(1, Bits.words(net.fluents));
    }

    private String source(CodeTarget target) {
        NetCompiler.openClass(out, "EvaluationCompiler", CLASS_NAME, "FullEvaluation", target);
        methods("@Override\n    void evaluateState()", "state", stateStatements());
        List<String> goals = new ArrayList<>();
        for (int gate = net.firstGoalGate; gate < net.components; gate++) {
            int g = gate - net.firstGoalGate;
            goals.add(gate(gate, net.bias[gate],
                    Arrays.copyOfRange(net.goalInputs, net.goalInputOffsets[g], net.goalInputOffsets[g + 1])));
        }
        methods("@Override\n    void evaluateGoals()", "goals", goals);
        goalsOfRoles();
        Pivots pivots = pivots();
        for (int role : pivots.roles) {
            readsMove[role] = true;
        }
        MovePart any = movePart(jointMove(new int[0], 0));
        out.append("    @Override\n    int[] specialisedFor() {\n        return new int[] {")
                .append(Arrays.stream(pivots.roles).mapToObj(String::valueOf).collect(Collectors.joining(", ")))
                .append("};\n    }\n");
        if (pivots.roles.length == 0) {
            methods("@Override\n    void evaluateMoves()", "moves", any.statements);
        } else {
            specialisedMoves(pivots.roles);
            methods("private void movesAny()", "moves", any.statements);
        }
        playSteps();
        out.append("}\n");
        return out.toString();
    }

    /**
     * Writes {@code playSteps}: a step marks the joint move, keeping the counters of the inputs
     * the generated code reads from counters, works out the next state, marks it (keeping the
     * counters of the bases {@link #counted}) and works out the state's part.
     */
    private void playSteps() {
        PlayoutWriter writer = new PlayoutWriter(net, out, true);
        writer.write(step -> {
            step.append("            final long[] s = state;\n            final int[] m = move;\n");
            for (int role = 0; role < readsMove.length; role++) {
                int input = net.firstInput[role];
                if (readsMove[role]) {
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
                if (counted[w] != 0) {
                    step.append("            for (long d = (w").append(w).append(" ^ now").append(w).append(") & 0x")
                            .append(Long.toHexString(counted[w])).append("L; d != 0; d &= d - 1) {\n")
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
                    chain.append(truthOf(source >>> 1)).append((source & 1) != 0 ? " <= 0" : " > 0")
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

    /** The statements of the state part: its gates, and the output words other than the next state. */
    private List<String> stateStatements() {
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

    /**
     * Writes {@code evaluateMoves()} as a switch over the joint move of the {@code pivots} roles
     * to one version of the move part per joint move, and the versions; a role without a move
     * marked yet ({@code move[role] < 0}) goes to the unspecialised part.
     */
    private void specialisedMoves(int[] pivots) {
        StringBuilder index = new StringBuilder();
        StringBuilder unknown = new StringBuilder();
        for (int role : pivots) {
            index.append(index.length() == 0 ? "m" : ") * " + moves(role) + " + m").append(role);
            unknown.append(unknown.length() == 0 ? "m" : " | m").append(role);
            out.append(role == pivots[0] ? "    @Override\n    void evaluateMoves() {\n" : "")
                    .append("        final int m").append(role).append(" = move[").append(role).append("];\n");
        }
        out.append("        switch ((").append(unknown).append(") < 0 ? -1 : ")
                .append("(".repeat(pivots.length - 1)).append(index).append(") {\n");
        int versions = versions(pivots);
        for (int v = 0; v < versions; v++) {
            out.append("            case ").append(v).append(" -> onMoves").append(v).append("();\n");
        }
        out.append("            default -> movesAny();\n        }\n    }\n");
        for (int v = 0; v < versions; v++) {
            methods("private void onMoves" + v + "()", "onMoves" + v + "Part", movePart(jointMove(pivots, v)).statements);
        }
    }

    /** The roles whose joint move the move part is specialised for, and the links a version reads on average. */
    private record Pivots(int[] roles, double links) {}

    /**
     * The roles whose joint move the move part is specialised for, none when that is not worth
     * it. Roles are added one at a time, the one that leaves the fewest links to evaluate on
     * average first, while each addition lowers that average, all versions together read at most
     * {@link PropnetTuning#MAX_SPECIALISED_LINKS} links, and there are at most {@link PropnetTuning#MAX_VERSIONS} versions;
     * the roles are kept if the average is then at most {@link PropnetTuning#SPECIALISED_SHARE} of the links
     * unspecialised.
     */
    private Pivots pivots() {
        int roles = net.firstInput.length - 1;
        Pivots unspecialised = new Pivots(new int[0], movePart(jointMove(new int[0], 0)).links);
        Pivots pivots = unspecialised;
        while (true) {
            Pivots best = null;
            for (int role = 0; role < roles; role++) {
                int[] candidate = with(pivots.roles, role);
                if (candidate == null || (long) versions(pivots.roles) * moves(role) > tuning.maxVersions) {
                    continue;
                }
                long total = 0;
                int versions = versions(candidate);
                for (int v = 0; v < versions && total <= tuning.maxSpecialisedLinks; v++) {
                    total += movePart(jointMove(candidate, v)).links;
                }
                double links = (double) total / versions;
                if (total <= tuning.maxSpecialisedLinks && links < pivots.links && (best == null || links < best.links)) {
                    best = new Pivots(candidate, links);
                }
            }
            if (best == null) {
                return pivots.links <= unspecialised.links * tuning.specialisedShare ? pivots : unspecialised;
            }
            pivots = best;
        }
    }

    /** {@code pivots} and {@code role}, in role order, or null when {@code role} is in already or has no moves. */
    private int[] with(int[] pivots, int role) {
        if (moves(role) == 0 || Arrays.stream(pivots).anyMatch(p -> p == role)) {
            return null;
        }
        int[] more = Arrays.copyOf(pivots, pivots.length + 1);
        more[pivots.length] = role;
        Arrays.sort(more);
        return more;
    }

    private int moves(int role) {
        return net.firstInput[role + 1] - net.firstInput[role];
    }

    private int versions(int[] pivots) {
        int versions = 1;
        for (int role : pivots) {
            versions *= moves(role);
        }
        return versions;
    }

    /** Per role, its move in version {@code version} of the pivots' joint moves, or -1 when not a pivot. */
    private int[] jointMove(int[] pivots, int version) {
        int[] move = new int[net.firstInput.length - 1];
        Arrays.fill(move, -1);
        for (int i = pivots.length - 1; i >= 0; i--) {
            move[pivots[i]] = version % moves(pivots[i]);
            version /= moves(pivots[i]);
        }
        return move;
    }

    /** The statements of the move part, and the links they read. */
    private record MovePart(List<String> statements, int links) {}

    /**
     * The move part's statements when each role with {@code move[role] >= 0} plays that move,
     * each gate simplified by those roles' inputs being constant: a gate whose truth is then
     * settled becomes a constant, one that follows a single input becomes that input (or its
     * negation), and readers use those instead of its counter.
     */
    private MovePart movePart(int[] move) {
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
    private static int reads(String statement) {
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

    private String gate(int gate, int bias, int[] inputs) {
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
    private String truthOf(int component) {
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
