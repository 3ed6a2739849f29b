package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * Where the rows of a merged run were measured: each shard's environment, and which fields of
 * the machines differ between shards (empty when every shard ran on the same kind of machine).
 * Figures measured on different machines compare with care. See docs/RESULTS.md.
 *
 * @param differences the environment fields that differ between shards, e.g. {@code cpu}, {@code cores}
 * @param shards each shard as merged, in order of its index
 */
@JsonPropertyOrder({"machinesDiffer", "differences", "shards"})
public record MergedShards(boolean machinesDiffer, List<String> differences, List<Shard> shards) {
    public MergedShards {
        differences = differences == null ? List.of() : List.copyOf(differences);
        shards = shards == null ? List.of() : List.copyOf(shards);
    }

    /**
     * @param shard {@code K/N}
     * @param folder the shard's result folder, as named to the merge
     * @param cells the (game, reasoner) cells it measured
     */
    @JsonPropertyOrder({"shard", "folder", "cells", "environment"})
    public record Shard(String shard, String folder, int cells, Environment environment) {
    }
}
