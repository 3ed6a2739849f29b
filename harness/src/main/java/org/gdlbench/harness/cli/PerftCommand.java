package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.engine.EngineException;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.harness.perft.GoldenGenerator;
import org.gdlbench.check.Perft;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reports.Table;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "perft", description = {
        "Exhaustive fixed-depth search over all joint moves, counting nodes per ply (terminal states are",
        "leaves). Three uses:",
        "  perft --game G --depth D [--reasoner R]      count and print",
        "  perft --check [--games ...] [--reasoners ...]  compare reasoners with the golden counts",
        "  perft --write-golden [--games ...]           regenerate the golden counts with the reference"})
final class PerftCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    GameSelection selection;

    @Option(names = "--game", paramLabel = "G", description = "Game to count.")
    String game;

    @Option(names = "--depth", paramLabel = "D", description = "Depth of the search (0 = the initial state only).")
    Integer depth;

    @Option(names = "--reasoner", defaultValue = "reference", paramLabel = "R",
            description = "Reasoner counting, as name or name:key=value (default: ${DEFAULT-VALUE}).")
    String reasoner;

    @Option(names = "--check", description = "Compare every reasoner named with the golden counts; exit status 1 on a mismatch.")
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
            description = "With --write-golden: the deepest depth the reference counts within this CPU time (default: ${DEFAULT-VALUE}).")
    double budget;

    @Option(names = "--max-depth", defaultValue = "10", paramLabel = "D",
            description = "With --write-golden: never deeper than this (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(names = "--time-cap", defaultValue = "120", paramLabel = "SECONDS",
            description = "Most time per count; a count over it is abandoned (default: ${DEFAULT-VALUE}).")
    double timeCap;

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
        if (depth < 0) {
            throw new UsageException("--depth must be at least 0, not " + depth);
        }
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
        Table table = new Table("ply", "nodes", "terminal", "goal sum");
        for (int ply = 0; ply < plies.size(); ply++) {
            table.add(ply, plies.get(ply).nodes(), plies.get(ply).terminals(), plies.get(ply).goalSum());
        }
        out.println("perft " + game + " depth " + depth + " with " + reasonerSpec);
        out.print(table.text());
        long total = Perft.total(plies);
        out.printf("total %d nodes in %.3f s (%.0f nodes/s, a quick look: use 'bench' for figures)%n",
                total, seconds, total / seconds);
        return 0;
    }

    private int check() {
        List<ReasonerSpec> specs = reasoners == null
                ? ReasonerList.registered() : ReasonerList.parse(reasoners);
        List<CorpusEntry> games = selection.entries();
        PrintWriter out = spec.commandLine().getOut();
        Table table = new Table("game", "reasoner", "depth", "nodes", "result");
        int mismatches = 0;
        for (CorpusEntry entry : games) {
            Optional<GoldenCount> golden = goldenDir == null ? GoldenCount.bundled(entry.name())
                    : Optional.of(goldenDir.resolve(entry.name() + ".json")).filter(Files::isRegularFile)
                    .map(GoldenCount::read);
            for (ReasonerSpec reasonerSpec : specs) {
                String result = checkOne(entry, golden, reasonerSpec, out);
                mismatches += result.startsWith("MISMATCH") ? 1 : 0;
                table.add(entry.name(), reasonerSpec.toString(), golden.map(GoldenCount::depth).orElse(null),
                        golden.map(GoldenCount::total).orElse(null), result);
                out.printf("  %-22s %-24s %s%n", entry.name(), reasonerSpec, result);
                out.flush();
            }
        }
        out.println();
        out.print(table.text());
        out.println(mismatches == 0 ? "no mismatches" : mismatches + " mismatch(es)");
        return mismatches == 0 ? 0 : Main.FAILURE;
    }

    private String checkOne(CorpusEntry entry, Optional<GoldenCount> golden, ReasonerSpec reasonerSpec, PrintWriter out) {
        if (golden.isEmpty()) {
            return "skipped: no golden counts (make them: " + GoldenCount.COMMAND.replace("all", entry.name()) + ")";
        }
        if (!golden.get().hash().equals(entry.hash())) {
            return "skipped: stale golden counts, the game changed (remake them: "
                    + GoldenCount.COMMAND.replace("all", entry.name()) + ")";
        }
        StateMachine machine;
        try {
            machine = Reasoners.create(reasonerSpec, entry.game());
        } catch (GdlException e) {
            return "skipped: invalid game: " + e.getMessage();
        } catch (UnsupportedGameException e) {
            return "skipped: " + e.getMessage();
        }
        List<Perft.Ply> found;
        try {
            found = new Perft(machine).count(golden.get().depth(), capDeadline());
        } catch (EngineException e) {
            // counted as a mismatch: the engine gave no count
            return "MISMATCH: " + e.getMessage();
        }
        if (found == null) {
            return "skipped: time cap of " + timeCap + " s reached";
        }
        List<String> differences = golden.get().differences(found);
        if (differences.isEmpty()) {
            return "ok";
        }
        out.println("MISMATCH: game " + entry.name() + ", reasoner " + reasonerSpec + ", depth " + golden.get().depth());
        differences.forEach(line -> out.println("  " + line));
        return "MISMATCH at " + differences.get(0).substring(0, differences.get(0).indexOf(':'));
    }

    private int writeGolden() {
        if (game != null || depth != null) {
            throw new UsageException("--write-golden takes --games, not --game or --depth");
        }
        if (!(budget > 0)) {
            throw new UsageException("--budget must be a positive number of seconds, not " + budget);
        }
        if (maxDepth < 0) {
            throw new UsageException("--max-depth must be at least 0, not " + maxDepth);
        }
        Path folder = goldenDir == null ? Path.of("corpus", "perft") : goldenDir;
        if (!Files.isDirectory(folder)) {
            throw new UsageException("golden folder " + folder + " does not exist (run from the project root, or pass --golden-dir)");
        }
        PrintWriter out = spec.commandLine().getOut();
        GoldenGenerator generator = new GoldenGenerator(Duration.ofNanos((long) (budget * 1e9)), maxDepth);
        int written = 0;
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
            try {
                counts = generator.generate(entry.name(), entry.hash(), Reasoners.create("reference", loaded));
            } catch (GameRuleException e) {
                out.printf("  %-22s skipped: game error: %s%n", entry.name(), e.getMessage());
                continue;
            }
            Path file = counts.write(folder);
            written++;
            out.printf("  %-22s depth %2d, %10d nodes (%.1f s) -> %s%n", entry.name(), counts.depth(), counts.total(),
                    (System.nanoTime() - start) / 1e9, file);
            out.flush();
        }
        out.println(written + " golden file(s) written to " + folder);
        return 0;
    }

    private Deadline capDeadline() {
        return Deadline.after(Duration.ofNanos((long) (timeCap * 1e9)));
    }
}
