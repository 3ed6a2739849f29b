package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.harness.trace.MatchRecorder;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "record", description = {
        "Record seeded random matches with the reference, for the mc and mm drivers of 'bench':",
        "OUT/<game>/seed-<k>.txt for k = 1..N, one joint move per line (see docs/CORPUS.md)."})
final class RecordCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    GameSelection selection;

    @Option(names = "--matches", defaultValue = "10", paramLabel = "N",
            description = "Matches per game, seeds 1..N (default: ${DEFAULT-VALUE}).")
    int matches;

    @Option(names = "--out", defaultValue = "corpus/records", paramLabel = "DIR",
            description = "Folder to write into; must exist (default: ${DEFAULT-VALUE}).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (matches < 1) {
            throw new UsageException("--matches must be at least 1, not " + matches);
        }
        if (!Files.isDirectory(out)) {
            throw new UsageException("--out folder " + out + " does not exist (run from the project root, or pass --out)");
        }
        PrintWriter output = spec.commandLine().getOut();
        int written = 0;
        for (CorpusEntry entry : selection.entries()) {
            Game game;
            try {
                game = entry.game();
            } catch (GdlException e) {
                output.printf("  %-22s skipped: invalid game: %s%n", entry.name(), e.getMessage());
                continue;
            }
            StateMachine reference = Reasoners.create(Reasoners.REFERENCE, game);
            List<MatchRecord> records = new ArrayList<>();
            long start = System.nanoTime();
            try {
                for (long seed = 1; seed <= matches; seed++) {
                    records.add(MatchRecorder.play(reference, entry.name(), entry.hash(), seed));
                }
            } catch (GameRuleException e) {
                output.printf("  %-22s skipped: game error: %s%n", entry.name(), e.getMessage());
                continue;
            }
            MatchRecords.write(out, entry.name(), records);
            written++;
            output.printf("  %-22s %s, %s (%.1f s)%n", entry.name(), Plural.count(records.size(), "match", "matches"),
                    Plural.count(records.stream().mapToInt(r -> r.moves().size()).sum(), "move"),
                    (System.nanoTime() - start) / 1e9);
            output.flush();
        }
        output.println("records of " + Plural.count(written, "game") + " written to " + out);
        return 0;
    }
}
