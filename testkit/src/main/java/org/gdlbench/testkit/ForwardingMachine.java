package org.gdlbench.testkit;

import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.StateMachine;

/**
 * A machine that answers every query with another machine's answer: a test's faulty or
 * instrumented machine extends it and overrides only the queries it changes.
 */
public abstract class ForwardingMachine implements StateMachine {
    protected final StateMachine inner;

    protected ForwardingMachine(StateMachine inner) {
        this.inner = inner;
    }

    @Override
    public Game game() {
        return inner.game();
    }

    @Override
    public List<String> roles() {
        return inner.roles();
    }

    @Override
    public MachineState initialState() {
        return inner.initialState();
    }

    @Override
    public MachineState newState() {
        return inner.newState();
    }

    @Override
    public void copy(MachineState from, MachineState to) {
        inner.copy(from, to);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        return inner.isTerminal(state);
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        inner.legalMoves(state, role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        inner.next(state, jointMove, out);
    }

    @Override
    public int goal(MachineState state, int role) {
        return inner.goal(state, role);
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        return inner.fluents(state);
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        return inner.stateOf(fluents);
    }

    @Override
    public String moveText(int role, int move) {
        return inner.moveText(role, move);
    }

    @Override
    public int moveId(int role, String text) {
        return inner.moveId(role, text);
    }

    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        return inner.playout(start, random, goals);
    }

    @Override
    public Preparation preparation() {
        return inner.preparation();
    }
}
