package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What preparing a reasoner built for a game, as a result row records it (docs/RESULTS.md): the
 * back end chosen, each preparation phase's time, sizes such as ground atoms or links, and the
 * reason for each choice. Taken from the machine the harness prepares before measuring.
 *
 * @param backend the evaluation back end, empty when the reasoner has only one
 * @param phasesMs each phase's time in milliseconds, in the order the phases ran
 * @param sizes what was built, by name (e.g. {@code groundAtoms}, {@code links})
 * @param reasons why each choice was made
 */
@JsonPropertyOrder({"backend", "phasesMs", "sizes", "reasons"})
public record PreparationRecord(String backend, Map<String, Double> phasesMs, Map<String, Long> sizes,
                                List<String> reasons) {
    public PreparationRecord {
        backend = backend == null ? "" : backend;
        phasesMs = phasesMs == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(phasesMs));
        sizes = sizes == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sizes));
        reasons = reasons == null ? List.of() : List.copyOf(reasons);
    }
}
