package org.gdlbench.ggpbase.api;

import java.util.List;

/**
 * The state machine an engine implements, with the method shapes of ggp-base's public
 * {@code StateMachine} API, so an engine written against that API ports by changing its imports.
 * An engine built on ggp-base itself needs no port: the adapter binds its classes by name
 * (docs/GGP-BASE.md). States are values: {@link #getNextState} never changes its argument.
 */
public interface GgpStateMachine {
    /** Prepares the machine for the game whose rules and facts are {@code description}. */
    void initialize(List<Gdl> description);

    List<Role> getRoles();

    GgpState getInitialState();

    /** {@code role}'s legal moves in {@code state}, each once, in any order. */
    List<Move> getLegalMoves(GgpState state, Role role);

    /** The state after the joint move {@code moves}, one move per role in the order of {@link #getRoles}. */
    GgpState getNextState(GgpState state, List<Move> moves);

    boolean isTerminal(GgpState state);

    /**
     * {@code role}'s goal value in {@code state}.
     *
     * @throws GoalDefinitionException when the rules define none, or several
     */
    int getGoal(GgpState state, Role role);
}
