package org.gdlbench.harness.verify;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;

/**
 * Runs {@link StateMachine#playout}'s default algorithm on any machine, even one that overrides
 * it: a wrapper forwards every query but not {@code playout}, so the interface's own default
 * runs (no copy of it to drift apart). It also records the joint moves played, to show the path
 * when a reasoner's fast playout disagrees with it.
 */
final class GenericPlayout implements StateMachine {
    private final StateMachine machine;
    private final List<int[]> played = new ArrayList<>();

    private GenericPlayout(StateMachine machine) {
        this.machine = machine;
    }

    /** The default playout of {@code machine} from {@code start}. */
    static PlayoutResult run(StateMachine machine, MachineState start, RandomGenerator random) {
        return new GenericPlayout(machine).playout(start, random);
    }

    /** The joint moves (texts, roles in order) of the default playout of {@code machine} from {@code start}. */
    static List<List<String>> path(StateMachine machine, MachineState start, RandomGenerator random) {
        GenericPlayout recorder = new GenericPlayout(machine);
        recorder.playout(start, random);
        List<List<String>> texts = new ArrayList<>();
        for (int[] joint : recorder.played) {
            List<String> move = new ArrayList<>();
            for (int role = 0; role < joint.length; role++) {
                move.add(machine.moveText(role, joint[role]));
            }
            texts.add(move);
        }
        return texts;
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
        played.add(jointMove.clone());
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
