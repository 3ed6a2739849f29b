package org.gdlbench.machine;

import java.util.function.Consumer;
import org.gdlbench.gdl.Rule;

/**
 * A machine that can say which rules derive its answers. {@code verify} asks the reference, to
 * report which of the sheet's rules the compared states exercised and which never derived anything.
 */
public interface RuleDerivations {
    /**
     * From now on tells {@code listener} of every rule each time it derives an answer (the
     * rule's body may be reordered, its position is the sheet's); null stops telling. Off by
     * default, and then it costs the machine nothing.
     */
    void onDerivation(Consumer<Rule> listener);
}
