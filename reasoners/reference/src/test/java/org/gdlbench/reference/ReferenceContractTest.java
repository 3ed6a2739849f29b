package org.gdlbench.reference;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.StateMachineContractTest;

class ReferenceContractTest extends StateMachineContractTest {
    @Override
    protected StateMachine machine(Game game) {
        return new ReferenceReasoner().create(game, Map.of());
    }
}
