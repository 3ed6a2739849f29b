package org.gdlbench.ggpbase.standin;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.Reasoners;
import org.ggp.base.util.gdl.grammar.Gdl;
import org.ggp.base.util.gdl.grammar.GdlSentence;
import org.ggp.base.util.gdl.grammar.GdlTerm;
import org.ggp.base.util.statemachine.MachineState;
import org.ggp.base.util.statemachine.Move;
import org.ggp.base.util.statemachine.Role;
import org.ggp.base.util.statemachine.StateMachine;
import org.ggp.base.util.statemachine.exceptions.GoalDefinitionException;

/**
 * A test engine as a ggp-base user writes one: it extends the (stand-in) ggp-base state machine,
 * so the adapter binds it by class name. It loads the reference from the text of the GDL objects
 * it is handed, and keeps states as {@code ( true ( cell 1 1 b ) )} sentences, as ggp-base's
 * prover does; it throws the checked goal exception where the rules define no goal.
 */
public final class StandInEngine extends StateMachine {
    private org.gdlbench.machine.StateMachine reference;

    @Override
    public void initialize(List<Gdl> description) {
        String rules = description.stream().map(Gdl::toString).collect(Collectors.joining("\n"));
        reference = Reasoners.create("reference", FrontEnd.load("stand-in", "<ggp-base objects>", rules));
    }

    @Override
    public List<Role> getRoles() {
        return reference.roles().stream().map(Role::new).toList();
    }

    @Override
    public MachineState getInitialState() {
        return state(reference.initialState());
    }

    @Override
    public List<Move> getLegalMoves(MachineState state, Role role) {
        List<Move> moves = new ArrayList<>();
        reference.legalMoveTexts(ours(state), role(role)).forEach(text -> moves.add(new Move(new GdlTerm(text))));
        return moves;
    }

    @Override
    public MachineState getNextState(MachineState state, List<Move> moves) {
        int[] joint = new int[moves.size()];
        for (int role = 0; role < joint.length; role++) {
            joint[role] = reference.moveId(role, moves.get(role).toString());
        }
        org.gdlbench.machine.MachineState next = reference.newState();
        reference.next(ours(state), joint, next);
        return state(next);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        return reference.isTerminal(ours(state));
    }

    @Override
    public int getGoal(MachineState state, Role role) throws GoalDefinitionException {
        int goal = reference.goal(ours(state), role(role));
        if (goal == GoalValues.UNDEFINED) {
            throw new GoalDefinitionException("no goal for " + role);
        }
        return goal;
    }

    private int role(Role role) {
        return reference.roles().indexOf(role.toString());
    }

    private MachineState state(org.gdlbench.machine.MachineState state) {
        Set<GdlSentence> contents = new HashSet<>();
        reference.fluents(state).forEach(fluent -> contents.add(new GdlSentence("(true " + fluent + ")")));
        return new MachineState(contents);
    }

    private org.gdlbench.machine.MachineState ours(MachineState state) {
        List<String> fluents = new ArrayList<>();
        for (GdlSentence sentence : state.getContents()) {
            String text = sentence.toString(); // "( true X )"
            fluents.add(text.substring("( true ".length(), text.length() - 2));
        }
        return reference.stateOf(fluents);
    }
}
