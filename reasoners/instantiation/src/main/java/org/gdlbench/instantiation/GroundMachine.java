package org.gdlbench.instantiation;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.grounding.FluentState;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.GroundProgramMachine;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReusablePlayout;
import org.gdlbench.util.IntList;

/**
 * Plays a {@link GroundProgram} by evaluating it over a bit set of atom values, component by
 * component in evaluation order (so stratum by stratum): a single view is the disjunction of its
 * rules, a recursive component is iterated until nothing more holds. The views that depend on
 * the moves are evaluated only for {@link #next}; the others once per state, kept while the
 * same state is asked about again.
 */
public final class GroundMachine extends GroundProgramMachine {
    private final int fluents;
    private final int firstView;
    private final int[] ruleStart;
    private final int[] bodyStart;
    private final int[] body;
    private final int[] componentStart;
    private final int[] stateComponents;
    private final int[] moveComponents;
    private final long[] values;
    private final FluentState evaluated;
    private boolean evaluatedValid;
    private final int[] inputsSet;
    private final int[][] goalRefs;
    private final int[][] goalValues;
    private final FluentState scratch;
    private ReusablePlayout playout;

    /** The grounding's phase and sizes under this reasoner's one back end. */
    @Override
    public Preparation preparation() {
        return Preparation.builder().backend("ground-strata").include(super.preparation()).build();
    }

    public GroundMachine(GroundProgram program) {
        super(program);
        this.fluents = program.fluentCount();
        this.firstView = program.firstView();
        int views = program.atomCount() - firstView;
        ruleStart = new int[views + 1];
        for (int v = 0; v <= views; v++) {
            ruleStart[v] = v < views ? program.rulesStart(firstView + v) : program.ruleCount();
        }
        bodyStart = new int[program.ruleCount() + 1];
        for (int r = 0; r < program.ruleCount(); r++) {
            bodyStart[r] = program.bodyStart(r);
        }
        bodyStart[program.ruleCount()] = program.ruleCount() == 0 ? 0 : program.bodyEnd(program.ruleCount() - 1);
        body = new int[bodyStart[program.ruleCount()]];
        for (int k = 0; k < body.length; k++) {
            body[k] = program.literal(k);
        }
        componentStart = new int[program.componentCount() + 1];
        for (int c = 0; c <= program.componentCount(); c++) {
            componentStart[c] = c < program.componentCount() ? program.componentStart(c) : views;
        }
        boolean[] movesDependent = movesDependent(views);
        IntList onState = new IntList();
        IntList onMoves = new IntList();
        for (int c = 0; c < program.componentCount(); c++) {
            (movesDependent[componentStart[c]] ? onMoves : onState).add(c);
        }
        stateComponents = onState.toArray();
        moveComponents = onMoves.toArray();
        values = new long[(program.atomCount() + 63) >>> 6];
        evaluated = new FluentState(fluents);
        scratch = new FluentState(fluents);
        goalRefs = new int[program.roleCount()][];
        goalValues = new int[program.roleCount()][];
        for (int role = 0; role < goalRefs.length; role++) {
            goalRefs[role] = program.goalRefs(role);
            goalValues[role] = program.goalValues(role);
        }
        inputsSet = new int[program.roleCount()];
        Arrays.fill(inputsSet, -1);
    }

    /** Which views depend on a move, through any chain of rules; a whole component alike. */
    private boolean[] movesDependent(int views) {
        boolean[] dependent = new boolean[views];
        for (int c = 0; c < program.componentCount(); c++) {
            boolean any = false;
            for (int v = componentStart[c]; v < componentStart[c + 1] && !any; v++) {
                for (int k = bodyStart[ruleStart[v]]; k < bodyStart[ruleStart[v + 1]] && !any; k++) {
                    int atom = body[k] >>> 1;
                    any = atom >= fluents && (atom < firstView || dependent[atom - firstView]);
                }
            }
            for (int v = componentStart[c]; v < componentStart[c + 1]; v++) {
                dependent[v] = any;
            }
        }
        return dependent;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        evaluate((FluentState) state);
        return holds(program.terminal());
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        evaluate((FluentState) state);
        out.clear();
        for (int move = 0; move < program.moveCount(role); move++) {
            if (holds(program.legal(role, move))) {
                out.add(move);
            }
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        evaluate((FluentState) state);
        for (int role = 0; role < inputsSet.length; role++) {
            if (inputsSet[role] >= 0) {
                clear(inputsSet[role]);
            }
            inputsSet[role] = program.firstInput(role) + jointMove[role];
            set(inputsSet[role]);
        }
        for (int component : moveComponents) {
            evaluate(component);
        }
        Arrays.fill(scratch.words(), 0);
        for (int f = 0; f < fluents; f++) {
            if (holds(program.next(f))) {
                scratch.set(f);
            }
        }
        ((FluentState) out).copyFrom(scratch);
    }

    /** {@link org.gdlbench.machine.DefaultPlayout}'s algorithm on buffers made once: allocates nothing. */
    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        if (playout == null) {
            playout = new ReusablePlayout(this);
        }
        return playout.run(start, random, goals);
    }

    @Override
    public int goal(MachineState state, int role) {
        evaluate((FluentState) state);
        int[] refs = goalRefs[role];
        for (int i = 0; i < refs.length; i++) {
            if (holds(refs[i])) {
                return goalValues[role][i];
            }
        }
        return GoalValues.UNDEFINED;
    }

    /** Makes the state's views current: fluent bits copied in, state components evaluated. */
    private void evaluate(FluentState state) {
        if (evaluatedValid && Arrays.equals(evaluated.words(), state.words())) {
            return;
        }
        evaluated.copyFrom(state);
        evaluatedValid = true;
        for (int f = 0; f < fluents; f++) {
            if (state.holds(f)) {
                set(f);
            } else {
                clear(f);
            }
        }
        for (int component : stateComponents) {
            evaluate(component);
        }
    }

    private void evaluate(int component) {
        int from = componentStart[component];
        int to = componentStart[component + 1];
        if (to - from == 1) {
            assign(firstView + from, anyRuleHolds(from));
            return;
        }
        for (int v = from; v < to; v++) {
            clear(firstView + v);
        }
        boolean grew;
        do {
            grew = false;
            for (int v = from; v < to; v++) {
                if (!isSet(firstView + v) && anyRuleHolds(v)) {
                    set(firstView + v);
                    grew = true;
                }
            }
        } while (grew);
    }

    private boolean anyRuleHolds(int view) {
        for (int rule = ruleStart[view]; rule < ruleStart[view + 1]; rule++) {
            boolean holds = true;
            for (int k = bodyStart[rule]; k < bodyStart[rule + 1] && holds; k++) {
                int literal = body[k];
                holds = isSet(literal >>> 1) != ((literal & 1) != 0);
            }
            if (holds) {
                return true;
            }
        }
        return false;
    }

    private boolean holds(int ref) {
        return ref == GroundProgram.ALWAYS || (ref >= 0 && isSet(ref));
    }

    private boolean isSet(int atom) {
        return (values[atom >>> 6] & 1L << atom) != 0;
    }

    private void set(int atom) {
        values[atom >>> 6] |= 1L << atom;
    }

    private void clear(int atom) {
        values[atom >>> 6] &= ~(1L << atom);
    }

    private void assign(int atom, boolean value) {
        if (value) {
            set(atom);
        } else {
            clear(atom);
        }
    }
}
