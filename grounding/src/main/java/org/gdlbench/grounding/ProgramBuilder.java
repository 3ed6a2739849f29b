package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.util.IntList;
import org.gdlbench.util.StronglyConnected;

/**
 * Turns what {@link Grounder} recorded (the relaxed model in an {@link AtomTable} and the rule
 * instances, literals {@code atom << 1 | negated}) into a {@link GroundProgram}: prunes it with
 * {@link Pruner}, numbers fluents and moves in text order, orders the views for evaluation and
 * writes each view's rules, duplicates dropped.
 */
final class ProgramBuilder {
    private static final Predicate GOAL = new Predicate(Symbols.GOAL, 2);

    private final Game game;
    private final AtomTable table;
    private final int[] heads;
    private final int[] starts;
    private final int[] body;
    private final Budget budget;

    ProgramBuilder(Game game, AtomTable table, int[] heads, int[] starts, int[] body, Budget budget) {
        this.game = game;
        this.table = table;
        this.heads = heads;
        this.starts = starts;
        this.body = body;
        this.budget = budget;
    }

    /** Prunes the recorded program over {@code dynamic} and numbers what is left into a {@link GroundProgram}. */
    GroundProgram build(BitSet dynamic, int staticAtoms) {
        KifPrinter printer = new KifPrinter(game.symbols());
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
        int relaxedRules = heads.length;
        Pruner pruner = new Pruner(table.size(), heads, starts, body, dynamic,
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
            for (int r = 0; r < heads.length; r++) {
                ruleStartOfHead[heads[r] + 1]++;
            }
            for (int a = 0; a < table.size(); a++) {
                ruleStartOfHead[a + 1] += ruleStartOfHead[a];
            }
            int[] fill = ruleStartOfHead.clone();
            rulesByHead = new int[heads.length];
            for (int r = 0; r < heads.length; r++) {
                rulesByHead[fill[heads[r]]++] = r;
            }
        }

        /** The literals of rule {@code rule} that still matter: variable atoms only. */
        private int[] keptLiterals(int rule) {
            IntList kept = new IntList();
            for (int k = starts[rule]; k < starts[rule + 1]; k++) {
                int literal = body[k];
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
