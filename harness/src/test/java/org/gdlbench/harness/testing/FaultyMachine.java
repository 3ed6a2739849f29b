package org.gdlbench.harness.testing;

import java.util.Collection;
import java.util.Locale;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.locks.LockSupport;
import java.util.random.RandomGenerator;
import org.gdlbench.machine.AbstractMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * A correct machine (the reference) with one fault at a chosen depth: every state remembers how
 * many joint moves led to it, so the fault strikes in exactly the states at that depth.
 */
public class FaultyMachine extends AbstractMachine<FaultyMachine.State> {
    /** The faults on offer. */
    public enum Fault {
        /** Correct. */
        NONE,
        /** In states at depth {@code step}, the first move listed for role 0 is left out. */
        DROP_MOVE,
        /** In states at depth {@code step}, role 0's legal moves are listed in reverse order (all there, each once). */
        REORDER_MOVES,
        /** The state reached at depth {@code step} has its first fluent replaced by the first role's name. */
        CHANGE_FLUENT,
        /** The fast playout draws like the default one but takes the move after the one drawn. */
        FAST_PLAYOUT,
        /** The factory refuses every game. */
        REFUSE,
        /** In states at depth {@code step} it gives up (over a budget, as a slow reasoner may) instead of answering. */
        GIVE_UP,
        /** In states at depth {@code step}, listing legal moves runs out of heap, as a reasoner on a big game may. */
        OUT_OF_MEMORY,
        /** In states at depth {@code step}, listing legal moves runs out of stack, as a deep recursion may. */
        OUT_OF_STACK,
        /** Preparing runs out of heap. */
        OUT_OF_MEMORY_PREPARING,
        /** Every playout throws, as a reasoner with a bug would. */
        CRASH,
        /** Preparing takes {@code step} seconds, as a grounding that explodes does. */
        SLOW_PREPARATION,
        /** In states at depth {@code step}, listing legal moves never ends until its thread is interrupted. */
        ENDLESS_STEP,
        /** Each next state waits a microsecond for every millisecond since the machine was made: its rate falls as it runs. */
        SLOWING,
        /** The first two roles' goals are swapped: each role's value is the other's, their sum unchanged. */
        SWAP_GOALS;

        String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    static final class State implements MachineState {
        MachineState inner;
        int depth;

        State(MachineState inner) {
            this.inner = inner;
        }
    }

    private final StateMachine inner;
    private final Fault fault;
    private final int step;
    private final long made = System.nanoTime();

    public FaultyMachine(StateMachine inner, Fault fault, int step) {
        super(inner.game(), inner.roles(), () -> new State(inner.newState()));
        this.inner = inner;
        this.fault = fault;
        this.step = step;
    }

    @Override
    public MachineState initialState() {
        return new State(inner.initialState());
    }

    @Override
    protected void copyState(State from, State to) {
        inner.copy(from.inner, to.inner);
        to.depth = from.depth;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        return inner.isTerminal(((State) state).inner);
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        if (fault == Fault.ENDLESS_STEP && ((State) state).depth == step) {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            throw new CancellationException("query interrupted");
        }
        if (fault == Fault.GIVE_UP && ((State) state).depth == step) {
            throw new UnsupportedGameException("gives up on request");
        }
        if (fault == Fault.OUT_OF_MEMORY && ((State) state).depth == step) {
            throw new OutOfMemoryError("Java heap space");
        }
        if (fault == Fault.OUT_OF_STACK && ((State) state).depth == step) {
            throw new StackOverflowError();
        }
        inner.legalMoves(((State) state).inner, role, out);
        if (fault == Fault.DROP_MOVE && ((State) state).depth == step && role == 0 && !out.isEmpty()) {
            int[] moves = out.toArray();
            out.clear();
            for (int i = 1; i < moves.length; i++) {
                out.add(moves[i]);
            }
        }
        if (fault == Fault.REORDER_MOVES && ((State) state).depth == step && role == 0) {
            int[] moves = out.toArray();
            out.clear();
            for (int i = moves.length - 1; i >= 0; i--) {
                out.add(moves[i]);
            }
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        State from = (State) state;
        State to = (State) out;
        int depth = from.depth + 1;
        if (fault == Fault.SLOWING) {
            LockSupport.parkNanos((System.nanoTime() - made) / 1000);
        }
        inner.next(from.inner, jointMove, to.inner);
        to.depth = depth;
        if (fault == Fault.CHANGE_FLUENT && depth == step) {
            SortedSet<String> fluents = new TreeSet<>(inner.fluents(to.inner));
            fluents.remove(fluents.first());
            fluents.add(inner.roles().get(0));
            to.inner = inner.stateOf(fluents);
        }
    }

    @Override
    public int goal(MachineState state, int role) {
        boolean swapped = fault == Fault.SWAP_GOALS && role < 2 && roles().size() >= 2;
        return inner.goal(((State) state).inner, swapped ? 1 - role : role);
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        return inner.fluents(((State) state).inner);
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        return new State(inner.stateOf(fluents));
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
        if (fault == Fault.CRASH) {
            throw new IllegalStateException("injected crash");
        }
        if (fault != Fault.FAST_PLAYOUT) {
            return super.playout(start, random, goals);
        }
        MachineState state = newState();
        copy(start, state);
        int roleCount = roles().size();
        MoveList legal = new MoveList();
        int[] joint = new int[roleCount];
        int depth = 0;
        while (!isTerminal(state)) {
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            for (int role = 0; role < roleCount; role++) {
                legalMoves(state, role, legal);
                // the move after the one drawn: reversing instead would be a symmetry of tic-tac-toe's board
                joint[role] = legal.get((random.nextInt(legal.size()) + 1) % legal.size());
            }
            next(state, joint, state);
            depth++;
        }
        System.arraycopy(goals(state), 0, goals, 0, goals.length);
        return depth;
    }
}
