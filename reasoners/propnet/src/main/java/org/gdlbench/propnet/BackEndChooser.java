package org.gdlbench.propnet;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.propnet.codegen.EvaluationCompiler;
import org.gdlbench.propnet.codegen.NetCompiler;
import org.gdlbench.propnet.eval.InterpretedPropagation;
import org.gdlbench.propnet.eval.LegalMoves;
import org.gdlbench.propnet.eval.Marking;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;
import org.gdlbench.propnet.tuning.PropnetTuning;

/**
 * Chooses how a net's gates are kept current, in one place, and says why as a value
 * ({@link BackEndChoice}):
 * <ol>
 *   <li>a full pass ({@link BackEnd#FULL_PASS}) when compiling is on, the net has no recursion,
 *       a move decides only the next state, and the pass reads few links a step, or few against
 *       the links a step's changes travel in trial playouts ({@link EvaluationCompiler#whyNot});</li>
 *   <li>else compiled propagation when the net is small enough to compile
 *       ({@link NetCompiler#whyNotCompiled});</li>
 *   <li>else interpreted propagation.</li>
 * </ol>
 * The thresholds are {@link PropnetTuning}'s. The trial playouts follow changes through the
 * interpreted net, and are played only when a choice needs them.
 */
final class BackEndChooser {
    private final GroundProgram program;
    private final Propnet net;
    private final PropnetTuning tuning;
    private StepTrial trial;

    private BackEndChooser(GroundProgram program, Propnet net, PropnetTuning tuning) {
        this.program = program;
        this.net = net;
        this.tuning = tuning;
    }

    /**
     * The back end for {@code net}.
     *
     * @param compile whether compiled back ends may be chosen
     * @param evaluation whether a net may be evaluated in full rather than follow changes
     */
    static BackEndChoice choose(GroundProgram program, Propnet net, PropnetTuning tuning, boolean compile,
            PropnetReasoner.Evaluation evaluation) {
        return new BackEndChooser(program, net, tuning).choose(compile, evaluation);
    }

    private BackEndChoice choose(boolean compile, PropnetReasoner.Evaluation evaluation) {
        String whyNotFull = !compile ? "compiling turned off"
                : evaluation == PropnetReasoner.Evaluation.CHANGES ? "changes asked for"
                : EvaluationCompiler.whyNot(net, tuning, () -> trial().changedLinks());
        List<String> reasons = new ArrayList<>();
        BackEnd backEnd;
        if (whyNotFull == null) {
            backEnd = BackEnd.FULL_PASS;
            // The full pass's code reads bases by how many a step changes, so it needs the trial in any case.
            trial();
            reasons.add("every gate evaluated by compiled straight-line code");
        } else {
            String whyNotCompiled = compile ? NetCompiler.whyNotCompiled(net, tuning) : "compiling turned off";
            if (whyNotCompiled == null) {
                backEnd = BackEnd.COMPILED_PROPAGATION;
                reasons.add("not evaluated in full: " + whyNotFull);
            } else {
                backEnd = BackEnd.INTERPRETED_PROPAGATION;
                reasons.add("not compiled: " + whyNotCompiled);
            }
        }
        return new BackEndChoice(backEnd, reasons, trial);
    }

    /** The trial playouts' statistics, played on first asking. */
    private StepTrial trial() {
        if (trial == null) {
            trial = trialSteps();
        }
        return trial;
    }

    /**
     * Plays seeded random playouts from the initial state, following changes through the
     * interpreted net, and counts what a step changes on average.
     */
    private StepTrial trialSteps() {
        Marking marking = new Marking(net, program.roleCount(), program.initialState().words().length,
                m -> new InterpretedPropagation(net, m.counter, m.outputs));
        LegalMoves legal = new LegalMoves(net, program, marking.outputs, false);
        SplittableRandom random = new SplittableRandom(tuning.trialSeed);
        long[] initial = program.initialState().words();
        boolean[] holds = new boolean[net.components];
        long links = 0;
        long readBases = 0;
        int steps = 0;
        trial:
        for (int playout = 0; playout < tuning.trialPlayouts && steps < tuning.trialSteps; playout++) {
            marking.load(initial);
            changedLinks(marking, holds);
            while (!marking.terminal() && steps < tuning.trialSteps) {
                for (int role = 0; role < marking.roles; role++) {
                    int count = legal.collect(role);
                    if (count == 0) {
                        // A rule sheet's fault, which the playouts the machine serves report.
                        break trial;
                    }
                    marking.chosen[role] = legal.select(random.nextInt(count));
                }
                marking.play();
                links += changedLinks(marking, holds);
                readBases += changedReadBases(marking);
                marking.advance();
                links += changedLinks(marking, holds);
                steps++;
            }
        }
        return steps == 0 ? new StepTrial(0, 0, 0)
                : new StepTrial(steps, (double) links / steps, (double) readBases / steps);
    }

    /** How many bases that gates read differ between the state marked and the next state worked out. */
    private int changedReadBases(Marking marking) {
        int changed = 0;
        for (int w = 0; w < marking.stateWords; w++) {
            for (long bits = marking.marked[w] ^ marking.outputs[marking.nextWord + w]; bits != 0; bits &= bits - 1) {
                int base = Bits.index(w, Long.numberOfTrailingZeros(bits));
                changed += net.offsets[base + 1] > net.offsets[base] ? 1 : 0;
            }
        }
        return changed;
    }

    /** The links out of the components whose truth differs from {@code holds}, which is brought up to date. */
    private long changedLinks(Marking marking, boolean[] holds) {
        long links = 0;
        for (int c = 0; c < net.components; c++) {
            boolean now = marking.counter[c] > 0;
            if (now != holds[c]) {
                holds[c] = now;
                links += net.offsets[c + 1] - net.offsets[c] + net.sinkOffsets[c + 1] - net.sinkOffsets[c];
            }
        }
        return links;
    }
}
