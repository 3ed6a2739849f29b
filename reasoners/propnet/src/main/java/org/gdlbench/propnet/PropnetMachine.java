package org.gdlbench.propnet;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import org.gdlbench.grounding.FluentState;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.GroundProgramMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Preparation;

/**
 * Plays a game on a {@link Propnet} by forward, differential propagation: the net keeps one
 * marking (a state and a joint move), and loading another state or move changes only the
 * propositions that differ, each change travelling through the net by a {@link Propagation}:
 * code compiled for this net when it is small enough, else an interpreter of its flat arrays.
 * A small net without recursion is instead evaluated in full by compiled branch-free code
 * ({@link FullEvaluation}). Legal moves, the next state and terminal are output bits kept up to
 * date on the way; goals are evaluated when asked for.
 *
 * <p>States are {@link FluentState}s, moves are indexes into each role's sorted moves, as in the
 * ground program. {@link #playout} never leaves the net and allocates nothing per step; where the
 * net's code is generated, its playout loop is too ({@link GeneratedPlayout}).
 */
public final class PropnetMachine extends GroundProgramMachine {
    private final Propnet net;
    private final int roles;
    private final int stateWords;
    private final int nextWord;
    private final int terminalWord;
    private final long terminalMask;
    private final GoalEvaluator goalEvaluator;
    private final int[] legalWord;
    private final int[] legalWords;
    /** One role's legal moves in the words {@link #collectLegal} read, as it leaves them. */
    private final long[] legalBits;
    /** The words of legal moves {@link #collectLegal} read last, indices into the role's words. */
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
    private final Propagation propagation;
    /** The propagation when it evaluates the net in full, else null. */
    private final FullEvaluation full;
    /** The playout loop generated for the net along with its propagation, or null when that is interpreted. */
    private final GeneratedPlayout generated;
    /** The size naming how many roles' moves the full pass is specialised for (0 to 2). */
    static final String SPECIALISED_ROLES = "specialisedRoles";
    /** The size naming how many steps the back end's trial playouts played, when it needed them. */
    static final String TRIAL_STEPS = "trialSteps";

    /** The back end and why, as chosen by {@link BackEndChooser}. */
    private final BackEndChoice choice;
    /** What preparing built, as data: back end, phases, sizes and the reasons for the choice. */
    private final Preparation preparation;
    private final PropnetTuning tuning;
    private final int[] counter;
    private final long[] outputs;
    private final long[] marked;
    private final int[] moveOf;
    /** The joint move to play next, as each role's move index. */
    private final int[] chosen;
    /** The next state, copied out of the outputs by {@link #advance}. */
    private final long[] upcoming;
    /** Per role, the input that falls in {@link #play}, or -1. */
    private final int[] falling;

    /** The marking of the last playout's start, restored by copying when a playout starts there again. */
    private final int[] savedCounter;
    private final long[] savedOutputs;
    private final long[] savedMarked;
    private final int[] savedMoveOf;
    private boolean saved;

    /**
     * @param choice the back end to build, as {@link BackEndChooser} chose it
     * @param goals how the gates only goals need are evaluated
     */
    PropnetMachine(GroundProgram program, Propnet net, BackEndChoice choice, PropnetTuning tuning,
            PropnetReasoner.GoalEvaluation goals) {
        super(program);
        this.net = net;
        this.choice = choice;
        this.tuning = tuning;
        roles = program.roleCount();
        stateWords = new FluentState(program.fluentCount()).words().length;
        nextWord = net.nextStart >>> 6;
        terminalWord = net.terminalBit >>> 6;
        terminalMask = 1L << net.terminalBit;
        int[][] goalValues = new int[roles][];
        for (int r = 0; r < roles; r++) {
            goalValues[r] = program.goalValues(r);
        }
        legalWord = new int[roles];
        legalWords = new int[roles];
        for (int r = 0; r < roles; r++) {
            legalWord[r] = net.legalStart[r] >>> 6;
            legalWords[r] = (program.moveCount(r) + 63) >>> 6;
        }
        legalBits = new long[Arrays.stream(legalWords).max().orElse(0)];
        guardWord = new int[roles];
        guardShift = new int[roles];
        guardBits = new int[roles];
        for (int r = 0; r < roles; r++) {
            int bit = net.guardStart + r * NetBuilder.MAX_GUARDS;
            guardWord[r] = bit >>> 6;
            guardShift[r] = bit & 63;
            guardBits[r] = (1 << net.guardedMask[r].length) - 1;
        }
        openWords = new int[roles][][];
        openMasks = new long[roles][][];
        firstWordMask = new long[roles][];
        for (int r = 0; r < roles; r++) {
            fillOpenWords(r, net.guardedMask[r]);
        }
        counter = net.bias.clone();
        outputs = net.initialOutputs.clone();
        marked = new long[stateWords];
        upcoming = new long[stateWords];
        moveOf = new int[roles];
        chosen = new int[roles];
        falling = new int[roles];
        Arrays.fill(moveOf, -1);
        Preparation.Builder record = Preparation.builder().include(program.stats().preparation())
                .phase("net", net.stats.buildMillis() * 1_000_000L)
                .size(Preparation.Sizes.COMPONENTS, net.components)
                .size(Preparation.Sizes.LINKS, net.stats.links())
                .size("recursiveComponents", net.stats.recursive())
                .backend(choice.backEnd().label());
        choice.reasons().forEach(record::reason);
        StepTrial trial = choice.trial();
        if (trial != null) {
            record.size(TRIAL_STEPS, trial.steps()).reason(String.format(
                    "trial playouts: %d steps, changes travel %.1f links a step and change %.1f bases that gates read",
                    trial.steps(), trial.changedLinks(), trial.changedReadBases()));
        }
        long begin = System.nanoTime();
        propagation = switch (choice.backEnd()) {
            case FULL_PASS -> {
                FullEvaluation inFull = EvaluationCompiler.create(net, tuning, goalValues, counter, outputs,
                        trial.changedReadBases());
                int[] pivots = inFull.specialisedFor();
                record.size(SPECIALISED_ROLES, pivots.length);
                if (pivots.length > 0) {
                    record.reason(versions(pivots));
                }
                yield inFull;
            }
            case COMPILED_PROPAGATION -> {
                record.size("methods", NetCompiler.methodCount(net));
                yield NetCompiler.create(net, counter, outputs);
            }
            case INTERPRETED_PROPAGATION -> new InterpretedPropagation(net, counter, outputs);
        };
        preparation = record.phase("compile", System.nanoTime() - begin).build();
        boolean small = net.components <= tuning.maxSavedComponents;
        // Goal-only gates are worked out afresh whenever goals are asked for, so they are not saved.
        savedCounter = small ? new int[net.firstGoalGate] : null;
        savedOutputs = small ? new long[outputs.length] : null;
        savedMarked = small ? new long[stateWords] : null;
        savedMoveOf = small ? new int[roles] : null;
        full = propagation instanceof FullEvaluation evaluated ? evaluated : null;
        generated = propagation instanceof GeneratedPlayout loop ? loop : null;
        propagation.announceInitialMarking();
        goalEvaluator = new GoalEvaluator(net, counter, marked, goalValues, goals,
                full != null ? full::evaluateGoals : null, tuning.goalTrialMarkings);
    }

    /** How the moves' part of a full evaluation specialised for the roles {@code pivots}, some, is described. */
    private String versions(int[] pivots) {
        return "the moves' part in one version per " + (pivots.length > 1 ? "joint " : "") + "move of "
                + Arrays.stream(pivots).mapToObj(r -> roles().get(r).toString()).collect(Collectors.joining(" and "));
    }

    /** The back end this machine keeps its gates current with, and why. */
    public BackEndChoice backEnd() {
        return choice;
    }

    public PropnetStats stats() {
        return net.stats;
    }

    @Override
    public Preparation preparation() {
        return preparation;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        load(((FluentState) state).words());
        return (outputs[terminalWord] & terminalMask) != 0;
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        load(((FluentState) state).words());
        out.clear();
        collectLegal(role);
        for (int i = 0; i < legalBitsWords.length; i++) {
            for (long bits = legalBits[i]; bits != 0; bits &= bits - 1) {
                out.add(legalBitsWords[i] << 6 | Long.numberOfTrailingZeros(bits));
            }
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        load(((FluentState) state).words());
        for (int role = 0; role < roles; role++) {
            chosen[role] = jointMove[role];
        }
        play();
        System.arraycopy(outputs, nextWord, ((FluentState) out).words(), 0, stateWords);
    }

    @Override
    public int goal(MachineState state, int role) {
        load(((FluentState) state).words());
        goalEvaluator.markingChanged();
        return goalEvaluator.goal(role);
    }

    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        startAt(((FluentState) start).words());
        if (generated != null) {
            return generatedPlayout(random, goals);
        }
        int depth = 0;
        while ((outputs[terminalWord] & terminalMask) == 0) {
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            for (int role = 0; role < roles; role++) {
                if (legalWords[role] == 1) {
                    // The common case, shorter: one word of legal moves.
                    long bits = legalInOneWord(role);
                    int count = Long.bitCount(bits);
                    if (count == 0) {
                        throw GameRuleException.noLegalMove(roles().get(role), depth);
                    }
                    for (int skip = random.nextInt(count); skip > 0; skip--) {
                        bits &= bits - 1;
                    }
                    chosen[role] = Long.numberOfTrailingZeros(bits);
                    continue;
                }
                int count = collectLegal(role);
                if (count == 0) {
                    throw GameRuleException.noLegalMove(roles().get(role), depth);
                }
                chosen[role] = selectLegal(random.nextInt(count));
            }
            play();
            advance();
            depth++;
        }
        goalEvaluator.markingChanged();
        for (int role = 0; role < roles; role++) {
            goals[role] = goalEvaluator.goal(role);
        }
        return depth;
    }

    /** {@link #playout} in the loop generated for the net. */
    private int generatedPlayout(RandomGenerator random, int[] goals) {
        int depth = generated.playout(random, moveOf, marked, MAX_PLAYOUT_DEPTH);
        int stuck = generated.stuck();
        if (stuck == GeneratedPlayout.TOO_DEEP) {
            throw GameRuleException.noTerminalState(depth);
        }
        if (stuck >= 0) {
            throw GameRuleException.noLegalMove(roles().get(stuck), depth);
        }
        goalEvaluator.markingChanged();
        if (full != null) {
            full.goals(goals);
            return depth;
        }
        for (int role = 0; role < roles; role++) {
            goals[role] = goalEvaluator.goal(role);
        }
        return depth;
    }

    /** Plays the seeded playouts of a {@link StepTrial}. */
    StepTrial trialSteps() {
        SplittableRandom random = new SplittableRandom(tuning.trialSeed);
        long[] initial = ((FluentState) initialState()).words();
        boolean[] holds = new boolean[net.components];
        long links = 0;
        long readBases = 0;
        int steps = 0;
        trial:
        for (int playout = 0; playout < tuning.trialPlayouts && steps < tuning.trialSteps; playout++) {
            load(initial);
            changedLinks(holds);
            while ((outputs[terminalWord] & terminalMask) == 0 && steps < tuning.trialSteps) {
                for (int role = 0; role < roles; role++) {
                    int count = collectLegal(role);
                    if (count == 0) {
                        // A rule sheet's fault, which the playouts the machine serves report.
                        break trial;
                    }
                    chosen[role] = selectLegal(random.nextInt(count));
                }
                play();
                links += changedLinks(holds);
                readBases += changedReadBases();
                advance();
                links += changedLinks(holds);
                steps++;
            }
        }
        return steps == 0 ? new StepTrial(0, 0, 0)
                : new StepTrial(steps, (double) links / steps, (double) readBases / steps);
    }

    /** How many bases that gates read differ between the state marked and the next state worked out. */
    private int changedReadBases() {
        int changed = 0;
        for (int w = 0; w < stateWords; w++) {
            for (long bits = marked[w] ^ outputs[nextWord + w]; bits != 0; bits &= bits - 1) {
                int base = w << 6 | Long.numberOfTrailingZeros(bits);
                changed += net.offsets[base + 1] > net.offsets[base] ? 1 : 0;
            }
        }
        return changed;
    }

    /** The links out of the components whose truth differs from {@code holds}, which is brought up to date. */
    private long changedLinks(boolean[] holds) {
        long links = 0;
        for (int c = 0; c < net.components; c++) {
            boolean now = counter[c] > 0;
            if (now != holds[c]) {
                holds[c] = now;
                links += net.offsets[c + 1] - net.offsets[c] + net.sinkOffsets[c + 1] - net.sinkOffsets[c];
            }
        }
        return links;
    }

    /** Loads {@code state}, from the saved marking when it is the saved start. */
    private void startAt(long[] state) {
        if (savedCounter == null) {
            load(state);
            return;
        }
        if (saved && Arrays.equals(savedMarked, state)) {
            System.arraycopy(savedCounter, 0, counter, 0, savedCounter.length);
            System.arraycopy(savedOutputs, 0, outputs, 0, outputs.length);
            System.arraycopy(savedMarked, 0, marked, 0, marked.length);
            System.arraycopy(savedMoveOf, 0, moveOf, 0, moveOf.length);
            propagation.restored(marked, moveOf);
            return;
        }
        load(state);
        System.arraycopy(counter, 0, savedCounter, 0, savedCounter.length);
        System.arraycopy(outputs, 0, savedOutputs, 0, outputs.length);
        System.arraycopy(marked, 0, savedMarked, 0, marked.length);
        System.arraycopy(moveOf, 0, savedMoveOf, 0, moveOf.length);
        saved = true;
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

    /** Bit i set when guard i of {@code role}'s legal moves does not hold. */
    private int failedGuards(int role) {
        return ~(int) (outputs[guardWord[role]] >>> guardShift[role]) & guardBits[role];
    }

    /**
     * Puts {@code role}'s legal moves in {@link #legalBits}, without those whose guards failed,
     * reading only the words that may hold one ({@link #legalBitsWords}); returns how many.
     */
    private int collectLegal(int role) {
        // A full evaluation writes the legal moves with their guards applied.
        int failed = full == null ? failedGuards(role) : 0;
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

    /** {@code role}'s legal moves when they fit one word, without those whose guards failed. */
    private long legalInOneWord(int role) {
        // A full evaluation writes the legal moves with their guards applied.
        int failed = full == null ? failedGuards(role) : 0;
        return outputs[legalWord[role]] & firstWordMask[role][failed];
    }

    /** The {@code index}-th move of {@link #legalBits}, counting from 0 in move order. */
    private int selectLegal(int index) {
        for (int i = 0; ; i++) {
            long bits = legalBits[i];
            int count = Long.bitCount(bits);
            if (index < count) {
                for (int skip = 0; skip < index; skip++) {
                    bits &= bits - 1;
                }
                return legalBitsWords[i] << 6 | Long.numberOfTrailingZeros(bits);
            }
            index -= count;
        }
    }

    /**
     * Sets each role's input to its move in {@link #chosen} and makes the next state current.
     * When changes travel, the rises travel before the falls: an or-gate over moves (any move
     * but this one) that one role's new move keeps true does not flicker when another role's old
     * move falls.
     */
    private void play() {
        for (int role = 0; role < roles; role++) {
            int component = net.firstInput[role] + chosen[role];
            falling[role] = -1;
            if (moveOf[role] != component) {
                falling[role] = moveOf[role];
                moveOf[role] = component;
                counter[component] = 1;
                propagation.change(component, 1);
            }
        }
        if (propagation.changesTravel()) {
            propagation.flush();
        }
        for (int role = 0; role < roles; role++) {
            if (falling[role] >= 0) {
                counter[falling[role]] = 0;
                propagation.change(falling[role], 0);
            }
        }
        propagation.settleNext();
    }

    /** Makes the state the transitions computed the current one. */
    private void advance() {
        // A copy, since a compiled propagation changes the next-state outputs while the bases change.
        System.arraycopy(outputs, nextWord, upcoming, 0, stateWords);
        load(upcoming);
    }

    /** Marks the base propositions as {@code state}, propagating only what changed. */
    private void load(long[] state) {
        boolean changed = false;
        for (int w = 0; w < stateWords; w++) {
            long diff = marked[w] ^ state[w];
            if (diff != 0) {
                marked[w] = state[w];
                propagation.changeBases(w, diff, state[w]);
                changed = true;
            }
        }
        if (changed) {
            propagation.settle();
        }
    }
}
