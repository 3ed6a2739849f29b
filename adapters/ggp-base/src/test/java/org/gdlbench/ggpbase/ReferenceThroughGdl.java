package org.gdlbench.ggpbase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.ggpbase.api.Gdl;
import org.gdlbench.ggpbase.api.GdlConstant;
import org.gdlbench.ggpbase.api.GdlSentence;
import org.gdlbench.ggpbase.api.GgpState;
import org.gdlbench.ggpbase.api.GgpStateMachine;
import org.gdlbench.ggpbase.api.GoalDefinitionException;
import org.gdlbench.ggpbase.api.Move;
import org.gdlbench.ggpbase.api.Role;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * A test engine written against the adapter's interface: a thin one, that reaches the reference
 * interpreter only through what the interface gives it. It loads the rules from the text of the
 * {@link Gdl} list it is handed (so a rule lost or garbled in translation shows), and keeps states
 * as sets of sentences. It lists legal moves in reverse text order, so the adapter's own order is
 * what playouts follow.
 */
public final class ReferenceThroughGdl implements GgpStateMachine {
    private StateMachine reference;

    @Override
    public void initialize(List<Gdl> description) {
        String rules = description.stream().map(Gdl::toString).collect(Collectors.joining("\n"));
        reference = Reasoners.create("reference", FrontEnd.load("through-gdl", "<gdl objects>", rules));
    }

    @Override
    public List<Role> getRoles() {
        return reference.roles().stream().map(name -> new Role(new GdlConstant(name))).toList();
    }

    @Override
    public GgpState getInitialState() {
        return state(reference.initialState());
    }

    @Override
    public List<Move> getLegalMoves(GgpState state, Role role) {
        List<Move> moves = new ArrayList<>();
        for (String text : reference.legalMoveTexts(machineState(state), role(role))) {
            moves.add(new Move(KifTerms.term(text)));
        }
        Collections.reverse(moves);
        return moves;
    }

    @Override
    public GgpState getNextState(GgpState state, List<Move> moves) {
        int[] joint = new int[moves.size()];
        for (int role = 0; role < joint.length; role++) {
            joint[role] = reference.moveId(role, moves.get(role).toString());
        }
        MachineState next = reference.newState();
        reference.next(machineState(state), joint, next);
        return state(next);
    }

    @Override
    public boolean isTerminal(GgpState state) {
        return reference.isTerminal(machineState(state));
    }

    @Override
    public int getGoal(GgpState state, Role role) {
        int goal = reference.goal(machineState(state), role(role));
        if (goal == GoalValues.UNDEFINED) {
            throw new GoalDefinitionException("no goal for " + role);
        }
        return goal;
    }

    private int role(Role role) {
        return reference.roles().indexOf(role.toString());
    }

    private GgpState state(MachineState state) {
        Set<GdlSentence> contents = new HashSet<>();
        reference.fluents(state).forEach(fluent -> contents.add(KifTerms.sentence(fluent)));
        return new GgpState(contents);
    }

    private MachineState machineState(GgpState state) {
        return reference.stateOf(state.getContents().stream().map(Object::toString).toList());
    }
}
