package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.MoveOrder;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.TermMovesMachine;
import org.gdlbench.plan.PlannedMachine;
import org.gdlbench.plan.RulePlan;

/**
 * Plays a game by forward chaining: the state's fluents are written into the knowledge base and
 * the rules run stratum by stratum ({@link Strata}). Components that do not depend on
 * {@code does} run once per state, kept while the same state is asked about again; the others
 * run in {@link #next}, which then reads the successor off the {@code next} list. States are bit
 * sets over the instances of {@code true}; moves are indexes into each role's {@code does}
 * instances, numbered in the canonical order of their texts ({@link MoveOrder}). Over open
 * instances ({@link Instances#open}) moves, legal and goal instances are numbered as play meets
 * them, and each listing of legal moves is sorted into the canonical order by their texts.
 */
final class ForwardMachine extends TermMovesMachine<ForwardState> implements PlannedMachine {
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
    private final boolean open;
    private final List<Term> roleTerms;
    private final Map<Term, Integer> roleIndex = new HashMap<>();
    private final Term[][] moves;
    private final int[][] doesIds;
    private final int[] moveCount;
    private final List<Map<Term, Integer>> moveIndex;
    /** Per role, each move's text, for sorting a listing over open instances. */
    private int[] legalRole = new int[0];
    private int[] legalMove = new int[0];
    private int legalKnown;
    private final int[] sortedMoves;
    private int[] goalRole = new int[0];
    private int[] goalValue = new int[0];
    private int goalKnown;
    private final ForwardState initial;
    private final ForwardState evaluated;
    private boolean evaluatedValid;
    private final KifPrinter printer;
    private Preparation preparation = Preparation.NONE;
    private String statistics = "";
    private final List<RulePlan> plans;
    /** Per rule, its body literals in the order its layout took them. */
    private final Map<Rule, List<Integer>> laidOut;

    ForwardMachine(Game game, Instances instances, KnowledgeBase kb, Strata.Component[] stateComponents,
                   Strata.Component[] moveComponents, int[] stateRelations, int[] moveRelations, int[] initialFluents,
                   boolean outputsNeedMoves, List<RulePlan> plans, Map<Rule, List<Integer>> laidOut) {
        super(game, states(instances));
        this.outputsNeedMoves = outputsNeedMoves;
        this.plans = plans.stream().filter(plan -> !plan.rule().isFact()).toList();
        this.laidOut = Map.copyOf(laidOut);
        this.open = instances.open();
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
        this.roleTerms = game.roles();
        for (int r = 0; r < roleTerms.size(); r++) {
            roleIndex.put(roleTerms.get(r), r);
        }
        // Moves: each role's does instances, numbered in the canonical order of their texts.
        moveCount = new int[roleTerms.size()];
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
        sortedMoves = new int[instances.size(legalRelation)];
        catchUpLegal();
        catchUpGoals();
        initial = newState();
        for (int fluent : initialFluents) {
            initial.set(fluent);
        }
        evaluated = newState();
    }

    /** New states, each with room for the fluents numbered so far (more may be numbered as it plays). */
    private static Supplier<ForwardState> states(Instances instances) {
        int trueRelation = instances.relation(GameAnalysis.TRUE);
        return () -> new ForwardState(instances.size(trueRelation));
    }

    /** Maps the legal instances numbered since the last call to their role and move id (-1: none). */
    private void catchUpLegal() {
        int legal = instances.size(legalRelation);
        if (legal > legalRole.length) {
            legalRole = Arrays.copyOf(legalRole, Math.max(legal, 2 * legalRole.length));
            legalMove = Arrays.copyOf(legalMove, legalRole.length);
        }
        for (int id = legalKnown; id < legal; id++) {
            Term atom = instances.atom(legalRelation, id);
            Integer role = roleIndex.get(atom.arg(0));
            int move = role == null ? -1 : moveId(role, atom.arg(1));
            legalRole[id] = move < 0 ? -1 : role;
            legalMove[id] = move;
        }
        legalKnown = legal;
    }

    /** Reads the role and value of the goal instances numbered since the last call. */
    private void catchUpGoals() {
        int goals = instances.size(goalRelation);
        if (goals > goalRole.length) {
            goalRole = Arrays.copyOf(goalRole, Math.max(goals, 2 * goalRole.length));
            goalValue = Arrays.copyOf(goalValue, goalRole.length);
        }
        for (int id = goalKnown; id < goals; id++) {
            Term atom = instances.atom(goalRelation, id);
            goalRole[id] = roleIndex.getOrDefault(atom.arg(0), -1);
            goalValue[id] = GoalValues.parse(atom.arg(1), game.symbols());
        }
        goalKnown = goals;
    }

    /**
     * The id of {@code role}'s move {@code move}; over open instances a move met for the first time
     * is numbered now, with its {@code does} instance. -1 when it is no move of the role.
     */
    @Override
    protected int moveId(int role, Term move) {
        Integer known = moveIndex.get(role).get(move);
        if (known != null || !open) {
            return known == null ? -1 : known;
        }
        int does = instances.intern(doesRelation, new Compound(Symbols.DOES, roleTerms.get(role), move));
        int m = moveCount[role]++;
        if (m == moves[role].length) {
            moves[role] = Arrays.copyOf(moves[role], Math.max(4, 2 * m));
            doesIds[role] = Arrays.copyOf(doesIds[role], moves[role].length);
        }
        moves[role][m] = move;
        doesIds[role][m] = does;
        moveIndex.get(role).put(move, m);
        return m;
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

    /** What preparing built, and where the statistics its plans were made from came from. */
    void preparation(Preparation preparation, String statistics) {
        this.preparation = preparation;
        this.statistics = statistics;
    }

    /** Every rule's plan (facts apart), as the rules were laid out from them. */
    @Override
    public List<RulePlan> plans() {
        return plans;
    }

    @Override
    public String statistics() {
        return statistics;
    }

    /** Per rule, its body literals in the order its layout took them. */
    Map<Rule, List<Integer>> laidOut() {
        return laidOut;
    }

    @Override
    public Preparation preparation() {
        return preparation;
    }

    @Override
    public MachineState initialState() {
        ForwardState state = newState();
        state.copyFrom(initial);
        return state;
    }

    @Override
    protected void copyState(ForwardState from, ForwardState to) {
        to.copyFrom(from);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        evaluate((ForwardState) state);
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
        evaluate((ForwardState) state);
        if (open) {
            listOpen(role, out);
            return;
        }
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

    /** Legal moves over open instances: ids are numbered as met, so the listing is sorted by text. */
    private void listOpen(int role, MoveList out) {
        catchUpLegal();
        out.clear();
        int[] list = kb.lists[legalRelation];
        for (int i = 0; i < kb.sizes[legalRelation]; i++) {
            if (legalRole[list[i]] == role) {
                out.add(legalMove[list[i]]);
            }
        }
        sortMoves(role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        evaluate((ForwardState) state);
        for (int relation : moveRelations) {
            kb.clear(relation);
        }
        for (int role = 0; role < jointMove.length; role++) {
            kb.add(doesRelation, doesIds[role][jointMove[role]]);
        }
        strata.run(moveComponents);
        ForwardState successor = (ForwardState) out;
        successor.reset(instances.size(trueRelation), true);
        long[] words = successor.words;
        int[] list = kb.lists[nextRelation];
        for (int i = 0; i < kb.sizes[nextRelation]; i++) {
            words[list[i] >>> 6] |= 1L << list[i];
        }
        // The outputs asked next must not see this joint move.
        evaluatedValid &= !outputsNeedMoves;
    }

    @Override
    public int goal(MachineState state, int role) {
        evaluate((ForwardState) state);
        if (open) {
            catchUpGoals();
        }
        int best = GoalValues.UNDEFINED;
        int[] list = kb.lists[goalRelation];
        for (int i = 0; i < kb.sizes[goalRelation]; i++) {
            if (goalRole[list[i]] == role) {
                best = Math.max(best, goalValue[list[i]]);
            }
        }
        return best;
    }

    /** Makes the knowledge base hold {@code state} and everything derived from it without moves. */
    private void evaluate(ForwardState state) {
        if (evaluatedValid && evaluated.sameAs(state)) {
            return;
        }
        evaluated.copyFrom(state);
        evaluatedValid = true;
        for (int relation : stateRelations) {
            kb.clear(relation);
        }
        long[] words = state.words;
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

    /** Its queries allocate nothing, so neither does its playout. */
    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        return playoutOnBuffers(start, random, goals);
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        SortedSet<String> texts = new TreeSet<>();
        ForwardState fluents = (ForwardState) state;
        for (int f = 0; f < instances.size(trueRelation); f++) {
            if (fluents.holds(f)) {
                texts.add(printer.term(instances.atom(trueRelation, f).arg(0)));
            }
        }
        return texts;
    }

    @Override
    public MachineState stateOf(Collection<String> texts) {
        List<Integer> fluents = new ArrayList<>();
        for (String text : texts) {
            int fluent = -1;
            try {
                // over open instances a fluent play has not met yet is numbered now
                fluent = instances.intern(trueRelation, new Compound(Symbols.TRUE, KifParser.parseGroundTerm(text, game.symbols())));
            } catch (GdlException e) {
                // reported below
            }
            if (fluent < 0) {
                throw new IllegalArgumentException("no reachable state holds " + text);
            }
            fluents.add(fluent);
        }
        ForwardState state = newState();
        fluents.forEach(state::set);
        return state;
    }

    @Override
    protected Term moveTerm(int role, int move) {
        return moves[role][move];
    }
}
