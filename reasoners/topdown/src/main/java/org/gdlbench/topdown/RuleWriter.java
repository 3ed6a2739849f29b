package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.RulePlan;
import org.gdlbench.plan.Step;

/**
 * Writes the body of one rule method from its {@link RulePlan}: the head's bound arguments
 * matched against the parameters, then the plan's steps, in order, as nested loops (the
 * query-driven model of seed 003). A scan becomes a loop over the atoms it can match, read through
 * the index on the arguments the plan names as bound (for {@code true}, on the bound arguments of
 * the fluent inside); a check, a negation or a {@code distinct} becomes a test. Terms are pool ids: a pattern is matched by comparing
 * signatures and taking arguments apart, never by general unification, which safe GDL never
 * needs because every answer is ground.
 *
 * <p>A failed test goes on with the innermost loop, or returns when there is none. A loop whose
 * new variables nothing after it reads stops after its first row that lets the rest run; a call
 * of a derived relation whose free arguments nothing after it reads only asks whether an answer
 * exists, so the callee stops at its first proof (a check method answers no arguments either).
 */
final class RuleWriter {
    /** What a rule method needs from the generator: names of other methods, index numbers. */
    interface Resolver {
        TermPool pool();

        boolean isStatic(Predicate relation);

        /**
         * The method answering {@code relation} with the arguments at {@code bound} given, or only
         * whether it has an answer with them if {@code exists}; registers it.
         */
        String method(Predicate relation, Set<Integer> bound, boolean exists);

        int factIndex(Predicate relation, int[] positions);

        int trueIndex(int sig, int[] positions);
    }

    private final Resolver resolver;
    private final TermPool pool;
    private final JavaText out;
    private final Map<Variable, String> locals = new HashMap<>();
    private final List<String> loops = new ArrayList<>();
    private boolean check;
    private List<Step> steps;
    private List<Literal> body;
    /** The body literals in the order code was written for them, for {@link #written}. */
    private final List<Integer> written = new ArrayList<>();
    private List<Term> outputs;
    /** Whether the last statement written returns, so nothing may follow it in its block. */
    private boolean ended;
    private Predicate deltaRelation;
    private String deltaMethod;

    RuleWriter(Resolver resolver, JavaText out) {
        this.resolver = resolver;
        this.pool = resolver.pool();
        this.out = out;
    }

    /**
     * Makes the rule's free call of {@code relation} (its own, linearly recursive) read only the
     * answers its open call's last round added, through {@code method}.
     */
    void readingNewAnswers(Predicate relation, String method) {
        this.deltaRelation = relation;
        this.deltaMethod = method;
    }

    /**
     * Writes the statements of a rule method whose parameters {@code b0, b1, ...} are the head's
     * arguments at {@code bound} (ascending), the variables {@code plan} takes as bound at entry.
     * A check method returns true at the first proof; otherwise each proof gives the head's
     * other arguments to {@code ans}.
     */
    void write(RulePlan plan, List<Integer> bound, boolean check) {
        Term head = plan.rule().head();
        this.check = check;
        this.steps = plan.steps().subList(0, plan.steps().size() - 1);
        this.body = plan.orderedRule().body();
        this.outputs = new ArrayList<>();
        for (int i = 0; i < head.arity(); i++) {
            if (!check && !bound.contains(i)) {
                outputs.add(head.arg(i));
            }
        }
        if (check) {
            out.line("final int base = sp;");
        }
        for (int p = 0; p < bound.size(); p++) {
            match(head.arg(bound.get(p)), "b" + p);
        }
        ended = false;
        steps(0);
        if (check && !ended) {
            out.line("return false;");
        }
    }

    private String fail() {
        return loops.isEmpty() ? (check ? "return false;" : "return;") : "continue " + loops.get(loops.size() - 1) + ";";
    }

    /** The body literals' indices in the order the last {@link #write} wrote code for them. */
    List<Integer> written() {
        return List.copyOf(written);
    }

    private void steps(int index) {
        if (index == steps.size()) {
            if (check) {
                out.line("sp = base;").line("return true;");
                ended = true;
            } else {
                for (Term output : outputs) {
                    out.line("give(" + expr(output, false) + ");");
                }
            }
            return;
        }
        Step step = steps.get(index);
        written.add(step.literal());
        if (step instanceof Step.Distinct distinct) {
            out.line("if (" + expr(distinct.left(), false) + " == " + expr(distinct.right(), false) + ") " + fail());
            steps(index + 1);
        } else if (step instanceof Step.Negation not) {
            out.line("if (" + holds(not.atom().atom()) + ") " + fail());
            steps(index + 1);
        } else if (step instanceof Step.Check test) {
            out.line("if (!" + holds(test.atom().atom()) + ") " + fail());
            steps(index + 1);
        } else {
            Step.Scan scan = (Step.Scan) step;
            Term atom = scan.atom().atom();
            if (onlyExistenceMatters(atom, index)) {
                out.line("if (!" + call(atom, true) + ") " + fail());
                steps(index + 1);
            } else {
                scan(atom, scan.index().boundArguments(), index);
            }
        }
    }

    /** A Java boolean expression: whether the atom, all of whose variables are bound, holds. */
    private String holds(Term atom) {
        Predicate relation = Predicate.of(atom);
        if (relation.symbol() == Symbols.TRUE && relation.arity() == 1) {
            return "holds(" + expr(atom.arg(0), true) + ")";
        }
        if (relation.symbol() == Symbols.DOES && relation.arity() == 2) {
            return "did(" + expr(atom.arg(0), true) + ", " + expr(atom.arg(1), true) + ")";
        }
        if (resolver.isStatic(relation)) {
            return "fact(" + expr(atom, true) + ")";
        }
        Set<Integer> all = new HashSet<>();
        List<String> args = new ArrayList<>();
        for (int i = 0; i < atom.arity(); i++) {
            all.add(i);
            args.add(expr(atom.arg(i), false));
        }
        return resolver.method(relation, all, false) + "(" + String.join(", ", args) + ")";
    }

    /**
     * Whether the literal at {@code index}, an atom of a derived relation with free arguments,
     * matters only by having an answer: its free arguments are distinct variables that nothing
     * after it reads.
     */
    private boolean onlyExistenceMatters(Term atom, int index) {
        Predicate relation = Predicate.of(atom);
        if (relation.symbol() == Symbols.TRUE || relation.symbol() == Symbols.DOES || resolver.isStatic(relation)) {
            return false;
        }
        Set<Variable> free = new HashSet<>();
        for (int i = 0; i < atom.arity(); i++) {
            Term arg = atom.arg(i);
            if (!isGround(arg) && !(arg instanceof Variable variable && free.add(variable))) {
                return false;
            }
        }
        return !neededLater(index, locals.keySet());
    }

    /**
     * A call of the derived atom's method with the arguments bound here: one that pushes the
     * answers, or (if {@code exists}) a Java boolean expression, whether it has an answer.
     */
    private String call(Term atom, boolean exists) {
        Predicate relation = Predicate.of(atom);
        Set<Integer> bound = new HashSet<>();
        List<String> args = new ArrayList<>();
        for (int i = 0; i < atom.arity(); i++) {
            if (isGround(atom.arg(i))) {
                bound.add(i);
                args.add(expr(atom.arg(i), false));
            }
        }
        String method = !exists && relation.equals(deltaRelation) && bound.isEmpty()
                ? deltaMethod : resolver.method(relation, bound, exists);
        return method + "(" + String.join(", ", args) + ")";
    }

    /**
     * A loop over the instances of an atom with some variables free, the rest of the body
     * inside; {@code keys} are the atom's arguments bound here, the plan's index.
     */
    private void scan(Term atom, int[] keys, int index) {
        Set<Variable> before = new HashSet<>(locals.keySet());
        Predicate relation = Predicate.of(atom);
        String label = out.fresh("L");
        String cleanup = null;
        if (relation.symbol() == Symbols.TRUE && relation.arity() == 1 && atom.arg(0) instanceof Variable) {
            String i = out.fresh("i");
            out.open(label + ": for (int " + i + " = 0; " + i + " < fluentCount; " + i + "++)");
            loops.add(label);
            match(atom.arg(0), "fluents[" + i + "]");
        } else if (relation.symbol() == Symbols.TRUE && relation.arity() == 1) {
            Term fluent = atom.arg(0);
            int sig = pool.signature(fluent.functor(), fluent.arity());
            int[] fluentKeys = boundPositions(fluent);
            if (fluentKeys.length == 0) {
                String rows = out.fresh("a");
                String n = out.fresh("n");
                String p = out.fresh("p");
                out.line("final int[] " + rows + " = sigRows(" + sig + ");");
                out.line("final int " + n + " = sigSize(" + sig + ");");
                out.open(label + ": for (int " + p + " = 0; " + p + " < " + n + "; " + p + "++)");
                loops.add(label);
                rowMatch(fluent, rows + "[" + p + "]", fluentKeys, null);
            } else {
                indexLoop(fluent, fluentKeys, "trueIndex(" + resolver.trueIndex(sig, fluentKeys) + ")", label);
            }
        } else if (relation.symbol() == Symbols.DOES && relation.arity() == 2) {
            String q = out.fresh("q");
            out.open(label + ": for (int " + q + " = 0; " + q + " < joint.length; " + q + "++)");
            loops.add(label);
            match(atom.arg(0), "roleTerms[" + q + "]");
            match(atom.arg(1), "joint[" + q + "]");
        } else if (resolver.isStatic(relation)) {
            indexLoop(atom, keys, "facts[" + resolver.factIndex(relation, keys) + "]", label);
        } else {
            List<Integer> free = new ArrayList<>();
            for (int i = 0; i < atom.arity(); i++) {
                if (!isGround(atom.arg(i))) {
                    free.add(i);
                }
            }
            String call = call(atom, false);
            String start = out.fresh("s");
            String end = out.fresh("e");
            String i = out.fresh("i");
            out.line("final int " + start + " = sp;");
            out.line(call + ";");
            out.line("final int " + end + " = sp;");
            out.open(label + ": for (int " + i + " = " + start + "; " + i + " < " + end + "; " + i + " += " + free.size() + ")");
            loops.add(label);
            for (int f = 0; f < free.size(); f++) {
                match(atom.arg(free.get(f)), "res[" + i + (f == 0 ? "" : " + " + f) + "]");
            }
            cleanup = "sp = " + start + ";";
        }
        steps(index + 1);
        if (!ended && !neededLater(index, before)) {
            out.line("break " + label + ";");
        }
        loops.remove(loops.size() - 1);
        out.close();
        ended = false;
        if (cleanup != null) {
            out.line(cleanup);
        }
        locals.keySet().retainAll(before);
    }

    /** A loop over the bucket of {@code index} that the bound arguments at {@code keys} hash to. */
    private void indexLoop(Term atom, int[] keys, String index, String label) {
        String x = out.fresh("x");
        String h = out.fresh("h");
        String b = out.fresh("bk");
        String p = out.fresh("p");
        String e = out.fresh("e");
        out.line("final TupleIndex " + x + " = " + index + ";");
        String[] keyValues = new String[keys.length];
        StringBuilder hash = new StringBuilder("0");
        for (int k = 0; k < keys.length; k++) {
            keyValues[k] = out.fresh("k");
            out.line("final int " + keyValues[k] + " = " + expr(atom.arg(keys[k]), true) + ";");
            hash.insert(0, "TupleIndex.mix(").append(", ").append(keyValues[k]).append(")");
        }
        out.line("final int " + h + " = " + hash + ";");
        out.line("final int " + b + " = " + x + ".bucket(" + h + ");");
        out.open(label + ": for (int " + p + " = " + x + ".from(" + b + "), " + e + " = " + x + ".to(" + b + "); "
                + p + " < " + e + "; " + p + "++)");
        loops.add(label);
        rowMatch(atom, x + ".row(" + p + ")", keys, keyValues);
    }

    /** Matches a stored atom (a row) against the pattern: key arguments compared, the others matched. */
    private void rowMatch(Term pattern, String rowValue, int[] keys, String[] keyValues) {
        String row = out.fresh("r");
        out.line("final int " + row + " = " + rowValue + ";");
        Set<Integer> keyed = new HashSet<>();
        for (int k = 0; k < keys.length; k++) {
            keyed.add(keys[k]);
            out.line("if (pool.arg(" + row + ", " + keys[k] + ") != " + keyValues[k] + ") " + fail());
        }
        for (int i = 0; i < pattern.arity(); i++) {
            if (!keyed.contains(i)) {
                match(pattern.arg(i), "pool.arg(" + row + ", " + i + ")");
            }
        }
    }

    /** Whether a variable the literal at {@code index} binds (not in {@code before}) is read after it. */
    private boolean neededLater(int index, Set<Variable> before) {
        Set<Variable> fresh = new HashSet<>();
        Terms.collectVariables(body.get(index), fresh);
        fresh.removeAll(before);
        Set<Variable> later = new HashSet<>();
        for (int i = index + 1; i < body.size(); i++) {
            Terms.collectVariables(body.get(i), later);
        }
        for (Term output : outputs) {
            Terms.collectVariables(output, later);
        }
        fresh.retainAll(later);
        return !fresh.isEmpty();
    }

    /** Statements matching the ground term {@code value} (a Java int expression) against {@code pattern}. */
    private void match(Term pattern, String value) {
        if (pattern instanceof Variable variable) {
            String local = locals.get(variable);
            if (local == null) {
                local = out.fresh("v");
                out.line("final int " + local + " = " + value + ";");
                locals.put(variable, local);
            } else {
                out.line("if (" + value + " != " + local + ") " + fail());
            }
        } else if (pattern.isGround()) {
            out.line("if (" + value + " != " + pool.intern(pattern) + ") " + fail());
        } else {
            String t = out.fresh("t");
            out.line("final int " + t + " = " + value + ";");
            out.line("if (pool.sig(" + t + ") != " + pool.signature(pattern.functor(), pattern.arity()) + ") " + fail());
            for (int i = 0; i < pattern.arity(); i++) {
                match(pattern.arg(i), "pool.arg(" + t + ", " + i + ")");
            }
        }
    }

    /**
     * A Java int expression for a term whose variables are bound: the id of a ground term, a
     * local, or the term made ({@code find}: looked up, -1 when absent) from its parts.
     */
    private String expr(Term term, boolean find) {
        if (term instanceof Variable variable) {
            String local = locals.get(variable);
            if (local == null) {
                throw new IllegalStateException("unbound variable ?" + variable.name() + " in a plan");
            }
            return local;
        }
        if (term.isGround()) {
            return Integer.toString(pool.intern(term));
        }
        int sig = pool.signature(term.functor(), term.arity());
        List<String> args = new ArrayList<>();
        for (int i = 0; i < term.arity(); i++) {
            String arg = expr(term.arg(i), find);
            if (!(term.arg(i) instanceof Variable) && !term.arg(i).isGround()) {
                String t = out.fresh("t");
                out.line("final int " + t + " = " + arg + ";");
                arg = t;
            }
            args.add(arg);
        }
        String call = find ? "pool.find(" : "pool.make(";
        if (args.size() <= 3) {
            return call + sig + ", " + String.join(", ", args) + ")";
        }
        for (int i = 0; i < args.size(); i++) {
            out.line("tb[" + i + "] = " + args.get(i) + ";");
        }
        return call + sig + ", tb, " + args.size() + ")";
    }

    private boolean isGround(Term term) {
        Set<Variable> variables = new HashSet<>();
        Terms.collectVariables(term, variables);
        return locals.keySet().containsAll(variables);
    }

    private int[] boundPositions(Term atom) {
        List<Integer> keys = new ArrayList<>();
        for (int i = 0; i < atom.arity(); i++) {
            if (isGround(atom.arg(i))) {
                keys.add(i);
            }
        }
        return keys.stream().mapToInt(Integer::intValue).toArray();
    }
}
