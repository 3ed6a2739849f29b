package org.gdlbench.propnet;

import java.util.List;

/**
 * The back end chosen for a net, with why, as {@link BackEndChooser} worked it out.
 *
 * @param backEnd the back end
 * @param reasons sentences saying why, for the preparation record
 * @param trial the trial playouts' statistics, or null when the choice did not need them
 */
public record BackEndChoice(BackEnd backEnd, List<String> reasons, StepTrial trial) {
    public BackEndChoice {
        reasons = List.copyOf(reasons);
    }
}
