package org.gdlbench.propnet;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import org.gdlbench.grounding.FluentState;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.GroundProgramMachine;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Preparation;
import org.gdlbench.propnet.batch.BatchPlayouts;
import org.gdlbench.propnet.codegen.CodeTarget;
import org.gdlbench.propnet.codegen.EvaluationCompiler;
import org.gdlbench.propnet.codegen.NetCompiler;
import org.gdlbench.propnet.eval.Evaluator;
import org.gdlbench.propnet.eval.FullEvaluation;
import org.gdlbench.propnet.eval.GeneratedPlayout;
import org.gdlbench.propnet.eval.GoalEvaluation;
import org.gdlbench.propnet.eval.GoalEvaluator;
import org.gdlbench.propnet.eval.InterpretedPropagation;
import org.gdlbench.propnet.eval.LegalMoves;
import org.gdlbench.propnet.eval.Marking;
import org.gdlbench.propnet.eval.StartMarking;
import org.gdlbench.propnet.net.Propnet;
import org.gdlbench.propnet.net.PropnetStats;
import org.gdlbench.propnet.tuning.PropnetTuning;

/**
 * Plays a game on a {@link Propnet}: the net keeps one {@link Marking} (a state and a joint
 * move), and loading another state or move changes only the propositions that differ, kept
 * current by the {@link Evaluator} of the back end {@link BackEndChooser} chose. Legal moves are
 * read through their guards ({@link LegalMoves}), the next state and terminal are output bits
 * kept up to date on the way, and goals are evaluated when asked for ({@link GoalEvaluator}).
 *
 * <p>States are {@link FluentState}s, moves are indexes into each role's sorted moves, as in the
 * ground program. {@link #playout} never leaves the net and allocates nothing per step; where the
 * net's code is generated, its playout loop is too ({@link GeneratedPlayout}).
 */
public final class PropnetMachine extends GroundProgramMachine implements BatchingMachine {
    /** The size naming how many roles' moves the full pass is specialised for (0 to 2). */
    static final String SPECIALISED_ROLES = "specialisedRoles";
    /** The size naming how many steps the back end's trial playouts played, when it needed them. */
    static final String TRIAL_STEPS = "trialSteps";
    /** The size naming how many transition gates interpreted propagation takes out of their moves' fan-out. */
    static final String GATED_GATES = "gatedGates";
    /** The size naming how many of the gated gates travel straight from their one state input. */
    static final String DIRECT_GATES = "directGates";
    /** The size naming how many of the direct gates change an output bit straight, without the block of the gate between. */
    static final String DIRECT_TO_OUTPUTS = "directToOutputs";
    /** The size naming how many of those toggle their output bit without the counter of the gate between. */
    static final String TOGGLED_OUTPUTS = "toggledOutputs";

    private final Propnet net;
    private final int roles;
    private final Marking marking;
    private final Evaluator evaluator;
    /** The marking's arrays, read directly. */
    private final long[] marked;
    private final int[] moveOf;
    private final int[] chosen;
    private final LegalMoves legal;
    private final GoalEvaluator goalEvaluator;
    /** The playout loop generated for the net along with its evaluator, or null when that is interpreted. */
    private final GeneratedPlayout generated;
    /** The marking of the last playout's start, or null when the net is too large to save it. */
    private final StartMarking start;
    /** The back end and why, as chosen by {@link BackEndChooser}. */
    private final BackEndChoice choice;
    /** What preparing built, as data: back end, phases, sizes and the reasons for the choice. */
    private final Preparation preparation;
    /** Per role, its goal values in the order of {@link Propnet#goalSource}. */
    private final int[][] goalValues;

    /**
     * @param choice the back end to build, as {@link BackEndChooser} chose it
     * @param goals how the gates only goals need are evaluated
     * @param dump the folder to write the net's generated sources to, or null
     */
    PropnetMachine(GroundProgram program, Propnet net, BackEndChoice choice, PropnetTuning tuning,
            GoalEvaluation goals, java.nio.file.Path dump) {
        super(program);
        this.net = net;
        this.choice = choice;
        roles = program.roleCount();
        goalValues = new int[roles][];
        for (int r = 0; r < roles; r++) {
            goalValues[r] = program.goalValues(r);
        }
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
        CodeTarget target = new CodeTarget(program, dump);
        long begin = System.nanoTime();
        marking = new Marking(net, roles, new FluentState(program.fluentCount()).words().length,
                m -> switch (choice.backEnd()) {
                    case FULL_PASS -> {
                        FullEvaluation inFull = EvaluationCompiler.create(net, tuning, goalValues, m.counter,
                                m.outputs, trial.changedReadBases(), target);
                        int[] pivots = inFull.specialisedRoles();
                        record.size(SPECIALISED_ROLES, pivots.length);
                        if (pivots.length > 0) {
                            record.reason(versions(pivots));
                        }
                        yield inFull;
                    }
                    case COMPILED_PROPAGATION -> {
                        record.size("methods", NetCompiler.methodCount(net));
                        yield NetCompiler.create(net, m.counter, m.outputs, target);
                    }
                    case INTERPRETED_PROPAGATION -> {
                        InterpretedPropagation interpreted = new InterpretedPropagation(net, m.counter, m.outputs,
                                tuning.minGatedFanOut);
                        record.size(GATED_GATES, interpreted.gatedGates());
                        record.size(DIRECT_GATES, interpreted.directGates());
                        record.size(DIRECT_TO_OUTPUTS, interpreted.directToOutputs());
                        record.size(TOGGLED_OUTPUTS, interpreted.toggledOutputs());
                        if (interpreted.gatedGates() > 0) {
                            record.reason(interpreted.gatedGates() + " transition gates travel only when their move"
                                    + " is marked and their state part holds, " + interpreted.directGates()
                                    + " of them straight from their one state input");
                        }
                        yield interpreted;
                    }
                });
        preparation = record.phase("compile", System.nanoTime() - begin).build();
        evaluator = marking.evaluator;
        marked = marking.marked;
        moveOf = marking.moveOf;
        chosen = marking.chosen;
        legal = new LegalMoves(net, program, marking.outputs, evaluator.appliesGuards());
        generated = evaluator.generatedPlayout();
        start = net.components <= tuning.maxSavedComponents ? new StartMarking(marking) : null;
        goalEvaluator = new GoalEvaluator(net, marking.counter, marked, goalValues, goals, evaluator.goalPass(),
                tuning.goalTrialMarkings);
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

    /**
     * Random playouts of this machine's net, 64 at once ({@link BatchPlayouts}), separate from
     * this machine's own marking.
     *
     * @throws org.gdlbench.machine.UnsupportedGameException when the net cannot be played so
     */
    @Override
    public BatchPlayouts batch() {
        return new BatchPlayouts(net, roles(), goalValues, program.initialState().words());
    }

    /** The marking this machine plays on, for tests. */
    Marking marking() {
        return marking;
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
        marking.load(((FluentState) state).words());
        return marking.terminal();
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        marking.load(((FluentState) state).words());
        out.clear();
        legal.collect(role);
        legal.addCollected(out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        marking.load(((FluentState) state).words());
        for (int role = 0; role < roles; role++) {
            chosen[role] = jointMove[role];
        }
        marking.play();
        marking.copyNext(((FluentState) out).words());
    }

    @Override
    public int goal(MachineState state, int role) {
        marking.load(((FluentState) state).words());
        goalEvaluator.markingChanged();
        return goalEvaluator.goal(role);
    }

    @Override
    public int playout(MachineState state, RandomGenerator random, int[] goals) {
        long[] words = ((FluentState) state).words();
        if (start != null) {
            start.startAt(words);
        } else {
            marking.load(words);
        }
        if (generated != null) {
            return generatedPlayout(random, goals);
        }
        int depth = 0;
        while (!marking.terminal()) {
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            for (int role = 0; role < roles; role++) {
                if (legal.oneWord(role)) {
                    // The common case, shorter: one word of legal moves.
                    long bits = legal.inOneWord(role);
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
                int count = legal.collect(role);
                if (count == 0) {
                    throw GameRuleException.noLegalMove(roles().get(role), depth);
                }
                chosen[role] = legal.select(random.nextInt(count));
            }
            marking.play();
            marking.advance();
            depth++;
        }
        return goals(goals, depth);
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
        return goals(goals, depth);
    }

    /** Puts each role's goal in the marking reached in {@code goals}, and returns {@code depth}. */
    private int goals(int[] goals, int depth) {
        goalEvaluator.markingChanged();
        if (evaluator.writeGoals(goals)) {
            return depth;
        }
        for (int role = 0; role < roles; role++) {
            goals[role] = goalEvaluator.goal(role);
        }
        return depth;
    }
}
