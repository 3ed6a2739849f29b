package org.gdlbench.gdl.validate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * Rewrites rules into the small form every reasoner works on: bodies of atoms, negated atoms
 * and {@code distinct} only. Each rewrite keeps the meaning exactly:
 * <ul>
 *   <li>{@code (or a b)} becomes one rule per disjunct (and {@code (not (or a b))} becomes
 *       {@code (not a) (not b)});</li>
 *   <li>{@code (not (not a))} becomes {@code a};</li>
 *   <li>{@code (not (distinct s t))} means s = t, so the rule is specialised by their most
 *       general unifier (or dropped when they cannot unify).</li>
 * </ul>
 * Duplicate rules are dropped.
 */
public final class Normaliser {
    private final Set<String> warnings = new LinkedHashSet<>();

    public List<Rule> normalise(List<Rule> rules) {
        Set<Rule> out = new LinkedHashSet<>();
        for (Rule rule : rules) {
            if (isLeftOverFromOlderGdl(rule)) {
                continue;
            }
            for (List<Literal> body : bodies(rule.body())) {
                Rule expanded = rule.withBody(body);
                Rule equalised = applyEqualities(expanded);
                if (equalised != null) {
                    out.add(equalised);
                }
            }
        }
        return List.copyOf(out);
    }

    /**
     * Facts older sheets state that have one clear meaning and no effect, dropped with a warning:
     * {@code (distinct a b)} of two different constants (the built-in says the same), and a
     * {@code base} declaration of another arity than 1 ({@code (base control (val black red))}),
     * which only informs. A {@code (distinct a a)} fact contradicts the built-in and stays, for
     * the validator to refuse.
     */
    private boolean isLeftOverFromOlderGdl(Rule rule) {
        if (!rule.isFact()) {
            return false;
        }
        Term head = rule.head();
        if (head.functor() == Symbols.DISTINCT && head.arity() == 2 && head.isGround()
                && !head.arg(0).equals(head.arg(1))) {
            warnings.add(rule.position() + ": a distinct fact of different terms agrees with the built-in; dropped");
            return true;
        }
        if (head.functor() == Symbols.BASE && head.arity() != 1) {
            warnings.add(rule.position() + ": a base declaration with " + head.arity()
                    + " arguments (an older GDL's form) only informs; dropped");
            return true;
        }
        return false;
    }

    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** Every conjunction of plain literals that the body can stand for. */
    private List<List<Literal>> bodies(List<Literal> body) {
        List<List<Literal>> result = new ArrayList<>();
        result.add(new ArrayList<>());
        for (Literal literal : body) {
            List<List<Literal>> choices = alternatives(literal);
            List<List<Literal>> next = new ArrayList<>();
            for (List<Literal> prefix : result) {
                for (List<Literal> choice : choices) {
                    List<Literal> combined = new ArrayList<>(prefix);
                    combined.addAll(choice);
                    next.add(combined);
                }
            }
            result = next;
        }
        return result;
    }

    /** The conjunctions, any one of which {@code literal} is equivalent to. */
    private List<List<Literal>> alternatives(Literal literal) {
        if (literal instanceof Literal.Or or) {
            List<List<Literal>> result = new ArrayList<>();
            for (Literal disjunct : or.disjuncts()) {
                result.addAll(alternatives(disjunct));
            }
            return result;
        }
        if (literal instanceof Literal.Not not) {
            Literal inner = not.body();
            if (inner instanceof Literal.Not doubleNot) {
                warnings.add("(not (not ...)) read as the literal itself");
                return alternatives(doubleNot.body());
            }
            if (inner instanceof Literal.Or or) {
                List<Literal> conjunction = new ArrayList<>();
                for (Literal disjunct : or.disjuncts()) {
                    conjunction.add(new Literal.Not(disjunct));
                }
                return bodies(conjunction);
            }
        }
        return List.of(List.of(literal));
    }

    /** Applies every {@code (not (distinct s t))}; null when one of them can never hold. */
    private Rule applyEqualities(Rule rule) {
        Map<Variable, Term> binding = new HashMap<>();
        List<Literal> kept = new ArrayList<>();
        boolean found = false;
        for (Literal literal : rule.body()) {
            if (literal instanceof Literal.Not not && not.body() instanceof Literal.Distinct distinct) {
                found = true;
                if (!Terms.unify(distinct.left(), distinct.right(), binding)) {
                    warnings.add(rule.position() + ": rule dropped: (not (distinct ...)) can never hold");
                    return null;
                }
            } else {
                kept.add(literal);
            }
        }
        if (!found) {
            return rule;
        }
        warnings.add(rule.position() + ": (not (distinct s t)) read as s = t");
        return Terms.substitute(rule.withBody(kept), binding);
    }
}
