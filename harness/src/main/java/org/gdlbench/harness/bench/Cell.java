package org.gdlbench.harness.bench;

import com.fasterxml.jackson.annotation.JsonIgnore;

/** One (game, reasoner) of a run's matrix: measured together, one result row per driver. */
public record Cell(String game, String reasoner) {
    /** The same key as {@link BenchRun#key(String, String)}. */
    @JsonIgnore
    public String key() {
        return BenchRun.key(game, reasoner);
    }

    @Override
    public String toString() {
        return game + " / " + reasoner;
    }
}
