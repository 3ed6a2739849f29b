package org.gdlbench.propnet;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.grounding.GroundProgram;

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
    private final PropnetReasoner.GoalEvaluation goals;
    private StepTrial trial;

    private BackEndChooser(GroundProgram program, Propnet net, PropnetTuning tuning,
            PropnetReasoner.GoalEvaluation goals) {
        this.program = program;
        this.net = net;
        this.tuning = tuning;
        this.goals = goals;
    }

    /**
     * The back end for {@code net}.
     *
     * @param compile whether compiled back ends may be chosen
     * @param evaluation whether a net may be evaluated in full rather than follow changes
     */
    static BackEndChoice choose(GroundProgram program, Propnet net, PropnetTuning tuning, boolean compile,
            PropnetReasoner.Evaluation evaluation, PropnetReasoner.GoalEvaluation goals) {
        return new BackEndChooser(program, net, tuning, goals).choose(compile, evaluation);
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
            BackEndChoice interpreted = new BackEndChoice(BackEnd.INTERPRETED_PROPAGATION,
                    List.of("trial playouts"), null);
            trial = new PropnetMachine(program, net, interpreted, tuning, goals).trialSteps();
        }
        return trial;
    }
}
