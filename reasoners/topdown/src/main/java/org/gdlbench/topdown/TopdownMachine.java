package org.gdlbench.topdown;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.TermMovesMachine;
import org.gdlbench.plan.PlannedMachine;
import org.gdlbench.plan.RulePlan;
import org.gdlbench.util.RunMergeSort;

/**
 * The topdown state machine: the game's generated {@link CompiledRules} behind the contract.
 * A state is the sorted ids of its fluents; a state is loaded into the rules (bit set, per
 * signature lists) only when a query asks about another state than the last one, which a stamp
 * per state content tells. Moves are ids per role in the order they were first met, listed in
 * the canonical order of their texts.
 */
final class TopdownMachine extends TermMovesMachine<TopdownMachine.State> implements PlannedMachine {
    /** A state: sorted fluent ids, and a stamp that changes whenever the content does. */
    static final class State implements MachineState {
        int[] fluents = new int[0];
        int size;
        long stamp = -1;
    }

    private final TermPool pool;
    private final CompiledRules rules;
    private final int[] roleTerms;
    private final KifPrinter printer;
    private final int[] initial;
    private final Preparation preparation;
    private final List<RelationWriter.WrittenRule> written;
    private String statistics = "";
    private final MoveIds[] moves;
    private final int[] jointTerms;
    private int[] goalValues = new int[0];
    private long loaded = -1;
    private long stamps;
    private int[] sortBuffer = new int[0];

    TopdownMachine(Game game, TermPool pool, CompiledRules rules, int[] roleTerms, int[] initial,
                   Preparation preparation, List<RelationWriter.WrittenRule> written) {
        super(game, State::new);
        this.written = List.copyOf(written);
        this.pool = pool;
        this.rules = rules;
        this.roleTerms = roleTerms;
        this.initial = initial;
        this.preparation = preparation;
        this.printer = new KifPrinter(game.symbols());
        this.moves = new MoveIds[roleTerms.length];
        for (int role = 0; role < roleTerms.length; role++) {
            moves[role] = new MoveIds();
        }
        this.jointTerms = new int[roleTerms.length];
    }

    @Override
    public MachineState initialState() {
        State state = new State();
        write(state, initial, initial.length);
        return state;
    }

    @Override
    protected void copyState(State from, State to) {
        if (to.fluents.length < from.size) {
            to.fluents = new int[from.fluents.length];
        }
        System.arraycopy(from.fluents, 0, to.fluents, 0, from.size);
        to.size = from.size;
        to.stamp = from.stamp;
    }

    private void load(MachineState state) {
        State s = (State) state;
        if (s.stamp != loaded) {
            rules.load(s.fluents, s.size);
            loaded = s.stamp;
        }
        rules.sp = 0;
        rules.at = 0;
        rules.stack.reset();
    }

    @Override
    public boolean isTerminal(MachineState state) {
        load(state);
        return rules.terminal();
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        load(state);
        out.clear();
        rules.legal(roleTerms[role]);
        int[] found = rules.res;
        for (int i = 0; i < rules.sp; i++) {
            out.add(moves[role].id(found[i]));
        }
        rules.sp = 0;
        // ids follow first sight, answers proof order: sorted into the contract's order, on cached texts
        sortMoves(role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        load(state);
        for (int role = 0; role < jointTerms.length; role++) {
            jointTerms[role] = moves[role].term(jointMove[role]);
        }
        rules.setMoves(jointTerms);
        rules.next();
        int count = rules.sp;
        rules.sp = 0;
        write((State) out, rules.res, count);
    }

    /** Makes {@code state} hold the fluents {@code ids[0..count)} (distinct), sorted. */
    private void write(State state, int[] ids, int count) {
        if (state.fluents.length < count) {
            state.fluents = new int[Math.max(count, state.fluents.length * 2)];
        }
        if (sortBuffer.length < count) {
            sortBuffer = new int[state.fluents.length];
        }
        System.arraycopy(ids, 0, state.fluents, 0, count);
        RunMergeSort.sort(state.fluents, count, sortBuffer);
        state.size = count;
        state.stamp = stamps++;
    }

    @Override
    public int goal(MachineState state, int role) {
        load(state);
        rules.goal(roleTerms[role]);
        int best = GoalValues.UNDEFINED;
        for (int i = 0; i < rules.sp; i++) {
            best = Math.max(best, goalValue(rules.res[i]));
        }
        rules.sp = 0;
        return best;
    }

    private int goalValue(int term) {
        if (term >= goalValues.length) {
            int old = goalValues.length;
            goalValues = Arrays.copyOf(goalValues, Math.max(term + 1, old * 2));
            Arrays.fill(goalValues, old, goalValues.length, Integer.MIN_VALUE);
        }
        if (goalValues[term] == Integer.MIN_VALUE) {
            goalValues[term] = GoalValues.parse(pool.term(term), game.symbols());
        }
        return goalValues[term];
    }

    /** Its queries allocate nothing, so neither does its playout. */
    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        return playoutOnBuffers(start, random, goals);
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        State s = (State) state;
        SortedSet<String> texts = new TreeSet<>();
        for (int i = 0; i < s.size; i++) {
            texts.add(printer.term(pool.term(s.fluents[i])));
        }
        return texts;
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        int[] ids = new int[fluents.size()];
        int count = 0;
        for (String text : fluents) {
            ids[count++] = pool.intern(groundTerm(text));
        }
        int[] distinct = Arrays.stream(ids, 0, count).distinct().toArray();
        State state = new State();
        write(state, distinct, distinct.length);
        return state;
    }

    @Override
    protected Term moveTerm(int role, int move) {
        return pool.term(moves[role].term(move));
    }

    @Override
    protected int moveId(int role, Term move) {
        return moves[role].id(pool.intern(move));
    }


    @Override
    public Preparation preparation() {
        return preparation;
    }

    /** This machine, saying where the statistics its plans were made from came from. */
    TopdownMachine plannedWith(String statistics) {
        this.statistics = statistics;
        return this;
    }

    /** Each rule's plan in each call mode a rule method was compiled for, once, in the order written. */
    @Override
    public List<RulePlan> plans() {
        return written.stream().map(RelationWriter.WrittenRule::plan).distinct().toList();
    }

    @Override
    public String statistics() {
        return statistics;
    }

    /** The rule methods compiled: each one's plan and the literals in the order code was written for them. */
    List<RelationWriter.WrittenRule> written() {
        return written;
    }

    /** The terms the machine's ids stand for. */
    TermPool pool() {
        return pool;
    }

    /** One role's move ids: the order in which its move terms were first met. */
    private static final class MoveIds {
        private int[] idOfTerm = new int[64];
        private int[] terms = new int[16];
        private int count;

        int id(int term) {
            if (term >= idOfTerm.length) {
                idOfTerm = Arrays.copyOf(idOfTerm, Math.max(term + 1, idOfTerm.length * 2));
            }
            int id = idOfTerm[term] - 1;
            if (id < 0) {
                if (count == terms.length) {
                    terms = Arrays.copyOf(terms, count * 2);
                }
                terms[count] = term;
                id = count++;
                idOfTerm[term] = id + 1;
            }
            return id;
        }

        int term(int id) {
            if (id >= count) {
                throw new IllegalArgumentException(id + " is no move id (" + count + " so far)");
            }
            return terms[id];
        }
    }
}
