package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.machine.ReasonerSpec;

/**
 * What a run measures: the matrix of games and reasoners, or one shard of it.
 *
 * @param shard the part to run, or null for the whole matrix
 * @param options what the run was asked for, kept for {@code --resume}; null when it cannot be resumed
 * @param records the folder of match records given, or null for the shipped ones
 */
public record Matrix(List<CorpusEntry> games, List<ReasonerSpec> reasoners, Shard shard, BenchOptions options,
                     String records) {
    public Matrix {
        games = List.copyOf(games);
        reasoners = List.copyOf(reasoners);
    }

    /** The cells this run is to measure, in the matrix's order. */
    public List<Cell> cells(BenchRun.Settings settings) {
        Map<Cell, Double> seconds = estimates(settings, 1);
        List<Cell> all = new ArrayList<>(seconds.keySet());
        return shard == null ? all : shard.select(all, seconds::get);
    }

    /**
     * The estimated seconds of measuring {@code cells} (of this matrix) on a machine of {@code pace}
     * ({@link MachinePace}), for the estimate a run announces and its ETA.
     */
    public double estimatedSeconds(BenchRun.Settings settings, List<Cell> cells, double pace) {
        Map<Cell, Double> seconds = estimates(settings, pace);
        return cells.stream().mapToDouble(cell -> seconds.getOrDefault(cell, 0.0)).sum();
    }

    /**
     * The estimated seconds of each of {@code count} shards of the whole matrix, for a scheduler's
     * time limit: at the pace the figures hold for, as the nodes that will run them are not this one.
     */
    public double[] shardSeconds(BenchRun.Settings settings, int count) {
        Map<Cell, Double> seconds = estimates(settings, 1);
        return Shard.partition(new ArrayList<>(seconds.keySet()), count, seconds::get).stream()
                .mapToDouble(part -> part.stream().mapToDouble(seconds::get).sum()).toArray();
    }

    /** Every cell of the whole matrix, in order, with its estimated seconds at {@code pace}. */
    private Map<Cell, Double> estimates(BenchRun.Settings settings, double pace) {
        Map<Cell, Double> seconds = new LinkedHashMap<>();
        for (CorpusEntry game : games) {
            for (ReasonerSpec reasoner : reasoners) {
                seconds.put(new Cell(game.name(), reasoner.toString()), CellCost.seconds(settings, game, reasoner, pace));
            }
        }
        return seconds;
    }
}
