package org.gdlbench.machine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.junit.jupiter.api.Test;

/** The one random-playout loop, and the base machine it is run on here. */
class DefaultPlayoutWalkTest {
    private static final Game GAME = FrontEnd.load("count", "count.kif",
            "(role a) (role b) (init (n 0)) (<= (legal a go) (true (n 0))) (<= (legal b go) (true (n 0)))"
                    + " (<= (next (n 1)) (does a go)) (<= terminal (true (n 1))) (goal a 100) (goal b 0)");

    /**
     * A counter both roles raise: a adds 1 to 3 (ids 0 to 2), b adds 0 or 1 (ids 0, 1); over
     * at 20 or more, where a wins with an even count. At {@code stuckAt}, b has no move.
     */
    static final class CountingMachine extends AbstractMachine<CountingMachine.State> {
        static final class State implements MachineState {
            int count;
        }

        private final int stuckAt;
        int copies;

        CountingMachine(int stuckAt) {
            super(GAME, State::new);
            this.stuckAt = stuckAt;
        }

        @Override
        public MachineState initialState() {
            return new State();
        }

        @Override
        protected void copyState(State from, State to) {
            copies++;
            to.count = from.count;
        }

        @Override
        public boolean isTerminal(MachineState state) {
            return ((State) state).count >= 20;
        }

        @Override
        public void legalMoves(MachineState state, int role, MoveList out) {
            out.clear();
            int moves = role == 0 ? 3 : ((State) state).count == stuckAt ? 0 : 2;
            for (int move = 0; move < moves; move++) {
                out.add(move);
            }
        }

        @Override
        public void next(MachineState state, int[] jointMove, MachineState out) {
            ((State) out).count = ((State) state).count + jointMove[0] + 1 + jointMove[1];
        }

        @Override
        public int goal(MachineState state, int role) {
            boolean even = ((State) state).count % 2 == 0;
            return even == (role == 0) ? 100 : 0;
        }

        @Override
        public int playout(MachineState start, RandomGenerator random, int[] goals) {
            return playoutOnBuffers(start, random, goals);
        }

        @Override
        public SortedSet<String> fluents(MachineState state) {
            return new TreeSet<>(List.of("(n " + ((State) state).count + ")"));
        }

        @Override
        public MachineState stateOf(Collection<String> fluents) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String moveText(int role, int move) {
            return "(add " + move + ")";
        }

        @Override
        public int moveId(int role, String text) {
            return -1;
        }
    }

    /** Records what a walk shows. */
    private static final class Recorder implements DefaultPlayout.Walker {
        final List<Integer> reached = new ArrayList<>();
        final List<int[]> chosen = new ArrayList<>();
        int endedAt = -1;
        int stopAt = Integer.MAX_VALUE;

        @Override
        public boolean reached(MachineState state, int depth) {
            reached.add(((CountingMachine.State) state).count);
            return depth < stopAt;
        }

        @Override
        public void chose(int[] jointMove, int depth) {
            chosen.add(jointMove.clone());
        }

        @Override
        public void ended(MachineState state, int depth) {
            endedAt = depth;
        }
    }

    @Test
    void theBaseMachineNamesTheDeclaredRolesMakesStatesWithItsFactoryAndCopiesThroughItsStateType() {
        CountingMachine machine = new CountingMachine(-1);
        assertEquals(List.of("a", "b"), machine.roles());
        assertEquals(GAME, machine.game());
        CountingMachine.State from = machine.newState();
        from.count = 7;
        CountingMachine.State to = machine.newState();
        assertNotSame(from, to, "each buffer made anew by the state factory the machine was given");
        assertEquals(0, to.count);
        machine.copy(from, to);
        assertEquals(7, to.count);
        assertEquals(1, machine.copies);
    }

    @Test
    void aWalkDrawsTheMovesOfTheDefaultPlayoutAndEndsWhereItDoes() {
        CountingMachine machine = new CountingMachine(-1);
        List<int[]> played = new ArrayList<>();
        PlayoutResult playout = DefaultPlayout.run(machine, machine.initialState(), new SplittableRandom(5),
                joint -> played.add(joint.clone()));
        Recorder recorder = new Recorder();
        MachineState state = machine.initialState();
        int depth = DefaultPlayout.walk(machine, state, new SplittableRandom(5), Integer.MAX_VALUE, recorder);
        assertEquals(playout.depth(), depth);
        assertEquals(played.size(), recorder.chosen.size());
        for (int step = 0; step < played.size(); step++) {
            assertArrayEquals(played.get(step), recorder.chosen.get(step), "step " + step);
        }
        assertEquals(depth, recorder.endedAt);
        assertEquals(depth + 1, recorder.reached.size(), "every state, the start and the terminal one included");
        assertArrayEquals(playout.goals(), machine.goals(state));
        // the playout on the base machine's buffers is the same algorithm
        int[] goals = new int[2];
        assertEquals(playout.depth(), machine.playout(machine.initialState(), new SplittableRandom(5), goals));
        assertArrayEquals(playout.goals(), goals);
    }

    @Test
    void aWalkStoppedByItsWalkerOrItsLimitGoesOnFromWhereItStoppedWithTheSameDraws() {
        CountingMachine machine = new CountingMachine(-1);
        Recorder whole = new Recorder();
        int depth = DefaultPlayout.walk(machine, machine.initialState(), new SplittableRandom(9), Integer.MAX_VALUE, whole);
        assertTrue(depth > 4, "a long enough walk: " + depth);

        SplittableRandom random = new SplittableRandom(9);
        MachineState state = machine.initialState();
        Recorder stopped = new Recorder();
        stopped.stopAt = 2;
        assertEquals(2, DefaultPlayout.walk(machine, state, random, Integer.MAX_VALUE, stopped));
        assertEquals(-1, stopped.endedAt, "not terminal: stopped");
        assertEquals(3, DefaultPlayout.walk(machine, state, random, 3, DefaultPlayout.Walker.NONE));
        Recorder rest = new Recorder();
        assertEquals(depth - 5, DefaultPlayout.walk(machine, state, random, Integer.MAX_VALUE, rest));
        assertEquals(whole.reached.get(5), rest.reached.get(0));
        assertEquals(whole.reached.get(depth), rest.reached.get(rest.reached.size() - 1));
    }

    @Test
    void aRoleWithoutMovesIsTheGamesFaultAtThatDepth() {
        CountingMachine machine = new CountingMachine(0);
        GameRuleException stuck = assertThrows(GameRuleException.class,
                () -> DefaultPlayout.walk(machine, machine.initialState(), new SplittableRandom(1), 10,
                        DefaultPlayout.Walker.NONE));
        assertTrue(stuck.getMessage().contains("b"), stuck.getMessage());
    }
}
