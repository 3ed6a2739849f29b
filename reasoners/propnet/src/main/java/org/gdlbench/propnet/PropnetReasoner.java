package org.gdlbench.propnet;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.propnet.codegen.CodeTarget;
import org.gdlbench.propnet.eval.GoalEvaluation;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.propnet.net.Propnet;
import org.gdlbench.propnet.optimise.NetOptimiser;
import org.gdlbench.propnet.tuning.PropnetTuning;

/**
 * Grounds the game, builds its propnet, optimises it and plays it by differential propagation.
 * Besides the grounding budgets it takes {@code components=N} and {@code links=N}, the largest
 * net it builds, {@code compile=false} to interpret the propagation even when the net is
 * small enough to compile, {@code evaluation=changes} to follow changes even through a net small
 * enough to evaluate in full, and {@code goals=demand} or {@code goals=pass} to fix how the gates
 * only goals need are evaluated (by default the machine tries both and keeps the cheaper). Each
 * threshold of {@link PropnetTuning} is an option too, e.g. {@code maxCompiledLinks=12000}, and
 * {@code dump=DIR} writes the sources generated for the net to DIR ({@link CodeTarget}).
 */
public final class PropnetReasoner implements ReasonerFactory {
    public static final int DEFAULT_COMPONENTS = 4_000_000;
    public static final int DEFAULT_LINKS = 16_000_000;
    public static final ReasonerOption<Integer> COMPONENTS = ReasonerOption.positiveInt("components",
            "most components of the net before optimisation; a bigger net is refused", DEFAULT_COMPONENTS);
    public static final ReasonerOption<Integer> LINKS = ReasonerOption.positiveInt("links",
            "most links of the optimised net; a bigger net is refused", DEFAULT_LINKS);
    public static final ReasonerOption<Boolean> COMPILE = ReasonerOption.flag("compile",
            "whether the propagation is compiled to Java when the net is small enough (false: interpreted)", true);
    public static final ReasonerOption<GoalEvaluation> GOALS = ReasonerOption.choice("goals",
            "how the gates only goals need are evaluated: both ways tried and the cheaper kept, on demand, or in"
                    + " every pass", List.of(GoalEvaluation.ADAPTIVE, GoalEvaluation.ON_DEMAND, GoalEvaluation.FULL_PASS),
            PropnetReasoner::goalsName, GoalEvaluation.ADAPTIVE);
    public static final ReasonerOption<Evaluation> EVALUATION = ReasonerOption.choice("evaluation",
            "whether a net small enough may be evaluated in full by compiled code, or only its changes followed",
            List.of(Evaluation.AUTO, Evaluation.CHANGES), evaluation -> evaluation == Evaluation.AUTO ? "auto" : "changes",
            Evaluation.AUTO);
    public static final ReasonerOption<String> DUMP = ReasonerOption.text("dump",
            "writes the sources generated for the net to this folder", "a folder");

    @Override
    public String name() {
        return "propnet";
    }

    @Override
    public String description() {
        return "optimised propositional net, forward differential propagation over int arrays";
    }

    @Override
    public boolean batches() {
        return true;
    }

    @Override
    public List<ReasonerOption<?>> options() {
        List<ReasonerOption<?>> options = new ArrayList<>(GroundingOptions.OPTIONS);
        options.addAll(List.of(COMPONENTS, LINKS, COMPILE, GOALS, EVALUATION, DUMP));
        options.addAll(PropnetTuning.OPTIONS);
        return List.copyOf(options);
    }

    @Override
    public PreparationCost preparationCost() {
        return PreparationCost.GROUNDS_AND_COMPILES;
    }

    @Override
    public String chartColour() {
        return "#0072B2";
    }

    @Override
    public int chartOrder() {
        return 2;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        Budget budget = new Budget(GroundingOptions.from(options));
        String dump = options.given(DUMP) ? options.get(DUMP) : System.getProperty(CodeTarget.DUMP_PROPERTY);
        return build(Grounder.ground(game, budget), budget, options.get(COMPONENTS), options.get(LINKS),
                options.get(COMPILE), options.get(EVALUATION), options.get(GOALS), PropnetTuning.from(options),
                dump == null || dump.isBlank() ? null : Path.of(dump));
    }

    /** How the option {@code goals} names a way of evaluating goals. */
    private static String goalsName(GoalEvaluation goals) {
        return switch (goals) {
            case ADAPTIVE -> "adaptive";
            case ON_DEMAND -> "demand";
            case FULL_PASS -> "pass";
        };
    }

    /**
     * Builds the propnet machine of a ground program, within what is left of {@code budget}.
     *
     * @param compile whether to compile the propagation to Java when the net is small enough
     * @param evaluation whether a small net may be evaluated in full rather than follow changes
     * @param goals how the gates only goals need are evaluated
     * @param tuning the thresholds of the back end's choice and code
     * @param dump the folder to write generated sources to, or null
     * @throws UnsupportedGameException when the net is over a budget
     */
    public static PropnetMachine build(GroundProgram program, Budget budget, int maxComponents, int maxLinks,
            boolean compile, Evaluation evaluation, GoalEvaluation goals, PropnetTuning tuning, Path dump) {
        try {
            NetBuilder net = new NetBuilder(program);
            if (net.graph.size() > maxComponents) {
                throw budget.refuse("the propnet needs over " + maxComponents + " components before optimisation ("
                        + net.graph.size() + ")");
            }
            NetOptimiser optimiser = new NetOptimiser(net, budget);
            optimiser.optimise();
            Propnet propnet = new Propnet(net, optimiser.order(), program, budget, maxComponents, maxLinks);
            BackEndChoice choice = BackEndChooser.choose(program, propnet, tuning, compile, evaluation);
            return new PropnetMachine(program, propnet, choice, tuning, goals, dump);
        } catch (OutOfMemoryError e) {
            throw new UnsupportedGameException("building the propnet ran out of memory", e);
        }
    }

    /** How a propnet machine keeps its gates current as the marking changes. */
    public enum Evaluation {
        /** Every gate evaluated in full by compiled code when the net is small enough, else only changes followed. */
        AUTO,
        /** Only the changes followed, through the net ({@link org.gdlbench.propnet.eval.Propagation}). */
        CHANGES
    }
}
