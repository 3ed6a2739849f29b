package org.gdlbench.harness.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.MergedShards;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;

/**
 * Merges the result folders of a run's shards ({@code bench --shard K/N}) into one folder that
 * reads like any other: every shard must be there once and finished, and all must share
 * settings, build and game hashes. Each shard's environment is kept, and the fields in which
 * their machines differ are named.
 */
public final class Merge {
    /** The environment fields that say what machine a shard ran on. */
    private static final List<String> MACHINE = List.of("cpu", "cores", "memoryBytes", "os", "jdkVendor", "jdkVersion",
            "vm");

    private Merge() {
    }

    /**
     * Writes the merged folder {@code out} (which must not exist); returns its results.
     *
     * @throws IllegalArgumentException saying in one line why the shards cannot be merged; nothing is written then
     */
    public static RunResults merge(List<Path> shards, Path out) {
        if (Files.exists(out)) {
            throw new IllegalArgumentException("--out folder " + out + " exists already; name a new one");
        }
        TreeMap<Integer, Path> byIndex = new TreeMap<>();
        TreeMap<Integer, RunManifest> manifests = new TreeMap<>();
        RunManifest first = null;
        Path firstFolder = null;
        for (Path folder : shards) {
            RunManifest manifest = RunManifest.read(folder);
            if (manifest.shard() == null) {
                throw new IllegalArgumentException(folder + " is not a shard (made without bench --shard K/N)");
            }
            Shard shard = Shard.parse(manifest.shard());
            if (first == null) {
                first = manifest;
                firstFolder = folder;
            } else {
                String difference = first.difference(manifest, "in " + firstFolder, "in " + folder);
                if (difference != null) {
                    throw new IllegalArgumentException("cannot merge " + folder + " with " + firstFolder + ": their "
                            + difference);
                }
                if (Shard.parse(first.shard()).count() != shard.count()) {
                    throw new IllegalArgumentException("cannot merge " + folder + " with " + firstFolder
                            + ": one is shard " + shard + ", the other " + first.shard());
                }
            }
            Path earlier = byIndex.putIfAbsent(shard.index(), folder);
            if (earlier != null) {
                throw new IllegalArgumentException("shard " + shard + " is given twice: " + earlier + " and " + folder);
            }
            manifests.put(shard.index(), manifest);
            int finished = ResultFolder.finishedRows(folder, manifest).stream()
                    .map(row -> new Cell(row.game(), row.reasoner())).collect(java.util.stream.Collectors.toSet()).size();
            if (finished < manifest.cells().size()) {
                throw new IllegalArgumentException("shard " + shard + " in " + folder + " is unfinished (" + finished
                        + " of " + manifest.cells().size() + " cells); finish it: gdlbench bench --resume " + folder);
            }
        }
        if (first == null) {
            throw new IllegalArgumentException("name the shard folders to merge");
        }
        int count = Shard.parse(first.shard()).count();
        for (int k = 1; k <= count; k++) {
            if (!byIndex.containsKey(k)) {
                throw new IllegalArgumentException("shard " + k + "/" + count + " is missing");
            }
        }
        List<Cell> cells = coveredOnce(manifests.values().stream().toList(), first);
        write(out, byIndex, manifests, first, cells);
        return ResultFolder.regenerate(out);
    }

    /** The matrix's cells, checking that the shards hold each exactly once. */
    private static List<Cell> coveredOnce(List<RunManifest> manifests, RunManifest first) {
        Set<Cell> seen = new HashSet<>();
        for (RunManifest manifest : manifests) {
            for (Cell cell : manifest.cells()) {
                if (!seen.add(cell)) {
                    throw new IllegalArgumentException("cell " + cell + " is in more than one shard");
                }
            }
        }
        List<Cell> matrix = new ArrayList<>();
        for (String game : first.games()) {
            for (String reasoner : first.reasoners()) {
                matrix.add(new Cell(game, reasoner));
            }
        }
        if (!seen.equals(new HashSet<>(matrix))) {
            throw new IllegalArgumentException("the shards do not cover the matrix of " + first.games().size()
                    + " game(s) x " + first.reasoners().size() + " reasoner(s)");
        }
        return matrix;
    }

    private static void write(Path out, TreeMap<Integer, Path> folders, TreeMap<Integer, RunManifest> manifests,
                              RunManifest first, List<Cell> cells) {
        List<MergedShards.Shard> shards = new ArrayList<>();
        List<ResultRow> rows = new ArrayList<>();
        String earliest = null;
        for (int k : folders.keySet()) {
            Path folder = folders.get(k);
            RunManifest manifest = manifests.get(k);
            shards.add(new MergedShards.Shard(manifest.shard(), folder.toString(), manifest.cells().size(),
                    manifest.environment()));
            rows.addAll(ResultFolder.finishedRows(folder, manifest));
            String date = manifest.environment().date();
            earliest = earliest == null || date.compareTo(earliest) < 0 ? date : earliest;
            for (String part : List.of("games", "records", "logs", ResultFolder.JMH_PIECES)) {
                copyTree(folder.resolve(part), out.resolve(part));
            }
        }
        List<String> differences = differences(shards);
        Environment base = first.environment();
        Environment environment = new Environment(earliest, base.profile(), base.command(), base.cpu(), base.cores(),
                base.memoryBytes(), base.os(), base.jdkVendor(), base.jdkVersion(), base.vm(), base.jvmOptions(),
                base.hostJvmOptions(), base.gdlbenchVersion(), base.gitCommit(), base.gitDirty(), base.jmhVersion(),
                base.gameHashes(), base.threadsPerCore(), base.governor());
        List<String> args = first.args() == null ? null : withoutShard(first.args());
        first.withMerged(null, cells, environment, new MergedShards(!differences.isEmpty(), differences, shards), args)
                .write(out);
        try (CellLog log = new CellLog(out)) {
            log.append(rows);
        }
    }

    /** The machine fields in which the shards' environments differ. */
    static List<String> differences(List<MergedShards.Shard> shards) {
        Set<String> differ = new LinkedHashSet<>();
        Environment first = shards.get(0).environment();
        for (MergedShards.Shard shard : shards) {
            for (String name : RunManifest.differingComponents(first, shard.environment())) {
                if (MACHINE.contains(name)) {
                    differ.add(name);
                }
            }
        }
        return MACHINE.stream().filter(differ::contains).toList();
    }

    private static List<String> withoutShard(List<String> args) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--shard")) {
                i++;
            } else if (!args.get(i).startsWith("--shard=")) {
                kept.add(args.get(i));
            }
        }
        return kept;
    }

    private static void copyTree(Path from, Path to) {
        if (!Files.isDirectory(from)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path path : walk.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from + " to " + to, e);
        }
    }
}
