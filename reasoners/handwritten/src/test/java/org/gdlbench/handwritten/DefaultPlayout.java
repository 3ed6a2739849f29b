package org.gdlbench.handwritten;

import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/** A machine seen through the contract's default playout, to check a fast playout against. */
final class DefaultPlayout implements StateMachine {
    private final StateMachine machine;

    DefaultPlayout(StateMachine machine) {
        this.machine = machine;
    }

    @Override
    public Game game() {
        return machine.game();
    }

    @Override
    public List<String> roles() {
        return machine.roles();
    }

    @Override
    public MachineState initialState() {
        return machine.initialState();
    }

    @Override
    public MachineState newState() {
        return machine.newState();
    }

    @Override
    public void copy(MachineState from, MachineState to) {
        machine.copy(from, to);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        return machine.isTerminal(state);
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        machine.legalMoves(state, role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        machine.next(state, jointMove, out);
    }

    @Override
    public int goal(MachineState state, int role) {
        return machine.goal(state, role);
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        return machine.fluents(state);
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        return machine.stateOf(fluents);
    }

    @Override
    public String moveText(int role, int move) {
        return machine.moveText(role, move);
    }

    @Override
    public int moveId(int role, String text) {
        return machine.moveId(role, text);
    }
}
