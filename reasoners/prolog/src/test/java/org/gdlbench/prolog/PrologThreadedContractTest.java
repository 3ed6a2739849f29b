package org.gdlbench.prolog;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.StateMachineContractTest;

class PrologThreadedContractTest extends StateMachineContractTest {
    @Override
    protected StateMachine machine(Game game) {
        return new PrologThreadedReasoner().create(game, Map.of());
    }
}
