package org.gdlbench.harness.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.engine.EngineException;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.GoldenCheck;
import org.gdlbench.harness.perft.GoldenGenerator;
import org.gdlbench.check.Perft;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reports.Table;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "perft", description = {
        "Exhaustive fixed-depth search over all joint moves, counting nodes per ply (terminal states are",
        "leaves). Three uses:",
        "  perft --game G --depth D [--reasoner R]      count and print",
        "  perft --check [--games ...] [--reasoners ...] [--depth D]  compare reasoners with the golden",
        "      counts: full width, then seeded lines of play to the end (docs/CORPUS.md); exit status 1",
        "      on a mismatch, or when nothing was compared",
        "  perft --write-golden [--games ...] [--keep-depths]  regenerate the golden counts with the reference"})
final class PerftCommand implements Callable<Integer> {
    /** How results are written: a table for people, or one JSON document for scripts. */
    enum Format { TABLE, JSON }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    GameSelection selection;

    @Option(names = "--game", paramLabel = "G", description = "Game to count.")
    String game;

    @Option(names = "--depth", paramLabel = "D", description = {"Depth of the search (0 = the initial state only);",
            "with --check: compare plies 0..D only (at most the golden depth), and the lines if they start within them."})
    Integer depth;

    @Option(names = "--reasoner", defaultValue = Reasoners.REFERENCE, paramLabel = "R",
            description = "Reasoner counting, as name or name:key=value (default: ${DEFAULT-VALUE}).")
    String reasoner;

    @Option(names = "--check", description = "Compare every reasoner named with the golden counts; exit status 1 on a "
            + "mismatch or when every pair was skipped.")
    boolean check;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "With --check: reasoners to compare (default: every registered one).")
    List<String> reasoners;

    @Option(names = "--write-golden", description = "Count the games with the reference and write the golden files.")
    boolean writeGolden;

    @Option(names = "--golden-dir", paramLabel = "DIR",
            description = "Golden files folder: written by --write-golden (default: corpus/perft), "
                    + "read by --check (default: the counts shipped in the jar).")
    Path goldenDir;

    @Option(names = "--budget", defaultValue = "0.5", paramLabel = "SECONDS",
            description = "With --write-golden: the deepest full-width depth the reference counts within this CPU time "
                    + "(default: ${DEFAULT-VALUE}).")
    double budget;

    @Option(names = "--lines-budget", defaultValue = "5", paramLabel = "SECONDS",
            description = "With --write-golden: the lines to the end start from the deepest ply whose lines the "
                    + "reference plays within this CPU time, else from the initial state (default: ${DEFAULT-VALUE}).")
    double linesBudget;

    @Option(names = "--max-depth", defaultValue = "10", paramLabel = "D",
            description = "With --write-golden: never deeper than this (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(names = "--keep-depths", description = "With --write-golden: count a game whose golden file is current (same"
            + " rules) again to that file's depth, its lines from the same ply, adding what the format gained since"
            + " (goals per role); the counts the file had must come out the same.")
    boolean keepDepths;

    @Option(names = "--time-cap", defaultValue = "120", paramLabel = "SECONDS",
            description = "Most time per count; a count over it is abandoned (default: ${DEFAULT-VALUE}).")
    double timeCap;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json: one JSON document on standard output (default: ${DEFAULT-VALUE}).")
    Format format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (check && writeGolden) {
            throw new UsageException("--check and --write-golden cannot be used together");
        }
        if (!(timeCap > 0)) {
            throw new UsageException("--time-cap must be a positive number of seconds, not " + timeCap);
        }
        if (depth != null && depth < 0) {
            throw new UsageException("--depth must be at least 0, not " + depth);
        }
        if (writeGolden) {
            return writeGolden();
        }
        if (check) {
            return check();
        }
        if (game == null || depth == null) {
            throw new UsageException("perft needs --game and --depth (or --check, or --write-golden)");
        }
        return count();
    }

    private int count() {
        ReasonerSpec reasonerSpec = ReasonerList.parse(List.of(reasoner)).get(0);
        Game loaded = selection.corpus().entry(game).game();
        PrintWriter out = spec.commandLine().getOut();
        StateMachine machine = ReasonerList.prepare(reasonerSpec, loaded, game);
        long start = System.nanoTime();
        List<Perft.Ply> plies;
        try {
            plies = new Perft(machine).count(depth, capDeadline());
        } catch (EngineException e) {
            throw new RefusedGameException("perft " + game + ": " + e.getMessage());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (plies == null) {
            spec.commandLine().getErr().printf("gdlbench: perft stopped at the time cap of %s s%n", timeCap);
            return Main.FAILURE;
        }
        long total = Perft.total(plies);
        if (format == Format.JSON) {
            Map<String, Object> document = new LinkedHashMap<>();
            document.put("game", game);
            document.put("reasoner", reasonerSpec.toString());
            document.put("depth", depth);
            document.put("total", total);
            document.put("seconds", seconds);
            document.put("plies", plies);
            out.println(json(document));
            return 0;
        }
        Table table = new Table("ply", "nodes", "terminal", "goal sum");
        for (int ply = 0; ply < plies.size(); ply++) {
            table.add(ply, plies.get(ply).nodes(), plies.get(ply).terminals(), plies.get(ply).goalSum());
        }
        out.println("perft " + game + " depth " + depth + " with " + reasonerSpec);
        out.print(table.text());
        out.printf("total %s in %.3f s (%.0f nodes/s, a quick look: use 'bench' for figures)%n",
                Plural.count(total, "node"), seconds, total / seconds);
        return 0;
    }

    private int check() {
        List<ReasonerSpec> specs = reasoners == null
                ? ReasonerList.registered() : ReasonerList.parse(reasoners);
        List<CorpusEntry> games = selection.entries();
        Map<CorpusEntry, Optional<GoldenCount>> goldens = new LinkedHashMap<>();
        for (CorpusEntry entry : games) {
            Optional<GoldenCount> golden = golden(entry);
            if (depth != null && golden.isPresent() && depth > golden.get().depth()) {
                throw new UsageException("--depth " + depth + " is deeper than the golden counts of " + entry.name()
                        + " (depth " + golden.get().depth() + ")");
            }
            goldens.put(entry, golden);
        }
        PrintWriter out = spec.commandLine().getOut();
        boolean table = format == Format.TABLE;
        List<GoldenCheck.Result> results = new ArrayList<>();
        for (Map.Entry<CorpusEntry, Optional<GoldenCount>> pair : goldens.entrySet()) {
            for (ReasonerSpec reasonerSpec : specs) {
                long start = System.nanoTime();
                GoldenCheck.Result result = checkOne(pair.getKey(), pair.getValue(), reasonerSpec)
                        .took((System.nanoTime() - start) / 1e9);
                results.add(result);
                if (table) {
                    if (result.status() == GoldenCheck.Status.MISMATCH && !result.differences().isEmpty()) {
                        out.println("MISMATCH: game " + result.game() + ", reasoner " + result.reasoner()
                                + ", depth " + result.depth());
                        result.differences().forEach(line -> out.println("  " + line));
                    }
                    out.printf("  %-22s %-24s %s%n", result.game(), result.reasoner(), result.describe());
                    out.flush();
                }
            }
        }
        GoldenCheck.Summary summary = GoldenCheck.Summary.of(results);
        if (table) {
            Table rows = new Table("game", "reasoner", "depth", "nodes", "lines", "seconds", "result");
            for (GoldenCheck.Result result : results) {
                rows.add(result.game(), result.reasoner(), result.depth(), result.nodes(),
                        result.lines() == null ? "-" : result.lines() + " from ply " + result.linesFrom(),
                        new Table.Right(String.format(Locale.ROOT, "%.1f", result.seconds())), result.describe());
            }
            out.println();
            out.print(rows.text());
            out.println(summary.describe());
        } else {
            Map<String, Object> document = new LinkedHashMap<>();
            document.put("summary", summary);
            document.put("results", results);
            out.println(json(document));
        }
        return summary.passed() ? 0 : Main.FAILURE;
    }

    private Optional<GoldenCount> golden(CorpusEntry entry) {
        return goldenDir == null ? GoldenCount.bundled(entry.name())
                : Optional.of(goldenDir.resolve(entry.name() + ".json")).filter(Files::isRegularFile)
                .map(GoldenCount::read);
    }

    private GoldenCheck.Result checkOne(CorpusEntry entry, Optional<GoldenCount> golden, ReasonerSpec reasonerSpec) {
        String name = entry.name();
        String reasonerName = reasonerSpec.toString();
        String remake = GoldenCount.COMMAND.replace("all", name);
        if (golden.isEmpty()) {
            return GoldenCheck.Result.skipped(name, reasonerName, "no golden counts (make them: " + remake + ")");
        }
        if (!golden.get().hash().equals(entry.hash())) {
            return GoldenCheck.Result.skipped(name, reasonerName,
                    "stale golden counts, the game changed (remake them: " + remake + ")");
        }
        StateMachine machine;
        try {
            machine = Reasoners.create(reasonerSpec, entry.game());
        } catch (GdlException e) {
            return GoldenCheck.Result.skipped(name, reasonerName, "invalid game: " + e.getMessage());
        } catch (UnsupportedGameException e) {
            return GoldenCheck.Result.skipped(name, reasonerName, e.getMessage());
        }
        GoldenCount expected = depth == null ? golden.get() : golden.get().upTo(depth);
        try {
            return GoldenCheck.check(expected, reasonerName, machine, capDeadline());
        } catch (EngineException e) {
            // counted as a mismatch: the engine gave no count
            return GoldenCheck.Result.mismatch(expected, reasonerName, e.getMessage());
        }
    }

    private int writeGolden() {
        if (game != null || depth != null) {
            throw new UsageException("--write-golden takes --games, not --game or --depth");
        }
        if (!(budget > 0)) {
            throw new UsageException("--budget must be a positive number of seconds, not " + budget);
        }
        if (!(linesBudget > 0)) {
            throw new UsageException("--lines-budget must be a positive number of seconds, not " + linesBudget);
        }
        if (maxDepth < 0) {
            throw new UsageException("--max-depth must be at least 0, not " + maxDepth);
        }
        Path folder = goldenDir == null ? Path.of("corpus", "perft") : goldenDir;
        if (!Files.isDirectory(folder)) {
            throw new UsageException("golden folder " + folder + " does not exist (run from the project root, or pass --golden-dir)");
        }
        PrintWriter out = spec.commandLine().getOut();
        GoldenGenerator generator = new GoldenGenerator(seconds(budget), maxDepth, seconds(linesBudget));
        int written = 0;
        int changed = 0;
        for (CorpusEntry entry : selection.entries()) {
            Game loaded;
            try {
                loaded = entry.game();
            } catch (GdlException e) {
                out.printf("  %-22s skipped: invalid game: %s%n", entry.name(), e.getMessage());
                continue;
            }
            long start = System.nanoTime();
            GoldenCount counts;
            Path existing = folder.resolve(entry.name() + ".json");
            GoldenCount old = keepDepths && Files.isRegularFile(existing) ? GoldenCount.read(existing) : null;
            try {
                StateMachine reference = Reasoners.create(Reasoners.REFERENCE, loaded);
                counts = old != null && old.hash().equals(entry.hash()) ? GoldenGenerator.remake(old, reference)
                        : generator.generate(entry.name(), entry.hash(), reference);
            } catch (GameRuleException e) {
                out.printf("  %-22s skipped: game error: %s%n", entry.name(), e.getMessage());
                continue;
            } catch (IllegalStateException e) {
                // --keep-depths: the reference no longer counts what the file holds; the file is kept
                out.printf("  %-22s NOT WRITTEN: %s%n", entry.name(), e.getMessage());
                changed++;
                continue;
            }
            Path file = counts.write(folder);
            written++;
            String lines = counts.lines() == null ? "no lines" : String.format("%6d lines from ply %d to ply %d",
                    counts.lines().count(), counts.lines().from(), counts.lines().deepest());
            out.printf("  %-22s %-16s depth %2d, %10d nodes, %s (%.1f s) -> %s%n", entry.name(), counts.kind(),
                    counts.depth(), counts.total(), lines, (System.nanoTime() - start) / 1e9, file);
            out.flush();
        }
        out.println(Plural.count(written, "golden file") + " written to " + folder);
        if (changed > 0) {
            out.println(Plural.count(changed, "golden file") + " kept: their counts came out different (--keep-depths)");
            return Main.FAILURE;
        }
        return 0;
    }

    private static Duration seconds(double seconds) {
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    private static String json(Object document) {
        try {
            return JSON.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Deadline capDeadline() {
        return Deadline.after(seconds(timeCap));
    }
}
