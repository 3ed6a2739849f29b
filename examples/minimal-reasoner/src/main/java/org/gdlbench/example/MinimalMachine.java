package org.gdlbench.example;

import java.util.Collection;
import java.util.SortedSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.AbstractMachine;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * The contract's queries, each handed to the reference here: replace the delegate with your own
 * engine. {@code AbstractMachine} holds the game and its roles and plays random playouts with
 * these queries; its type argument is your state class. States are this machine's own objects;
 * moves are int ids per role.
 */
final class MinimalMachine extends AbstractMachine<MachineState> {
    private final StateMachine delegate;

    MinimalMachine(Game game) {
        this(game, Reasoners.create(Reasoners.REFERENCE, game));
    }

    /** Your state class's constructor (or a lambda) makes the state buffers; here the delegate's. */
    private MinimalMachine(Game game, StateMachine delegate) {
        super(game, delegate::newState);
        this.delegate = delegate;
    }

    @Override
    public MachineState initialState() {
        return delegate.initialState();
    }

    @Override
    protected void copyState(MachineState from, MachineState to) {
        delegate.copy(from, to);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        return delegate.isTerminal(state);
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        delegate.legalMoves(state, role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        delegate.next(state, jointMove, out);
    }

    @Override
    public int goal(MachineState state, int role) {
        return delegate.goal(state, role);
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        return delegate.fluents(state);
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        return delegate.stateOf(fluents);
    }

    @Override
    public String moveText(int role, int move) {
        return delegate.moveText(role, move);
    }

    @Override
    public int moveId(int role, String text) {
        return delegate.moveId(role, text);
    }
}
