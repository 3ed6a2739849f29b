package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.grounding.FluentState;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.MoveOrder;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReusablePlayout;
import org.gdlbench.machine.StateMachine;

/**
 * Plays a game by forward chaining: the state's fluents are written into the knowledge base and
 * the rules run stratum by stratum ({@link Strata}). Components that do not depend on
 * {@code does} run once per state, kept while the same state is asked about again; the others
 * run in {@link #next}, which then reads the successor off the {@code next} list. States are bit
 * sets over the instances of {@code true}; moves are indexes into each role's {@code does}
 * instances, numbered in the canonical order of their texts ({@link MoveOrder}).
 */
final class ForwardMachine implements StateMachine {
    private final Game game;
    private final Instances instances;
    final KnowledgeBase kb;
    private final Strata strata;
    private final Strata.Component[] stateComponents;
    private final Strata.Component[] moveComponents;
    private final int[] stateRelations;
    private final int[] moveRelations;
    private final int trueRelation;
    private final int nextRelation;
    private final int doesRelation;
    private final int legalRelation;
    private final int goalRelation;
    private final int terminalRelation;
    /** True when legal, goal or terminal depend on {@code does}: they are then asked with no moves made. */
    private final boolean outputsNeedMoves;
    private final List<String> roles;
    private final Term[][] moves;
    private final int[][] doesIds;
    private final List<Map<Term, Integer>> moveIndex;
    private final int[] legalRole;
    private final int[] legalMove;
    private final int[] sortedMoves;
    private final int[] goalRole;
    private final int[] goalValue;
    private final FluentState initial;
    private final FluentState evaluated;
    private boolean evaluatedValid;
    private final KifPrinter printer;
    private Preparation preparation = Preparation.NONE;
    private ReusablePlayout playout;

    ForwardMachine(Game game, Instances instances, KnowledgeBase kb, Strata.Component[] stateComponents,
                   Strata.Component[] moveComponents, int[] stateRelations, int[] moveRelations, int[] initialFluents,
                   boolean outputsNeedMoves) {
        this.outputsNeedMoves = outputsNeedMoves;
        this.game = game;
        this.instances = instances;
        this.kb = kb;
        this.strata = new Strata(kb);
        this.stateComponents = stateComponents;
        this.moveComponents = moveComponents;
        this.stateRelations = stateRelations;
        this.moveRelations = moveRelations;
        this.printer = new KifPrinter(game.symbols());
        this.trueRelation = instances.relation(GameAnalysis.TRUE);
        this.nextRelation = instances.relation(Instances.NEXT);
        this.doesRelation = instances.relation(GameAnalysis.DOES);
        this.legalRelation = instances.relation(new Predicate(Symbols.LEGAL, 2));
        this.goalRelation = instances.relation(new Predicate(Symbols.GOAL, 2));
        this.terminalRelation = instances.relation(new Predicate(Symbols.TERMINAL, 0));
        List<Term> roleTerms = game.roles();
        this.roles = roleTerms.stream().map(printer::term).toList();
        Map<Term, Integer> roleIndex = new HashMap<>();
        for (int r = 0; r < roleTerms.size(); r++) {
            roleIndex.put(roleTerms.get(r), r);
        }
        // Moves: each role's does instances, numbered in the canonical order of their texts.
        int[] moveCount = new int[roleTerms.size()];
        int does = instances.size(doesRelation);
        for (int id = 0; id < does; id++) {
            Integer role = roleIndex.get(instances.atom(doesRelation, id).arg(0));
            if (role != null) {
                moveCount[role]++;
            }
        }
        moves = new Term[roleTerms.size()][];
        doesIds = new int[roleTerms.size()][];
        moveIndex = new ArrayList<>();
        for (int r = 0; r < moves.length; r++) {
            moves[r] = new Term[moveCount[r]];
            doesIds[r] = new int[moveCount[r]];
            moveIndex.add(new HashMap<>());
        }
        Arrays.fill(moveCount, 0);
        for (int id = 0; id < does; id++) {
            Term atom = instances.atom(doesRelation, id);
            Integer role = roleIndex.get(atom.arg(0));
            if (role != null) {
                int m = moveCount[role]++;
                moves[role][m] = atom.arg(1);
                doesIds[role][m] = id;
            }
        }
        numberInCanonicalOrder();
        int legal = instances.size(legalRelation);
        sortedMoves = new int[legal];
        legalRole = new int[legal];
        legalMove = new int[legal];
        for (int id = 0; id < legal; id++) {
            Term atom = instances.atom(legalRelation, id);
            Integer role = roleIndex.get(atom.arg(0));
            Integer move = role == null ? null : moveIndex.get(role).get(atom.arg(1));
            legalRole[id] = move == null ? -1 : role;
            legalMove[id] = move == null ? -1 : move;
        }
        int goals = instances.size(goalRelation);
        goalRole = new int[goals];
        goalValue = new int[goals];
        for (int id = 0; id < goals; id++) {
            Term atom = instances.atom(goalRelation, id);
            goalRole[id] = roleIndex.getOrDefault(atom.arg(0), -1);
            goalValue[id] = GoalValues.parse(atom.arg(1), game.symbols());
        }
        int fluents = instances.size(trueRelation);
        initial = new FluentState(fluents);
        for (int fluent : initialFluents) {
            initial.set(fluent);
        }
        evaluated = new FluentState(fluents);
    }

    /** The bytes of every rule's reference tables. */
    long tableBytes() {
        long bytes = 0;
        for (Strata.Component[] components : new Strata.Component[][] {stateComponents, moveComponents}) {
            for (Strata.Component component : components) {
                for (RuleProcessor rule : component.rules()) {
                    bytes += rule.tableBytes();
                }
            }
        }
        return bytes;
    }

    void preparation(Preparation preparation) {
        this.preparation = preparation;
    }

    @Override
    public Preparation preparation() {
        return preparation;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public List<String> roles() {
        return roles;
    }

    @Override
    public MachineState initialState() {
        FluentState state = new FluentState(instances.size(trueRelation));
        state.copyFrom(initial);
        return state;
    }

    @Override
    public MachineState newState() {
        return new FluentState(instances.size(trueRelation));
    }

    @Override
    public void copy(MachineState from, MachineState to) {
        ((FluentState) to).copyFrom((FluentState) from);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        evaluate((FluentState) state);
        return kb.sizes[terminalRelation] > 0;
    }

    /** Renumbers each role's moves in {@link MoveOrder}, so that listing ids in ascending order lists them canonically. */
    private void numberInCanonicalOrder() {
        for (int role = 0; role < moves.length; role++) {
            List<String> texts = new ArrayList<>();
            for (Term move : moves[role]) {
                texts.add(printer.term(move));
            }
            int[] ranks = MoveOrder.ranks(texts);
            Term[] ranked = new Term[ranks.length];
            int[] rankedDoes = new int[ranks.length];
            for (int m = 0; m < ranks.length; m++) {
                ranked[ranks[m]] = moves[role][m];
                rankedDoes[ranks[m]] = doesIds[role][m];
            }
            moves[role] = ranked;
            doesIds[role] = rankedDoes;
            for (int m = 0; m < ranked.length; m++) {
                moveIndex.get(role).put(ranked[m], m);
            }
        }
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        evaluate((FluentState) state);
        // In move-id order, which is the canonical order, not production order.
        int[] moves = sortedMoves;
        int count = 0;
        int[] list = kb.lists[legalRelation];
        for (int i = 0; i < kb.sizes[legalRelation]; i++) {
            if (legalRole[list[i]] == role) {
                moves[count++] = legalMove[list[i]];
            }
        }
        Arrays.sort(moves, 0, count);
        out.clear();
        for (int i = 0; i < count; i++) {
            out.add(moves[i]);
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        evaluate((FluentState) state);
        for (int relation : moveRelations) {
            kb.clear(relation);
        }
        for (int role = 0; role < jointMove.length; role++) {
            kb.add(doesRelation, doesIds[role][jointMove[role]]);
        }
        strata.run(moveComponents);
        long[] words = ((FluentState) out).words();
        Arrays.fill(words, 0);
        int[] list = kb.lists[nextRelation];
        for (int i = 0; i < kb.sizes[nextRelation]; i++) {
            words[list[i] >>> 6] |= 1L << list[i];
        }
        // The outputs asked next must not see this joint move.
        evaluatedValid &= !outputsNeedMoves;
    }

    @Override
    public int goal(MachineState state, int role) {
        evaluate((FluentState) state);
        int best = GoalValues.UNDEFINED;
        int[] list = kb.lists[goalRelation];
        for (int i = 0; i < kb.sizes[goalRelation]; i++) {
            if (goalRole[list[i]] == role) {
                best = Math.max(best, goalValue[list[i]]);
            }
        }
        return best;
    }

    /** {@link org.gdlbench.machine.DefaultPlayout}'s algorithm on buffers made once: allocates nothing. */
    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        if (playout == null) {
            playout = new ReusablePlayout(this);
        }
        return playout.run(start, random, goals);
    }

    /** Makes the knowledge base hold {@code state} and everything derived from it without moves. */
    private void evaluate(FluentState state) {
        if (evaluatedValid && Arrays.equals(evaluated.words(), state.words())) {
            return;
        }
        evaluated.copyFrom(state);
        evaluatedValid = true;
        for (int relation : stateRelations) {
            kb.clear(relation);
        }
        long[] words = state.words();
        for (int w = 0; w < words.length; w++) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                kb.add(trueRelation, w << 6 | Long.numberOfTrailingZeros(bits));
            }
        }
        strata.run(stateComponents);
        if (outputsNeedMoves) {
            for (int relation : moveRelations) {
                kb.clear(relation);
            }
            strata.run(moveComponents);
        }
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        SortedSet<String> texts = new TreeSet<>();
        FluentState fluents = (FluentState) state;
        for (int f = 0; f < instances.size(trueRelation); f++) {
            if (fluents.holds(f)) {
                texts.add(printer.term(instances.atom(trueRelation, f).arg(0)));
            }
        }
        return texts;
    }

    @Override
    public MachineState stateOf(Collection<String> texts) {
        FluentState state = new FluentState(instances.size(trueRelation));
        for (String text : texts) {
            int fluent = -1;
            try {
                fluent = instances.id(trueRelation, new Compound(Symbols.TRUE, KifParser.parseGroundTerm(text, game.symbols())));
            } catch (GdlException e) {
                // reported below
            }
            if (fluent < 0) {
                throw new IllegalArgumentException("no reachable state holds " + text);
            }
            state.set(fluent);
        }
        return state;
    }

    @Override
    public String moveText(int role, int move) {
        return printer.term(moves[role][move]);
    }

    @Override
    public int moveId(int role, String text) {
        try {
            return moveIndex.get(role).getOrDefault(KifParser.parseGroundTerm(text, game.symbols()), -1);
        } catch (GdlException e) {
            return -1;
        }
    }
}
