package org.gdlbench.instantiation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.analysis.GameAnalysis;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.gdl.validate.GoalValues;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Grounds a game after the book's chapter on analysing games with logic, bottom-up:
 * <ol>
 *   <li>Static relations (those that never depend on {@code true} or {@code does}) are computed
 *       exactly, component by component in dependency order, negation included. They are
 *       folded away: no ground rule mentions them.</li>
 *   <li>The relaxed program: the remaining rules without their negative conditions on
 *       state-dependent relations, where {@code (true f)} holds for every f that is initial or
 *       ever {@code next}, and {@code (does r m)} for every {@code (legal r m)}. Its least model,
 *       computed semi-naively, holds every atom that can hold in a reachable state; every rule
 *       instance whose positive body lies in it is kept, {@code distinct} decided on the spot.</li>
 *   <li>Before all this, {@link RuleSplitter} projects away body variables the head does not
 *       need, so that rules such as frame axioms are not instantiated once per fluent and move.</li>
 *   <li>{@link Pruner}: atoms that can never hold, constants and views no output needs are
 *       removed to a fixpoint.</li>
 * </ol>
 * Starting from the facts rather than from the domain graph's products gives the same ground
 * atoms the book's reduction converges to, or fewer: the least model is contained in every
 * model the book's downward iteration stops at, and nothing outside the model is enumerated.
 */
public final class Grounder {
    private static final Predicate INIT = new Predicate(Symbols.INIT, 1);
    private static final Predicate NEXT = new Predicate(Symbols.NEXT, 1);
    private static final Predicate LEGAL = new Predicate(Symbols.LEGAL, 2);
    private static final Predicate GOAL = new Predicate(Symbols.GOAL, 2);
    private static final Predicate TERMINAL = new Predicate(Symbols.TERMINAL, 0);

    private final Game game;
    private final GameAnalysis analysis;
    private final Budget budget;
    private final AtomTable table;
    private final Join join;
    private final Set<Term> roles;
    private final IntList heads = new IntList(1024);
    private final IntList starts = new IntList(1024);
    private final IntList body = new IntList(4096);
    private final IntList scratch = new IntList();

    private Grounder(Game game, Budget budget) {
        this.game = game;
        this.analysis = new GameAnalysis(new RuleSplitter().split(game.rules()));
        this.budget = budget;
        this.table = new AtomTable(budget);
        this.join = new Join(table, budget);
        this.roles = new LinkedHashSet<>(game.roles());
        starts.add(0);
    }

    /**
     * Grounds {@code game}.
     *
     * @throws UnsupportedGameException when grounding needs more than {@code options} allow
     */
    public static GroundProgram ground(Game game, GroundingOptions options) {
        return ground(game, new Budget(options));
    }

    /**
     * Grounds {@code game} within {@code budget}, which a caller may go on using for what it
     * builds next (its clock keeps running).
     */
    public static GroundProgram ground(Game game, Budget budget) {
        try {
            return new Grounder(game, budget).run();
        } catch (OutOfMemoryError e) {
            throw new UnsupportedGameException("grounding ran out of memory", e);
        }
    }

    private GroundProgram run() {
        Set<Predicate> needed = new HashSet<>();
        for (Predicate output : List.of(LEGAL, NEXT, GOAL, TERMINAL, INIT)) {
            needed.addAll(analysis.dependencies(output));
        }
        groundStatic(needed);
        int staticAtoms = table.derivedCount();
        int firstDynamic = table.size();
        groundDynamic(needed);
        budget.checkTime();
        // The atoms of the program: the heads of its rules and the fluents and moves.
        BitSet atoms = new BitSet();
        for (int id = firstDynamic; id < table.size(); id++) {
            if (table.isDerived(id)) {
                atoms.set(id);
            }
        }
        for (int i = 0; i < heads.size(); i++) {
            atoms.set(heads.get(i));
        }
        return build(atoms, staticAtoms);
    }

    /** Computes the static relations exactly, one dependency component at a time. */
    private void groundStatic(Set<Predicate> needed) {
        for (Set<Predicate> component : analysis.components()) {
            Predicate first = component.iterator().next();
            if (!needed.contains(first) || !analysis.isStatic(first)) {
                continue;
            }
            List<Rule> rules = new ArrayList<>();
            for (Predicate predicate : component) {
                rules.addAll(analysis.rulesFor(predicate));
            }
            RulePlan.Phase phase = new Phase(component::contains, predicate -> !component.contains(predicate), false);
            fixpoint(rules, phase, component, (plan, head, positive, negative) -> table.derive(head));
        }
    }

    /** The least model of the relaxed program, recording every rule instance. */
    private void groundDynamic(Set<Predicate> needed) {
        Set<Predicate> dynamic = new LinkedHashSet<>();
        List<Rule> rules = new ArrayList<>();
        for (Predicate predicate : analysis.predicates()) {
            if (needed.contains(predicate) && !analysis.isStatic(predicate)) {
                dynamic.add(predicate);
                rules.addAll(analysis.rulesFor(predicate));
            }
        }
        dynamic.add(GameAnalysis.TRUE);
        dynamic.add(GameAnalysis.DOES);
        Relation init = table.relation(INIT);
        for (int position = 0; position < init.size(); position++) {
            table.derive(new Compound(Symbols.TRUE, init.atom(position).arg(0)));
        }
        // Outputs whose relation happens to be static hold in every state: facts of the program.
        for (Predicate output : List.of(LEGAL, NEXT, GOAL, TERMINAL)) {
            if (analysis.isStatic(output)) {
                Relation relation = table.relation(output);
                for (int position = 0; position < relation.size(); position++) {
                    record(relation.atom(position), new int[0], 0, new int[0], 0);
                }
            }
        }
        RulePlan.Phase phase = new Phase(dynamic::contains, analysis::isStatic, true);
        fixpoint(rules, phase, dynamic, this::record);
    }

    private void record(RulePlan plan, Term head, int[] positive, int[] negative) {
        record(head, positive, plan.captures, negative, plan.negatives);
    }

    /**
     * Keeps a rule instance (unless its head is in its body, or an atom is both positive and
     * negated there) and derives its head, with the fluent or move the head makes possible.
     */
    private void record(Term head, int[] positive, int positives, int[] negative, int negatives) {
        int headId = table.intern(head);
        scratch.clear();
        for (int i = 0; i < positives; i++) {
            if (positive[i] == headId) {
                return;
            }
            scratch.add(positive[i] << 1);
        }
        for (int i = 0; i < negatives; i++) {
            for (int p = 0; p < positives; p++) {
                if (positive[p] == negative[i]) {
                    return;
                }
            }
            scratch.add(negative[i] << 1 | 1);
        }
        int[] literals = scratch.toArray();
        Arrays.sort(literals);
        int previous = -1;
        for (int literal : literals) {
            if (literal != previous) {
                body.add(literal);
                previous = literal;
            }
        }
        heads.add(headId);
        starts.add(body.size());
        budget.ruleAdded();
        table.derive(head);
        if (head.functor() == Symbols.NEXT && head.arity() == 1) {
            table.derive(new Compound(Symbols.TRUE, head.arg(0)));
        } else if (head.functor() == Symbols.LEGAL && head.arity() == 2 && roles.contains(head.arg(0))) {
            table.derive(new Compound(Symbols.DOES, head.arg(0), head.arg(1)));
        }
    }

    /** Semi-naive evaluation of {@code rules} until the relations of {@code recursive} stop growing. */
    private void fixpoint(List<Rule> rules, RulePlan.Phase phase, Set<Predicate> recursive, Join.Emitter emitter) {
        List<RulePlan> deltaPlans = new ArrayList<>();
        List<Relation> deltaRelations = new ArrayList<>();
        List<RulePlan> fullPlans = new ArrayList<>();
        for (Rule rule : rules) {
            fullPlans.add(RulePlan.compile(rule, -1, phase));
            for (int position : RulePlan.deltaPositions(rule, phase)) {
                deltaPlans.add(RulePlan.compile(rule, position, phase));
                deltaRelations.add(phase.relation(((org.gdlbench.gdl.Literal.Atom) rule.body().get(position)).predicate()));
            }
        }
        List<Relation> relations = new ArrayList<>();
        for (Predicate predicate : recursive) {
            Relation relation = table.relation(predicate);
            relation.resetRounds();
            relations.add(relation);
        }
        for (RulePlan plan : fullPlans) {
            join.run(plan, emitter);
        }
        while (true) {
            boolean grew = false;
            for (Relation relation : relations) {
                relation.nextRound();
                grew |= relation.roundEnd > relation.deltaStart;
            }
            if (!grew) {
                return;
            }
            budget.checkTime();
            for (int i = 0; i < deltaPlans.size(); i++) {
                Relation delta = deltaRelations.get(i);
                if (delta.roundEnd > delta.deltaStart) {
                    join.run(deltaPlans.get(i), emitter);
                }
            }
        }
    }

    private final class Phase implements RulePlan.Phase {
        private final java.util.function.Predicate<Predicate> recursive;
        private final java.util.function.Predicate<Predicate> exact;
        private final boolean records;

        Phase(java.util.function.Predicate<Predicate> recursive, java.util.function.Predicate<Predicate> exact,
              boolean records) {
            this.recursive = recursive;
            this.exact = exact;
            this.records = records;
        }

        @Override
        public boolean isRecursive(Predicate predicate) {
            return recursive.test(predicate);
        }

        @Override
        public boolean isExact(Predicate predicate) {
            return exact.test(predicate);
        }

        @Override
        public boolean records() {
            return records;
        }

        @Override
        public Relation relation(Predicate predicate) {
            return table.relation(predicate);
        }
    }

    /** Prunes the recorded program over {@code dynamic} and numbers what is left into a {@link GroundProgram}. */
    private GroundProgram build(BitSet dynamic, int staticAtoms) {
        KifPrinter printer = game.printer();
        List<Term> roleList = game.roles();
        Relation trueRelation = table.relation(GameAnalysis.TRUE);
        int[] fluentAtoms = new int[trueRelation.size()];
        int[] nextAtoms = new int[fluentAtoms.length];
        BitSet initial = new BitSet();
        for (int i = 0; i < fluentAtoms.length; i++) {
            Term fluent = trueRelation.atom(i).arg(0);
            fluentAtoms[i] = trueRelation.id(i);
            int nextAtom = table.find(new Compound(Symbols.NEXT, fluent));
            nextAtoms[i] = nextAtom >= 0 && table.isDerived(nextAtom) ? nextAtom : -1;
            if (table.isDerived(new Compound(Symbols.INIT, fluent))) {
                initial.set(fluentAtoms[i]);
            }
        }
        Relation doesRelation = table.relation(GameAnalysis.DOES);
        int[] inputAtoms = new int[doesRelation.size()];
        int[] legalAtoms = new int[inputAtoms.length];
        for (int i = 0; i < inputAtoms.length; i++) {
            Term does = doesRelation.atom(i);
            inputAtoms[i] = doesRelation.id(i);
            legalAtoms[i] = table.find(new Compound(Symbols.LEGAL, does.arg(0), does.arg(1)));
        }
        IntList outputs = new IntList();
        for (int atom : legalAtoms) {
            outputs.add(atom);
        }
        for (int atom : nextAtoms) {
            if (atom >= 0) {
                outputs.add(atom);
            }
        }
        Relation goals = table.relation(GOAL);
        for (int i = 0; i < goals.size(); i++) {
            outputs.add(goals.id(i));
        }
        int terminalAtom = table.find(new Constant(Symbols.TERMINAL));
        if (terminalAtom >= 0) {
            outputs.add(terminalAtom);
        }
        int relaxedAtoms = dynamic.cardinality();
        int relaxedRules = heads.size();
        Pruner pruner = new Pruner(table.size(), heads.toArray(), starts.toArray(), body.toArray(), dynamic,
                fluentAtoms, nextAtoms, initial, inputAtoms, legalAtoms, outputs.toArray());
        budget.checkTime();

        // Fluents sorted by text, then each role's moves sorted by text, then the needed views.
        int[] local = new int[table.size()];
        Arrays.fill(local, -1);
        List<Integer> keptFluents = new ArrayList<>();
        for (int atom : fluentAtoms) {
            if (pruner.state(atom) == Pruner.VARIABLE) {
                keptFluents.add(atom);
            }
        }
        Map<Integer, String> texts = new HashMap<>();
        keptFluents.sort(Comparator.comparing(atom -> texts.computeIfAbsent(atom, a -> printer.term(table.term(a).arg(0)))));
        Term[] fluents = new Term[keptFluents.size()];
        BitSet initialLocal = new BitSet();
        int[] nextOfLocal = new int[fluents.length];
        for (int f = 0; f < fluents.length; f++) {
            int atom = keptFluents.get(f);
            local[atom] = f;
            fluents[f] = table.term(atom).arg(0);
            if (initial.get(atom)) {
                initialLocal.set(f);
            }
            int nextAtom = table.find(new Compound(Symbols.NEXT, fluents[f]));
            nextOfLocal[f] = nextAtom;
        }
        Term[][] moves = new Term[roleList.size()][];
        int[][] legalOf = new int[roleList.size()][];
        int nextId = fluents.length;
        for (int r = 0; r < roleList.size(); r++) {
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < inputAtoms.length; i++) {
                if (table.term(inputAtoms[i]).arg(0).equals(roleList.get(r)) && pruner.state(inputAtoms[i]) == Pruner.VARIABLE) {
                    kept.add(i);
                }
            }
            kept.sort(Comparator.comparing(i -> texts.computeIfAbsent(inputAtoms[i], a -> printer.term(table.term(a).arg(1)))));
            moves[r] = new Term[kept.size()];
            legalOf[r] = new int[kept.size()];
            for (int m = 0; m < kept.size(); m++) {
                int i = kept.get(m);
                local[inputAtoms[i]] = nextId++;
                moves[r][m] = table.term(inputAtoms[i]).arg(1);
                legalOf[r][m] = legalAtoms[i];
            }
        }
        int firstView = nextId;
        List<Integer> viewAtoms = new ArrayList<>();
        for (int atom = 0; atom < table.size(); atom++) {
            if (pruner.isNeeded(atom) && pruner.state(atom) == Pruner.VARIABLE) {
                viewAtoms.add(atom);
            }
        }
        return new ProgramLayout(pruner, local, firstView, viewAtoms).program(fluents, moves, legalOf, nextOfLocal,
                terminalAtom, initialLocal, staticAtoms, relaxedAtoms, relaxedRules);
    }

    /** Orders the kept views for evaluation and writes the rules in that order. */
    private final class ProgramLayout {
        private final Pruner pruner;
        private final int[] local;
        private final int firstView;
        private final List<Integer> viewAtoms;
        private final int[] ruleStartOfHead;
        private final int[] rulesByHead;

        ProgramLayout(Pruner pruner, int[] local, int firstView, List<Integer> viewAtoms) {
            this.pruner = pruner;
            this.local = local;
            this.firstView = firstView;
            this.viewAtoms = viewAtoms;
            ruleStartOfHead = new int[table.size() + 1];
            for (int r = 0; r < heads.size(); r++) {
                ruleStartOfHead[heads.get(r) + 1]++;
            }
            for (int a = 0; a < table.size(); a++) {
                ruleStartOfHead[a + 1] += ruleStartOfHead[a];
            }
            int[] fill = ruleStartOfHead.clone();
            rulesByHead = new int[heads.size()];
            for (int r = 0; r < heads.size(); r++) {
                rulesByHead[fill[heads.get(r)]++] = r;
            }
        }

        /** The literals of rule {@code rule} that still matter: variable atoms only. */
        private int[] keptLiterals(int rule) {
            IntList kept = new IntList();
            for (int k = starts.get(rule); k < starts.get(rule + 1); k++) {
                int literal = body.get(k);
                if (pruner.state(literal >>> 1) == Pruner.VARIABLE) {
                    kept.add(literal);
                }
            }
            return kept.toArray();
        }

        GroundProgram program(Term[] fluents, Term[][] moves, int[][] legalOf, int[] nextOf, int terminalAtom,
                              BitSet initial, int staticAtoms, int relaxedAtoms, int relaxedRules) {
            int views = viewAtoms.size();
            int[] viewIndex = new int[table.size()];
            Arrays.fill(viewIndex, -1);
            for (int v = 0; v < views; v++) {
                viewIndex[viewAtoms.get(v)] = v;
            }
            // Dependencies between views, for the evaluation order.
            IntList offsets = new IntList(views + 1);
            IntList targets = new IntList();
            offsets.add(0);
            for (int atom : viewAtoms) {
                for (int i = ruleStartOfHead[atom]; i < ruleStartOfHead[atom + 1]; i++) {
                    int rule = rulesByHead[i];
                    if (pruner.isDead(rule)) {
                        continue;
                    }
                    for (int literal : keptLiterals(rule)) {
                        int used = viewIndex[literal >>> 1];
                        if (used >= 0) {
                            targets.add(used);
                        }
                    }
                }
                offsets.add(targets.size());
            }
            int[] component = StronglyConnected.components(views, offsets.toArray(), targets.toArray());
            Integer[] order = new Integer[views];
            for (int v = 0; v < views; v++) {
                order[v] = v;
            }
            Arrays.sort(order, Comparator.comparingInt((Integer v) -> component[v]).thenComparingInt(v -> v));
            IntList componentStart = new IntList();
            Term[] viewTerms = new Term[views];
            for (int position = 0; position < views; position++) {
                int v = order[position];
                local[viewAtoms.get(v)] = firstView + position;
                viewTerms[position] = table.term(viewAtoms.get(v));
                if (position == 0 || component[v] != component[order[position - 1]]) {
                    componentStart.add(position);
                }
            }
            componentStart.add(views);
            int[] ruleStart = new int[views + 1];
            IntList bodyStart = new IntList();
            IntList literals = new IntList();
            bodyStart.add(0);
            int rules = 0;
            for (int position = 0; position < views; position++) {
                int atom = viewAtoms.get(order[position]);
                ruleStart[position] = rules;
                Set<List<Integer>> seen = new HashSet<>();
                for (int i = ruleStartOfHead[atom]; i < ruleStartOfHead[atom + 1]; i++) {
                    int rule = rulesByHead[i];
                    if (pruner.isDead(rule)) {
                        continue;
                    }
                    int[] kept = keptLiterals(rule);
                    for (int k = 0; k < kept.length; k++) {
                        kept[k] = local[kept[k] >>> 1] << 1 | (kept[k] & 1);
                    }
                    Arrays.sort(kept);
                    if (!seen.add(Arrays.stream(kept).boxed().toList())) {
                        continue;
                    }
                    for (int literal : kept) {
                        literals.add(literal);
                    }
                    bodyStart.add(literals.size());
                    rules++;
                }
            }
            ruleStart[views] = rules;
            int[][] legal = new int[moves.length][];
            for (int r = 0; r < moves.length; r++) {
                legal[r] = new int[moves[r].length];
                for (int m = 0; m < moves[r].length; m++) {
                    legal[r][m] = ref(legalOf[r][m]);
                }
            }
            int[] next = new int[fluents.length];
            for (int f = 0; f < fluents.length; f++) {
                next[f] = ref(nextOf[f]);
            }
            int[][] goalValues = new int[moves.length][];
            int[][] goalRefs = new int[moves.length][];
            goals(goalValues, goalRefs);
            GroundingStats stats = new GroundingStats(budget.elapsedMillis(), staticAtoms, relaxedAtoms, relaxedRules,
                    fluents.length, firstView - fluents.length, views, rules);
            return new GroundProgram(game, fluents, moves, viewTerms, ruleStart, bodyStart.toArray(), literals.toArray(),
                    componentStart.toArray(), legal, next, ref(terminalAtom), goalValues, goalRefs, initial, stats);
        }

        private int ref(int atom) {
            if (atom < 0) {
                return GroundProgram.NEVER;
            }
            return switch (pruner.state(atom)) {
                case Pruner.ALWAYS -> GroundProgram.ALWAYS;
                case Pruner.FALSE -> GroundProgram.NEVER;
                default -> local[atom];
            };
        }

        /** Each role's goal atoms that can hold, by value, highest first. */
        private void goals(int[][] values, int[][] refs) {
            Relation goals = table.relation(GOAL);
            for (int r = 0; r < values.length; r++) {
                List<int[]> found = new ArrayList<>();
                for (int i = 0; i < goals.size(); i++) {
                    Term atom = goals.atom(i);
                    int value = GoalValues.parse(atom.arg(1), game.symbols());
                    int ref = ref(goals.id(i));
                    if (atom.arg(0).equals(game.roles().get(r)) && value != GoalValues.UNDEFINED
                            && ref != GroundProgram.NEVER) {
                        found.add(new int[] {value, ref});
                    }
                }
                found.sort(Comparator.comparingInt((int[] pair) -> -pair[0]));
                values[r] = found.stream().mapToInt(pair -> pair[0]).toArray();
                refs[r] = found.stream().mapToInt(pair -> pair[1]).toArray();
            }
        }
    }
}
