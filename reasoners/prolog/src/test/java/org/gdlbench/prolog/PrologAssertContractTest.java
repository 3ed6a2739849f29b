package org.gdlbench.prolog;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.StateMachineContractTest;

class PrologAssertContractTest extends StateMachineContractTest {
    @Override
    protected StateMachine machine(Game game) {
        return new PrologAssertReasoner().create(game, Map.of());
    }
}
