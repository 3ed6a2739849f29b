package org.gdlbench.instantiation;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.StateMachineContractTest;

class GroundMachineContractTest extends StateMachineContractTest {
    @Override
    protected StateMachine machine(Game game) {
        return new InstantiationReasoner().create(game, Map.of());
    }
}
