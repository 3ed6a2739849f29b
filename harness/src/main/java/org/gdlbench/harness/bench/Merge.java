package org.gdlbench.harness.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.MergedShards;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.gdlbench.util.Plural;

/**
 * Merges result folders into one that reads like any other: either the shards of one run
 * ({@code bench --shard K/N}), every shard there once and finished, or separate finished runs,
 * such as a reasoner measured later beside an earlier run, no cell measured in two of them. All
 * must share settings, build and the hashes of the games they have in common. Each folder's
 * environment is kept, and the fields in which their machines differ are named.
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
     * @throws IllegalArgumentException saying in one line why the folders cannot be merged; nothing is written then
     */
    public static RunResults merge(List<Path> folders, Path out) {
        if (Files.exists(out)) {
            throw new IllegalArgumentException("--out folder " + out + " exists already; name a new one");
        }
        if (folders.isEmpty()) {
            throw new IllegalArgumentException("name the result folders to merge");
        }
        List<Map.Entry<Path, RunManifest>> manifests = new ArrayList<>();
        for (Path folder : folders) {
            manifests.add(Map.entry(folder, RunManifest.read(folder)));
        }
        long shards = manifests.stream().filter(entry -> entry.getValue().shard() != null).count();
        if (shards > 0 && shards < manifests.size()) {
            throw new IllegalArgumentException("cannot merge shards with whole runs: merge the shards of a run first");
        }
        if (shards > 0) {
            mergeShards(manifests, out);
        } else {
            mergeRuns(manifests, out);
        }
        return ResultFolder.regenerate(out);
    }

    /** Writes the shards of one run as one folder. */
    private static void mergeShards(List<Map.Entry<Path, RunManifest>> shards, Path out) {
        TreeMap<Integer, Path> byIndex = new TreeMap<>();
        TreeMap<Integer, RunManifest> manifests = new TreeMap<>();
        RunManifest first = null;
        Path firstFolder = null;
        for (Map.Entry<Path, RunManifest> entry : shards) {
            Path folder = entry.getKey();
            RunManifest manifest = entry.getValue();
            Shard shard = Shard.parse(manifest.shard());
            if (first == null) {
                first = manifest;
                firstFolder = folder;
            } else {
                requireAgreement(firstFolder, folder, first.difference(manifest, "in " + firstFolder, "in " + folder));
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
            requireFinished(folder, manifest, "shard " + shard + " in " + folder);
        }
        int count = Shard.parse(first.shard()).count();
        for (int k = 1; k <= count; k++) {
            if (!byIndex.containsKey(k)) {
                throw new IllegalArgumentException("shard " + k + "/" + count + " is missing");
            }
        }
        List<Cell> cells = coveredOnce(manifests.values().stream().toList(), first);
        LinkedHashMap<Path, RunManifest> ordered = new LinkedHashMap<>();
        byIndex.forEach((k, folder) -> ordered.put(folder, manifests.get(k)));
        write(out, ordered, first, first.games(), first.reasoners(), cells, first.options());
    }

    /**
     * Writes separate runs as one folder: their settings, build and the hashes of their common
     * games must agree, and no cell may be in two of them. The merged folder is not to be resumed.
     */
    private static void mergeRuns(List<Map.Entry<Path, RunManifest>> runs, Path out) {
        RunManifest first = null;
        Path firstFolder = null;
        Map<Cell, Path> measuredIn = new LinkedHashMap<>();
        LinkedHashSet<String> games = new LinkedHashSet<>();
        LinkedHashSet<String> reasoners = new LinkedHashSet<>();
        LinkedHashMap<Path, RunManifest> parts = new LinkedHashMap<>();
        for (Map.Entry<Path, RunManifest> entry : runs) {
            Path folder = entry.getKey();
            RunManifest manifest = entry.getValue();
            if (parts.put(folder, manifest) != null) {
                throw new IllegalArgumentException(folder + " is given twice");
            }
            if (first == null) {
                first = manifest;
                firstFolder = folder;
            } else {
                requireAgreement(firstFolder, folder, first.comparability(manifest, "in " + firstFolder,
                        "in " + folder));
            }
            requireFinished(folder, manifest, "the run in " + folder);
            for (Cell cell : manifest.cells()) {
                Path earlier = measuredIn.putIfAbsent(cell, folder);
                if (earlier != null) {
                    throw new IllegalArgumentException("cell " + cell + " is in both " + earlier + " and " + folder
                            + ": merge runs of different cells");
                }
            }
            games.addAll(manifest.games());
            reasoners.addAll(manifest.reasoners());
        }
        List<Cell> cells = new ArrayList<>();
        for (String game : games) {
            for (String reasoner : reasoners) {
                Cell cell = new Cell(game, reasoner);
                if (measuredIn.containsKey(cell)) {
                    cells.add(cell);
                }
            }
        }
        write(out, parts, first, List.copyOf(games), List.copyOf(reasoners), cells, null);
    }

    /** @throws IllegalArgumentException saying why {@code folder} cannot join {@code first} when {@code difference} is not null */
    private static void requireAgreement(Path first, Path folder, String difference) {
        if (difference != null) {
            throw new IllegalArgumentException("cannot merge " + folder + " with " + first + ": their " + difference);
        }
    }

    /** @throws IllegalArgumentException when the folder's cell log lacks some of its cells */
    private static void requireFinished(Path folder, RunManifest manifest, String what) {
        int finished = ResultFolder.finishedRows(folder, manifest).stream()
                .map(row -> new Cell(row.game(), row.reasoner())).collect(Collectors.toSet()).size();
        if (finished < manifest.cells().size()) {
            throw new IllegalArgumentException(what + " is unfinished (" + finished + " of " + manifest.cells().size()
                    + " cells); finish it: gdlbench bench --resume " + folder);
        }
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
            throw new IllegalArgumentException("the shards do not cover the matrix of "
                    + Plural.count(first.games().size(), "game") + " x " + Plural.count(first.reasoners().size(), "reasoner"));
        }
        return matrix;
    }

    /**
     * Writes the merged folder from {@code parts} (folder to manifest, in order).
     *
     * @param options the merged folder's options, for {@code --resume}; null when it is not to be resumed
     */
    private static void write(Path out, Map<Path, RunManifest> parts, RunManifest first, List<String> games,
                              List<String> reasoners, List<Cell> cells, BenchOptions options) {
        List<MergedShards.Shard> shards = new ArrayList<>();
        List<ResultRow> rows = new ArrayList<>();
        Map<String, String> hashes = new LinkedHashMap<>();
        Map<String, ReasonerTraits> traits = new TreeMap<>();
        String earliest = null;
        for (Map.Entry<Path, RunManifest> part : parts.entrySet()) {
            Path folder = part.getKey();
            RunManifest manifest = part.getValue();
            shards.add(new MergedShards.Shard(manifest.shard(), folder.toString(), manifest.cells().size(),
                    manifest.environment()));
            rows.addAll(ResultFolder.finishedRows(folder, manifest));
            manifest.gameHashes().forEach(hashes::putIfAbsent);
            manifest.reasonerTraits().forEach(traits::putIfAbsent);
            String date = manifest.environment().date();
            earliest = earliest == null || date.compareTo(earliest) < 0 ? date : earliest;
            for (String piece : List.of("games", "records", "logs", ResultFolder.JMH_PIECES)) {
                copyTree(folder.resolve(piece), out.resolve(piece));
            }
        }
        List<String> differences = differences(shards);
        Environment base = first.environment();
        Environment environment = new Environment(earliest, base.profile(), base.command(), base.cpu(), base.cores(),
                base.memoryBytes(), base.os(), base.jdkVendor(), base.jdkVersion(), base.vm(), base.jvmOptions(),
                base.hostJvmOptions(), base.gdlbenchVersion(), base.gitCommit(), base.gitDirty(), base.jmhVersion(),
                hashes, base.threadsPerCore(), base.governor(), base.physicalCores());
        new RunManifest(first.schema(), RunManifest.VERSION, first.command(), options, null, games, reasoners, cells,
                hashes, first.settings(), first.jvmArgs(), first.verifyTimeCapSeconds(), first.records(), environment,
                new MergedShards(!differences.isEmpty(), differences, shards), traits).write(out);
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
