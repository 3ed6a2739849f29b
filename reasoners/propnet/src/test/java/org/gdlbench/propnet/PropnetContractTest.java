package org.gdlbench.propnet;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.StateMachineContractTest;

class PropnetContractTest extends StateMachineContractTest {
    @Override
    protected StateMachine machine(Game game) {
        return new PropnetReasoner().create(game, Map.of());
    }
}
