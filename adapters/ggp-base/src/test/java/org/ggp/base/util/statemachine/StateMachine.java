package org.ggp.base.util.statemachine;

import java.util.List;
import org.ggp.base.util.gdl.grammar.Gdl;
import org.ggp.base.util.statemachine.exceptions.GoalDefinitionException;

/** Test stand-in for ggp-base's state machine: the abstract methods an engine implements. */
public abstract class StateMachine {
    public abstract void initialize(List<Gdl> description);

    public abstract List<Role> getRoles();

    public abstract MachineState getInitialState();

    public abstract List<Move> getLegalMoves(MachineState state, Role role) throws Exception;

    public abstract MachineState getNextState(MachineState state, List<Move> moves) throws Exception;

    public abstract boolean isTerminal(MachineState state);

    public abstract int getGoal(MachineState state, Role role) throws GoalDefinitionException;
}
