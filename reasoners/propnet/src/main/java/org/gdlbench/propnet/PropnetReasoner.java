package org.gdlbench.propnet;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.machine.ReasonerFactory;
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
    public static final String COMPONENTS = "components";
    public static final String LINKS = "links";
    public static final String COMPILE = "compile";
    public static final String GOALS = "goals";
    public static final String EVALUATION = "evaluation";
    public static final String DUMP = "dump";
    public static final int DEFAULT_COMPONENTS = 4_000_000;
    public static final int DEFAULT_LINKS = 16_000_000;

    @Override
    public String name() {
        return "propnet";
    }

    @Override
    public String description() {
        return "optimised propositional net, forward differential propagation over int arrays";
    }

    @Override
    public Map<String, Set<String>> options() {
        Map<String, Set<String>> options = new HashMap<>(GroundingOptions.OPTIONS);
        options.put(COMPONENTS, Set.of());
        options.put(LINKS, Set.of());
        options.put(COMPILE, Set.of("true", "false"));
        options.put(GOALS, Set.of("adaptive", "demand", "pass"));
        options.put(EVALUATION, Set.of("auto", "changes"));
        options.put(DUMP, Set.of());
        for (String threshold : PropnetTuning.names()) {
            options.put(threshold, Set.of());
        }
        return Map.copyOf(options);
    }

    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        GroundingOptions grounding = GroundingOptions.from(options);
        int maxComponents = (int) GroundingOptions.positive(options, COMPONENTS, DEFAULT_COMPONENTS);
        int maxLinks = (int) GroundingOptions.positive(options, LINKS, DEFAULT_LINKS);
        Budget budget = new Budget(grounding);
        boolean compile = !"false".equals(options.get(COMPILE));
        GoalEvaluation goals = switch (options.getOrDefault(GOALS, "adaptive")) {
            case "demand" -> GoalEvaluation.ON_DEMAND;
            case "pass" -> GoalEvaluation.FULL_PASS;
            default -> GoalEvaluation.ADAPTIVE;
        };
        Evaluation evaluation = "changes".equals(options.get(EVALUATION)) ? Evaluation.CHANGES : Evaluation.AUTO;
        PropnetTuning tuning = PropnetTuning.from(options);
        String dump = options.getOrDefault(DUMP, System.getProperty(CodeTarget.DUMP_PROPERTY));
        return build(Grounder.ground(game, budget), budget, maxComponents, maxLinks, compile, evaluation, goals,
                tuning, dump == null || dump.isBlank() ? null : Path.of(dump));
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
