package org.gdlbench.gdl.validate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.SourcePosition;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.util.Plural;

/**
 * The checks of the GDL specification, on normalised rules. The first violation is thrown as a
 * {@link GdlException} naming the rule and where it was written; quirks that keep one clear
 * meaning are returned as warnings.
 */
public final class Validator {
    private static final Map<Integer, Integer> RESERVED_ARITY = Map.ofEntries(
            Map.entry(Symbols.ROLE, 1), Map.entry(Symbols.INIT, 1), Map.entry(Symbols.TRUE, 1),
            Map.entry(Symbols.NEXT, 1), Map.entry(Symbols.LEGAL, 2), Map.entry(Symbols.DOES, 2),
            Map.entry(Symbols.GOAL, 2), Map.entry(Symbols.TERMINAL, 0), Map.entry(Symbols.BASE, 1),
            Map.entry(Symbols.INPUT, 2), Map.entry(Symbols.SEES, 2));

    private static final Set<Integer> NEVER_DEFINED = Set.of(
            Symbols.TRUE, Symbols.DOES, Symbols.NOT, Symbols.DISTINCT, Symbols.OR, Symbols.RULE);

    private final String source;
    private final Symbols symbols;
    private final KifPrinter printer;
    private final List<String> warnings = new ArrayList<>();
    private final boolean strict;

    /** @param source the file (or other source name) the rules come from, named in whole-game problems */
    public Validator(String source, Symbols symbols) {
        this(source, symbols, false);
    }

    /**
     * @param strict whether what the specification forbids but gdlbench reads with one clear
     *     meaning (a name used with several arities) is an error, as in ggp-base's validator
     */
    public Validator(String source, Symbols symbols, boolean strict) {
        this.source = source;
        this.symbols = symbols;
        this.printer = new KifPrinter(symbols);
        this.strict = strict;
    }

    /** Checks {@code rules} as a game to be played, returning the warnings; throws on the first violation. */
    public List<String> validate(List<Rule> rules, GameAnalysis analysis) {
        return validate(rules, analysis, true);
    }

    /** As {@link #validate(List, GameAnalysis)}; with {@code playable} false, legal, terminal and goal rules may be missing. */
    public List<String> validate(List<Rule> rules, GameAnalysis analysis, boolean playable) {
        checkHeadsAndArities(rules);
        for (Rule rule : rules) {
            checkSafety(rule);
        }
        checkRoles(rules);
        checkIndependence(analysis);
        checkStratified(analysis);
        for (Rule rule : rules) {
            checkRecursionRestriction(rule, analysis);
            checkGoalValue(rule);
        }
        if (playable) {
            checkPlayable(analysis);
        }
        return List.copyOf(warnings);
    }

    private void checkHeadsAndArities(List<Rule> rules) {
        ArityUses relations = new ArityUses("relation", "each arity is treated as its own relation");
        ArityUses functions = new ArityUses("function", "each arity makes terms of their own");
        for (Rule rule : rules) {
            if (NEVER_DEFINED.contains(rule.head().functor())) {
                throw error(rule, "reserved word", "'" + symbols.name(rule.head().functor())
                        + "' cannot be the head of a rule");
            }
            checkArity(rule, rule.head(), relations, functions);
            for (Literal literal : rule.body()) {
                if (literal instanceof Literal.Atom atom) {
                    checkArity(rule, atom.atom(), relations, functions);
                } else if (literal instanceof Literal.Not not && not.body() instanceof Literal.Atom atom) {
                    checkArity(rule, atom.atom(), relations, functions);
                }
            }
        }
        relations.report();
        functions.report();
    }

    private void checkArity(Rule rule, Term atom, ArityUses relations, ArityUses functions) {
        Integer expected = RESERVED_ARITY.get(atom.functor());
        if (expected != null && expected != atom.arity()) {
            throw error(rule, "arity", "'" + symbols.name(atom.functor()) + "' takes "
                    + Plural.count(expected, "argument") + ", not " + atom.arity());
        }
        if (Symbols.isReserved(atom.functor()) && expected == null) {
            throw error(rule, "reserved word", "'" + symbols.name(atom.functor()) + "' used as a relation");
        }
        relations.use(atom, rule);
        if (atom instanceof Compound compound) {
            for (Term arg : compound.args()) {
                useFunctions(arg, rule, functions);
            }
        }
    }

    /** Compound terms nested in an atom's arguments: a constant beside a function of one name is common and clear. */
    private static void useFunctions(Term term, Rule rule, ArityUses functions) {
        if (term instanceof Compound compound) {
            functions.use(compound, rule);
            for (Term arg : compound.args()) {
                useFunctions(arg, rule, functions);
            }
        }
    }

    /**
     * The arities each name of one kind (relation or function) is used with. A name with several
     * has one clear meaning to gdlbench (the arities stay apart), but the GDL specification and
     * ggp-base's validator forbid it: a warning, or in strict mode an error, at its first use with
     * a second arity.
     */
    private final class ArityUses {
        private final String kind;
        private final String meaning;
        private final Map<Integer, Set<Integer>> arities = new LinkedHashMap<>();
        private final Map<Integer, Rule> firstConflict = new HashMap<>();

        ArityUses(String kind, String meaning) {
            this.kind = kind;
            this.meaning = meaning;
        }

        void use(Term term, Rule rule) {
            Set<Integer> seen = arities.computeIfAbsent(term.functor(), key -> new TreeSet<>());
            if (seen.add(term.arity()) && seen.size() == 2) {
                firstConflict.put(term.functor(), rule);
            }
        }

        void report() {
            for (Map.Entry<Integer, Set<Integer>> entry : arities.entrySet()) {
                Rule where = firstConflict.get(entry.getKey());
                if (where == null) {
                    continue;
                }
                String message = kind + " '" + symbols.name(entry.getKey()) + "' is used with arities "
                        + entry.getValue();
                if (strict) {
                    throw error(where, "arity", message + " (not allowed with --strict)");
                }
                warnings.add(where.position() + ": " + message + "; " + meaning);
            }
        }
    }
    /** Every variable of the head, a negation or a distinct must occur in a positive atom. */
    private void checkSafety(Rule rule) {
        Set<Variable> bound = new HashSet<>();
        for (Literal literal : rule.body()) {
            if (literal instanceof Literal.Atom) {
                Terms.collectVariables(literal, bound);
            }
        }
        Set<Variable> needed = new LinkedHashSet<>();
        Terms.collectVariables(rule.head(), needed);
        for (Literal literal : rule.body()) {
            if (!(literal instanceof Literal.Atom)) {
                Terms.collectVariables(literal, needed);
            }
        }
        needed.removeAll(bound);
        if (!needed.isEmpty()) {
            Variable first = needed.iterator().next();
            throw error(rule, "unsafe rule", "variable ?" + first.name()
                    + " does not occur in a positive body literal");
        }
    }

    private void checkRoles(List<Rule> rules) {
        boolean anyRole = false;
        for (Rule rule : rules) {
            if (rule.head().functor() == Symbols.ROLE) {
                anyRole = true;
                if (!rule.isFact() || !rule.head().isGround()) {
                    throw error(rule, "roles", "roles must be given as ground facts");
                }
            }
        }
        if (!anyRole) {
            throw new GdlException(wholeSheet(), "roles", "the game defines no role");
        }
    }

    /** A game is played through legal, terminal and goal: a sheet without one of them (cut short?) cannot be. */
    private void checkPlayable(GameAnalysis analysis) {
        List<String> missing = new ArrayList<>();
        if (analysis.rulesFor(new Predicate(Symbols.LEGAL, 2)).isEmpty()) {
            missing.add("legal");
        }
        if (analysis.rulesFor(new Predicate(Symbols.TERMINAL, 0)).isEmpty()) {
            missing.add("terminal");
        }
        if (analysis.rulesFor(new Predicate(Symbols.GOAL, 2)).isEmpty()) {
            missing.add("goal");
        }
        if (!missing.isEmpty()) {
            throw new GdlException(wholeSheet(), "not playable", "the game defines no " + String.join(", no ", missing)
                    + " rule (a sheet cut short?)");
        }
    }

    private SourcePosition wholeSheet() {
        return new SourcePosition(source, 0, 0);
    }

    private void checkIndependence(GameAnalysis analysis) {
        Set<Predicate> onState = analysis.dependents(Set.of(GameAnalysis.TRUE, GameAnalysis.DOES));
        Set<Predicate> onMoves = analysis.dependents(Set.of(GameAnalysis.DOES));
        for (Rule rule : analysis.rules()) {
            int head = rule.head().functor();
            Predicate predicate = rule.predicate();
            if ((head == Symbols.ROLE || head == Symbols.INIT) && onState.contains(predicate)) {
                throw error(rule, "dependency", "'" + symbols.name(head) + "' must not depend on true or does");
            }
            if (head == Symbols.INIT) {
                for (Predicate used : analysis.dependencies(predicate)) {
                    int name = used.symbol();
                    if (name == Symbols.LEGAL || name == Symbols.NEXT || name == Symbols.GOAL
                            || name == Symbols.TERMINAL) {
                        throw error(rule, "dependency", "'init' must not depend on '" + symbols.name(name) + "'");
                    }
                }
            }
            if ((head == Symbols.LEGAL || head == Symbols.GOAL || head == Symbols.TERMINAL)
                    && onMoves.contains(predicate)) {
                throw error(rule, "dependency", "'" + symbols.name(head) + "' must not depend on does");
            }
        }
    }

    /**
     * No relation may depend on its own negation. Real sheets sometimes write
     * {@code (<= (goal r 100) (not (goal r 0)))}: negation inside the relation, but of other
     * atoms. When the relation-level check fails, rules are checked one by one (a rule depends on
     * the rules whose heads unify with its body literals); if no rule depends on its own
     * negation the meaning is still clear, and the game is accepted with a warning.
     */
    private void checkStratified(GameAnalysis analysis) {
        var graph = analysis.graph();
        for (GameAnalysis.Dependency edge : graph.edgeSet()) {
            Predicate from = graph.getEdgeSource(edge);
            Predicate to = graph.getEdgeTarget(edge);
            if (edge.isNegative() && analysis.componentOf(from) == analysis.componentOf(to)) {
                RuleDependencies.NegativeCycle cycle = RuleDependencies.negativeCycle(analysis.rules());
                if (cycle != null) {
                    throw error(cycle.rule(), "unstratified negation", "'" + Predicate.of(cycle.negated()).describe(symbols)
                            + "' is negated inside its own recursion");
                }
                warnings.add("'" + from.describe(symbols) + "' is negated inside its own recursion, but only on"
                        + " other arguments: stratified rule by rule");
                return;
            }
        }
    }

    /**
     * In a recursive rule each argument of a recursive body atom is ground, one of the head's
     * arguments, or a variable of a positive body atom outside the recursion: this keeps the
     * answers finite (a head argument {@code (f ?x)} does not make {@code ?x} allowed).
     */
    private void checkRecursionRestriction(Rule rule, GameAnalysis analysis) {
        int component = analysis.componentOf(rule.predicate());
        if (!analysis.isRecursive(rule.predicate())) {
            return;
        }
        Set<Term> allowed = new HashSet<>();
        for (int i = 0; i < rule.head().arity(); i++) {
            allowed.add(rule.head().arg(i));
        }
        for (Literal literal : rule.body()) {
            if (literal instanceof Literal.Atom atom && analysis.componentOf(atom.predicate()) != component) {
                Terms.collectVariables(atom.atom(), allowed);
            }
        }
        for (Literal literal : rule.body()) {
            if (literal instanceof Literal.Atom atom && analysis.componentOf(atom.predicate()) == component) {
                for (int i = 0; i < atom.atom().arity(); i++) {
                    Term arg = atom.atom().arg(i);
                    if (arg.isGround() || allowed.contains(arg)) {
                        continue;
                    }
                    throw error(rule, "recursion restriction", "argument " + printer.term(arg) + " of "
                            + printer.term(atom.atom()) + " is neither ground, a head argument,"
                            + " nor a variable bound outside the recursion");
                }
            }
        }
    }

    private void checkGoalValue(Rule rule) {
        if (rule.head().functor() != Symbols.GOAL) {
            return;
        }
        Term value = rule.head().arg(1);
        if (value.isGround() && GoalValues.parse(value, symbols) == GoalValues.UNDEFINED) {
            throw error(rule, "goal value", "goal value " + printer.term(value) + " is not an integer from 0 to 100");
        }
    }

    private GdlException error(Rule rule, String kind, String message) {
        return new GdlException(rule.position(), kind, message + " in " + printer.rule(rule));
    }
}
