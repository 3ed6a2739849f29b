package org.gdlbench.grounding;

import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.StateMachine;

/**
 * What every machine over a {@link GroundProgram} answers alike: roles, states as
 * {@link FluentState}s of the program's fluents, moves as indexes into each role's sorted
 * moves, and the canonical view of both. Subclasses say how the rules are evaluated.
 */
public abstract class GroundProgramMachine implements StateMachine {
    protected final GroundProgram program;

    protected GroundProgramMachine(GroundProgram program) {
        this.program = program;
    }

    public final GroundProgram program() {
        return program;
    }

    /** The grounding's sizes and time; a subclass adds what it built from the program. */
    @Override
    public Preparation preparation() {
        return program.stats().preparation();
    }

    @Override
    public final Game game() {
        return program.game();
    }

    @Override
    public final List<String> roles() {
        return program.roles();
    }

    @Override
    public final MachineState initialState() {
        return program.initialState();
    }

    @Override
    public final MachineState newState() {
        return new FluentState(program.fluentCount());
    }

    @Override
    public final void copy(MachineState from, MachineState to) {
        ((FluentState) to).copyFrom((FluentState) from);
    }

    @Override
    public final SortedSet<String> fluents(MachineState state) {
        return program.fluents((FluentState) state);
    }

    @Override
    public final MachineState stateOf(Collection<String> texts) {
        return program.stateOf(texts);
    }

    @Override
    public final String moveText(int role, int move) {
        return program.moveText(role, move);
    }

    @Override
    public final int moveId(int role, String text) {
        return program.moveId(role, text);
    }
}
