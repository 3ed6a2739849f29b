package org.gdlbench.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.parse.KifPrinter;

/**
 * A rule lowered to the steps that evaluate it, in order, ending with {@link Step.Emit}. Plans
 * print in a stable format (one step a line) so that people can read them and tests compare them:
 * <pre>
 * (&lt;= (row ?m ?x) (true (cell ?m 1 ?x)) (true (cell ?m 2 ?x)))   ; line 12, ordering best
 *   scan     (true (cell ?m 1 ?x))   via true/1[]
 *   check    (true (cell ?m 2 ?x))
 *   emit     (row ?m ?x)
 * </pre>
 * {@code ordering} is null for a plan whose joins the caller's score chose greedily (the
 * grounder's, {@link Planner#joins}); it prints as {@code greedy}.
 */
public record RulePlan(org.gdlbench.gdl.Rule rule, Ordering ordering, Set<Variable> boundAtEntry, List<Step> steps) {
    public RulePlan {
        boundAtEntry = Set.copyOf(boundAtEntry);
        steps = List.copyOf(steps);
    }

    /** The body literal indices in the order the plan evaluates them. */
    public List<Integer> bodyOrder() {
        List<Integer> order = new ArrayList<>();
        for (Step step : steps) {
            if (step.literal() >= 0) {
                order.add(step.literal());
            }
        }
        return order;
    }

    /** The rule with its body rearranged into the plan's order. */
    public org.gdlbench.gdl.Rule orderedRule() {
        List<Literal> body = new ArrayList<>();
        for (int index : bodyOrder()) {
            body.add(rule.body().get(index));
        }
        return rule.withBody(body);
    }

    /** The name of the strategy that ordered the plan: an {@link Ordering}'s, or {@code greedy}. */
    public String strategy() {
        return ordering == null ? "greedy" : ordering.optionName();
    }

    public String print(Symbols symbols) {
        KifPrinter kif = new KifPrinter(symbols);
        StringBuilder out = new StringBuilder(kif.rule(rule)).append("   ; ");
        if (rule.position().line() > 0) {
            out.append("line ").append(rule.position().line()).append(", ");
        }
        out.append("ordering ").append(strategy());
        if (!boundAtEntry.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (Variable variable : boundAtEntry) {
                names.add(kif.term(variable));
            }
            names.sort(null);
            out.append(", bound at entry ").append(String.join(" ", names));
        }
        out.append('\n');
        for (Step step : steps) {
            out.append("  ").append(line(step, kif, symbols)).append('\n');
        }
        return out.toString();
    }

    private static String line(Step step, KifPrinter kif, Symbols symbols) {
        if (step instanceof Step.Scan scan) {
            return pad("scan") + kif.literal(scan.atom()) + "   via " + scan.index().print(symbols);
        } else if (step instanceof Step.Check check) {
            return pad("check") + kif.literal(check.atom());
        } else if (step instanceof Step.Negation negation) {
            return pad("not") + kif.literal(negation.atom());
        } else if (step instanceof Step.Distinct distinct) {
            return pad("distinct") + kif.term(distinct.left()) + " " + kif.term(distinct.right());
        }
        return pad("emit") + kif.term(((Step.Emit) step).head());
    }

    private static String pad(String word) {
        return String.format("%-9s", word);
    }
}
