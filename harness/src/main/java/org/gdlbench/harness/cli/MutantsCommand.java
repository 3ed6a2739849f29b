package org.gdlbench.harness.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.mutants.DefaultCheck;
import org.gdlbench.check.mutants.MutantResult;
import org.gdlbench.check.mutants.Mutation;
import org.gdlbench.check.mutants.MutationReport;
import org.gdlbench.check.mutants.MutationRun;
import org.gdlbench.check.mutants.Mutator;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.results.EnvironmentProbe;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.report.MutantsPage;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "mutants", description = {
        "Measure the default check of verify: plant single-point bugs in a game's rules one at a time (drop a",
        "rule, a body literal or an init fact, negate or un-negate a literal, move a number by one, change a",
        "goal value), prepare the reasoner on each bugged game and check it against the reference on the",
        "original game. Each mutation is caught, missed, likely equivalent (a check of --strong-playouts",
        "misses it too), invalid (the front end refuses it), refused, capped or not run; the detection",
        "rate is caught / (caught + missed). The run's folder holds mutants.json and a page, index.html.",
        "docs/MUTANTS.md says how to read it."})
final class MutantsCommand implements Callable<Integer> {
    /** A sheet's mutations beyond this many are thinned evenly, so a big sheet's run stays bounded. */
    static final int DEFAULT_MAX_MUTANTS = 400;

    /** Text or JSON. */
    enum Format { TEXT, JSON }

    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    CorpusOption corpusOption;

    @Option(names = "--game", required = true, paramLabel = "G", description = "Game to mutate.")
    String game;

    @Option(names = "--reasoner", defaultValue = Reasoners.REFERENCE, paramLabel = "R",
            description = "Reasoner prepared on each mutant, as name or name:key=value (default: ${DEFAULT-VALUE}).")
    String reasoner;

    @Option(names = "--budget", defaultValue = "600", paramLabel = "SECONDS",
            description = "Most time for the whole run; mutants not reached are reported as not run (default: ${DEFAULT-VALUE}).")
    double budget;

    @Option(names = "--max-mutants", defaultValue = "" + DEFAULT_MAX_MUTANTS, paramLabel = "N",
            description = "Check at most N mutations, spread evenly over the sheet (default: ${DEFAULT-VALUE}).")
    int maxMutants;

    @Option(names = "--strong-playouts", defaultValue = "" + MutationRun.STRONG_PLAYOUTS, paramLabel = "N",
            description = "Playouts of the strong check that tells missed mutants from likely equivalent ones,"
                    + " from the default check's first seed (default: ${DEFAULT-VALUE}).")
    int strongPlayouts;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Folder for the run's mutants.json and its page index.html, new (default: results/mutants-<game>-<date-time>).")
    Path outFolder;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "text (a line per mutation as it is checked, those the default check misses last, once the"
                    + " strong check has looked at them; then the summary) or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!(budget > 0)) {
            throw new UsageException("--budget must be a positive number of seconds, not " + budget);
        }
        if (maxMutants < 1) {
            throw new UsageException("--max-mutants must be at least 1, not " + maxMutants);
        }
        if (strongPlayouts < 1) {
            throw new UsageException("--strong-playouts must be at least 1, not " + strongPlayouts);
        }
        ReasonerSpec reasonerSpec = ReasonerList.parse(List.of(reasoner)).get(0);
        Game original = corpusOption.corpus().entry(game).game();
        Path folder = outFolder != null ? outFolder : defaultFolder(game);
        if (Files.exists(folder)) {
            throw new UsageException("--out folder " + folder + " exists already; name a new one");
        }
        PrintWriter out = spec.commandLine().getOut();
        Deadline deadline = Deadline.after(Duration.ofMillis((long) (budget * 1000)));
        MutationRun run = new MutationRun(game, original, reasonerSpec, strongPlayouts);
        List<Mutation> chosen = Mutator.evenly(run.mutations(), maxMutants);
        boolean text = format == Format.TEXT;
        if (text) {
            out.printf("mutants: %s, reasoner %s: %s%s; default check: %s; strong check: %d playouts;"
                            + " budget %s s%n", game, reasonerSpec, Plural.count(chosen.size(), "mutation"),
                    chosen.size() == run.mutations().size() ? ""
                            : " of " + run.mutations().size() + ", spread evenly (--max-mutants)",
                    DefaultCheck.describe(), strongPlayouts, budget);
            out.flush();
        }
        MutationReport report = run.run(chosen, deadline, result -> {
            if (text && result.ran()) {
                out.println(MutationReport.line(result));
                out.flush();
            }
        });
        Path page = write(report, folder);
        if (text) {
            printEnd(report, out);
            out.println("page: " + page);
        } else {
            out.print(report.json());
            spec.commandLine().getErr().println("mutants: page " + page);
        }
        if (report.problem() != null) {
            spec.commandLine().getErr().println("mutants: " + report.problem());
            return Main.FAILURE;
        }
        return 0;
    }

    /** Writes {@code mutants.json} and the page into {@code folder}; returns the page. */
    private static Path write(MutationReport report, Path folder) {
        try {
            Files.createDirectories(folder);
            String json = report.json();
            Files.writeString(folder.resolve("mutants.json"), json, StandardCharsets.UTF_8);
            String made = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"));
            Path page = folder.resolve("index.html");
            Files.writeString(page, MutantsPage.render(new ObjectMapper().readTree(json), EnvironmentProbe.version(),
                    made), StandardCharsets.UTF_8);
            return page;
        } catch (IOException e) {
            throw new UsageException(folder + ": cannot write the run's files (" + e.getMessage() + ")");
        }
    }

    /** results/mutants-GAME-DATE-TIME, numbered on when two runs start in the same second. */
    static Path defaultFolder(String game) {
        String stem = "mutants-" + game + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path folder = Path.of("results", stem);
        for (int i = 2; Files.exists(folder); i++) {
            folder = Path.of("results", stem + "-" + i);
        }
        return folder;
    }

    private static void printEnd(MutationReport report, PrintWriter out) {
        long notRun = report.count(MutantResult.Verdict.NOT_RUN);
        if (notRun > 0 && report.problem() == null) {
            out.printf("  %s not run: the budget was spent (--budget)%n", Plural.count(notRun, "mutation"));
        }
        List<MutantResult> missed = report.results().stream()
                .filter(result -> result.verdict() == MutantResult.Verdict.MISSED).toList();
        if (!missed.isEmpty()) {
            out.println("missed by the default check:");
            for (MutantResult result : missed) {
                Mutation mutation = result.mutation();
                boolean wholeRule = mutation.original().equals(mutation.rule());
                out.printf("  line %d %s: %s%s%n", mutation.line(), mutation.kind().label(), mutation.change(),
                        wholeRule ? "" : " in " + mutation.rule());
            }
        }
        out.println(report.summary());
    }
}
