package org.gdlbench.topdown;

import static org.gdlbench.topdown.JavaNames.arguments;
import static org.gdlbench.topdown.JavaNames.join;
import static org.gdlbench.topdown.JavaNames.parameters;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.plan.RulePlan;

/**
 * Writes the methods of one relation in one call mode: the relation's method, which gives its
 * ground facts and calls one method per rule (each written by {@link RuleWriter} from the rule's
 * plan in that mode), or answers from a call table when the relation is tabled; calls are grouped in
 * methods of their own when there are many, so no method nears the JVM's 64 KB limit.
 */
final class RelationWriter {
    /** Calls per method that only calls rule methods, far below the JVM's 64 KB method limit. */
    private static final int CALLS_PER_METHOD = 400;

    private final GameAnalysis analysis;
    private final RuleOrder order;
    private final TermPool pool;
    private final TableCatalog catalog;
    private final RuleWriter.Resolver resolver;
    private final Set<CallMode> memo;
    private final Set<Predicate> whole;
    private final Set<Predicate> movesDependent;
    private final JavaText out;
    private final List<WrittenRule> written = new ArrayList<>();
    private int ruleMethods;

    /** A rule method as written: the plan it was given, and its literals in the order code was written for them. */
    record WrittenRule(RulePlan plan, List<Integer> literals) {
    }

    RelationWriter(GameAnalysis analysis, RuleOrder order, TableCatalog catalog, RuleWriter.Resolver resolver,
                   Set<CallMode> memo, Set<Predicate> whole, JavaText out) {
        this.analysis = analysis;
        this.order = order;
        this.pool = resolver.pool();
        this.catalog = catalog;
        this.resolver = resolver;
        this.memo = memo;
        this.whole = whole;
        this.movesDependent = analysis.dependents(Set.of(GameAnalysis.DOES));
        this.out = out;
    }

    int ruleMethods() {
        return ruleMethods;
    }

    /** Every rule method written so far, in the order written. */
    List<WrittenRule> written() {
        return List.copyOf(written);
    }

    /**
     * The method {@code name} of one relation in one mode: its ground facts, then each rule's
     * method; tabled when recursive or kept; read from the free call's table when the relation
     * is read whole.
     */
    void write(String name, CallMode mode, String relationName) {
        Predicate relation = mode.relation();
        List<Integer> bound = mode.boundList();
        boolean free = bound.isEmpty() && !mode.check();
        if (whole.contains(relation) && !free) {
            out.line("// " + relationName + "/" + relation.arity() + " with arguments " + bound + " given, from its whole table");
            wholeReader(name, mode, bound);
            return;
        }
        boolean tabled = analysis.isRecursive(relation) || memo.contains(mode) || (free && whole.contains(relation));
        boolean seminaive = free && linearlyRecursive(relation);
        boolean check = mode.check();
        List<String> calls = new ArrayList<>();
        List<String> exitCalls = new ArrayList<>();
        boolean hasFacts = false;
        for (Rule rule : analysis.rulesFor(relation)) {
            if (rule.isFact()) {
                hasFacts = true;
                continue;
            }
            String ruleName = name + "_" + (calls.size() + exitCalls.size());
            (seminaive && selfCalls(rule, relation) == 0 ? exitCalls : calls).add(ruleName);
            ruleMethod(ruleName, rule, mode, check, seminaive ? name + "_delta" : null);
        }
        if (hasFacts) {
            catalog.readsFacts(relation);
            if (mode.exists()) {
                factExists(name + "_facts", relation, bound);
            }
        }
        List<String> chunks = chunks(name + "_c", calls, bound.size(), check);
        List<String> exitChunks = chunks(name + "_x", exitCalls, bound.size(), check); // semi-naive only
        String params = parameters(bound.size());
        String args = arguments(bound.size());
        out.line("// " + relationName + "/" + relation.arity() + " with arguments " + bound + " given");
        if (tabled) {
            tabledMethod(name, mode, bound, exitChunks, chunks, hasFacts, seminaive);
            return;
        }
        if (check) {
            out.open("boolean " + name + "(" + params + ")");
            if (hasFacts) {
                out.line("if (" + factTest(name, mode) + ") return true;");
            }
            out.line("return " + (chunks.isEmpty() ? "false" : join(chunks, args, " || ")) + ";");
        } else {
            out.open("void " + name + "(" + params + ")");
            out.line("final int a = at;");
            if (hasFacts) {
                factsIntoAnswers(relation, bound);
            }
            for (String chunk : chunks) {
                out.line(chunk + "(" + args + ");");
            }
            out.line("finish(a, " + (relation.arity() - bound.size()) + ");");
        }
        out.close();
    }

    private static long selfCalls(Rule rule, Predicate relation) {
        return rule.body().stream()
                .filter(literal -> literal instanceof Literal.Atom atom && atom.predicate().equals(relation))
                .count();
    }

    /**
     * Whether the relation is recursive through itself alone, with at most one call of itself in
     * each rule: then a round of its free call's rules needs only the answers the last round
     * added, not all, to find every new one (semi-naive evaluation).
     */
    private boolean linearlyRecursive(Predicate relation) {
        if (!analysis.isRecursive(relation) || analysis.components().get(analysis.componentOf(relation)).size() != 1) {
            return false;
        }
        for (Rule rule : analysis.rulesFor(relation)) {
            if (selfCalls(rule, relation) > 1) {
                return false;
            }
        }
        return true;
    }

    /** A rule's method; {@code deltaMethod}, when not null, answers the rule's free call of its own relation. */
    private void ruleMethod(String ruleName, Rule rule, CallMode mode, boolean check, String deltaMethod) {
        RulePlan plan = order.plan(rule, mode.bound());
        ruleMethods++;
        out.open("private " + (check ? "boolean " : "void ") + ruleName + "(" + parameters(mode.bound().size()) + ")");
        RuleWriter writer = new RuleWriter(resolver, out);
        if (deltaMethod != null) {
            writer.readingNewAnswers(mode.relation(), deltaMethod);
        }
        writer.write(plan, mode.boundList(), check);
        written.add(new WrittenRule(plan, writer.written()));
        out.close();
    }

    /** Groups of rule calls in methods of their own, so no method nears the 64 KB limit. */
    private List<String> chunks(String prefix, List<String> calls, int arity, boolean check) {
        if (calls.size() <= CALLS_PER_METHOD) {
            return calls;
        }
        List<String> chunks = new ArrayList<>();
        for (int start = 0; start < calls.size(); start += CALLS_PER_METHOD) {
            List<String> part = calls.subList(start, Math.min(calls.size(), start + CALLS_PER_METHOD));
            String chunk = prefix + chunks.size();
            chunks.add(chunk);
            out.open("private " + (check ? "boolean " : "void ") + chunk + "(" + parameters(arity) + ")");
            if (check) {
                out.line("return " + join(part, arguments(arity), " || ") + ";");
            } else {
                for (String call : part) {
                    out.line(call + "(" + arguments(arity) + ");");
                }
            }
            out.close();
        }
        return chunks;
    }

    /**
     * A tabled relation method: answers a call from the table when {@link CallStack#answers} says
     * it can (complete, open further up the stack, or evaluated in the current round of the
     * component it belongs to); else opens it and runs its rules in rounds until a round in which
     * it was used finds nothing new.
     */
    private void tabledMethod(String name, CallMode mode, List<Integer> bound, List<String> exitChunks,
                              List<String> chunks, boolean hasFacts, boolean seminaive) {
        Predicate relation = mode.relation();
        boolean check = mode.check();
        int width = check ? 0 : relation.arity() - bound.size();
        int table = catalog.table(new TableCatalog.TableSpec(bound.size(), width, movesDependent.contains(relation)));
        String args = arguments(bound.size());
        String params = parameters(bound.size());
        if (!check) {
            out.open("void " + name + "(" + params + ")").line("pushAll(" + name + "_table(" + args + "));").close();
        }
        if (seminaive) {
            out.open("void " + name + "_delta()");
            out.line("final CallTable t = tables[" + table + "];").line("final int e = t.find();");
            out.open("if (e >= 0 && t.status(e) == CallTable.OPEN)");
            out.line("stack.use(t.depth(e));").line("pushFrom(t.answers(e), t.deltaStart(e));");
            out.line("return;");
            out.close();
            out.line(name + "();");
            out.close();
        }
        out.open(check ? "boolean " + name + "(" + params + ")" : "TupleSet " + name + "_table(" + params + ")");
        out.line("final CallTable t = tables[" + table + "];");
        for (int p = 0; p < bound.size(); p++) {
            out.line("t.key[" + p + "] = b" + p + ";");
        }
        out.line("int e = t.find();");
        String answer = check ? "return t.size(e) > 0;" : "return t.answers(e);";
        out.line("if (e >= 0 && stack.answers(t, e)) " + answer);
        if (check && hasFacts && !mode.exists()) {
            out.line("final int fa = " + atomExpression(relation) + ";");
        }
        out.line("final int d = stack.enter();");
        out.line("e = t.open(e, d);");
        if (seminaive) {
            out.line("boolean first = true;");
        }
        out.open("do");
        out.line("pollInterrupt();").line("stack.startRound(d);");
        if (seminaive) {
            out.line("t.startRound(e);");
        }
        if (check) {
            // (a check is never semi-naive, so it has no exit chunks of its own)
            String proof = (hasFacts ? (mode.exists() ? factTest(name, mode) : "fact(fa)") : "false")
                    + (chunks.isEmpty() ? "" : " || " + join(chunks, args, " || "));
            out.line("if ((" + proof + ") && t.addEmpty(e)) stack.grew();");
        } else {
            out.line("final int a = at;");
            if (seminaive) {
                // Facts and rules that do not call the relation give the same answers every round.
                out.open("if (first)");
            }
            if (hasFacts) {
                factsIntoAnswers(relation, bound);
            }
            for (String chunk : exitChunks) {
                out.line(chunk + "(" + args + ");");
            }
            if (seminaive) {
                out.close();
                out.line("first = false;");
            }
            for (String chunk : chunks) {
                out.line(chunk + "(" + args + ");");
            }
            out.line("if (t.addAll(e, ans, a, at)) stack.grew();").line("at = a;");
        }
        out.close();
        out.line("while (stack.anotherRound(d));");
        out.line("stack.close(t, e, d);");
        out.line(answer);
        out.close();
    }

    /**
     * A mode of a relation read whole: its answers are those of the free call's table that agree
     * with the bound arguments, each once already, so they go straight to {@code res}: read
     * through an index on the bound positions, rebuilt when the table changed; with all of them
     * bound, one lookup.
     */
    private void wholeReader(String name, CallMode mode, List<Integer> bound) {
        Predicate relation = mode.relation();
        boolean check = mode.check();
        String table = resolver.method(relation, Set.of(), false) + "_table()";
        out.open((check ? "boolean " : "void ") + name + "(" + parameters(bound.size()) + ")");
        out.line("final TupleSet w = " + table + ";");
        if (bound.size() == relation.arity()) {
            for (int p = 0; p < bound.size(); p++) {
                out.line("tb[" + p + "] = b" + p + ";");
            }
            out.line("return w.contains(tb, 0);").close();
            return;
        }
        if (bound.isEmpty()) {
            out.open("W: for (int k = 0, n = w.size(); k < n; k++)");
        } else {
            int[] keys = bound.stream().mapToInt(Integer::intValue).toArray();
            StringBuilder hash = new StringBuilder("0");
            for (int p = 0; p < keys.length; p++) {
                hash.insert(0, "TupleIndex.mix(").append(", b").append(p).append(")");
            }
            out.line("final TupleIndex wx = answerIndexes[" + catalog.answerIndex(keys) + "];");
            out.line("wx.index(w);");
            out.line("final int wh = wx.bucket(" + hash + ");");
            out.open("W: for (int wp = wx.from(wh), we = wx.to(wh); wp < we; wp++)");
            out.line("final int k = wx.row(wp);");
        }
        for (int p = 0; p < bound.size(); p++) {
            out.line("if (w.get(k, " + bound.get(p) + ") != b" + p + ") continue W;");
        }
        if (check) {
            out.line("return true;");
        } else {
            for (int i = 0; i < relation.arity(); i++) {
                if (!bound.contains(i)) {
                    out.line("push(w.get(k, " + i + "));");
                }
            }
        }
        out.close();
        if (check) {
            out.line("return false;");
        }
        out.close();
    }

    /** A boolean expression: whether a ground fact of the relation agrees with the bound arguments. */
    private String factTest(String name, CallMode mode) {
        if (mode.exists()) {
            return name + "_facts(" + arguments(mode.bound().size()) + ")";
        }
        return "fact(" + atomExpression(mode.relation()) + ")";
    }

    /** The method {@code name}: whether a ground fact of the relation agrees with the bound arguments. */
    private void factExists(String name, Predicate relation, List<Integer> bound) {
        out.open("private boolean " + name + "(" + parameters(bound.size()) + ")");
        factRows(relation, bound);
        out.line("return true;");
        out.close();
        out.line("return false;");
        out.close();
    }

    /** Gives the free arguments of the relation's ground facts that agree with the bound ones. */
    private void factsIntoAnswers(Predicate relation, List<Integer> bound) {
        factRows(relation, bound);
        for (int i = 0; i < relation.arity(); i++) {
            if (!bound.contains(i)) {
                out.line("give(pool.arg(fr, " + i + "));");
            }
        }
        out.close();
    }

    /** Opens a loop over the relation's facts that agree with the bound arguments, the row in {@code fr}. */
    private void factRows(Predicate relation, List<Integer> bound) {
        int[] keys = bound.stream().mapToInt(Integer::intValue).toArray();
        int index = catalog.factIndex(relation, keys);
        StringBuilder hash = new StringBuilder("0");
        for (int p = 0; p < keys.length; p++) {
            hash.insert(0, "TupleIndex.mix(").append(", b").append(p).append(")");
        }
        out.line("final TupleIndex fx = facts[" + index + "];");
        out.line("final int fh = fx.bucket(" + hash + ");");
        out.open("F: for (int fp = fx.from(fh), fe = fx.to(fh); fp < fe; fp++)");
        out.line("final int fr = fx.row(fp);");
        for (int p = 0; p < keys.length; p++) {
            out.line("if (pool.arg(fr, " + keys[p] + ") != b" + p + ") continue F;");
        }
    }

    /** The id of the relation's atom whose arguments are the parameters (all bound), looked up. */
    private String atomExpression(Predicate relation) {
        if (relation.arity() == 0) {
            return Integer.toString(pool.constant(relation.symbol()));
        }
        int sig = pool.signature(relation.symbol(), relation.arity());
        if (relation.arity() <= 3) {
            return "pool.find(" + sig + ", " + arguments(relation.arity()) + ")";
        }
        for (int i = 0; i < relation.arity(); i++) {
            out.line("tb[" + i + "] = b" + i + ";");
        }
        return "pool.find(" + sig + ", tb, " + relation.arity() + ")";
    }
}
