package org.gdlbench.harness.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.harness.bench.RecordedTraits;
import org.gdlbench.reports.report.Report;
import org.gdlbench.reports.report.ReportException;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "report", description = {
        "Write the report of one or more result folders: index.html (one self-contained page), charts as",
        "PNG, SVG and PDF, tables as CSV and LaTeX. A folder of result folders (one per game, say) reads",
        "as one run. Exit status 1 with --fail-on-regression when a cell got slower than the baseline beyond both",
        "runs' error bars."})
final class ReportCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "RESULT_DIR", description = "Result folders to report on.")
    List<Path> folders;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Report folder, new or an earlier report to replace (default: RESULT_DIR/report).")
    Path out;

    @Option(names = "--baseline", paramLabel = "DIR", description = "A run to compare with: each cell's ratio to it.")
    Path baseline;

    @Option(names = "--fail-on-regression", paramLabel = "PCT",
            description = "With --baseline: exit 1 when a reasoner got slower by more than PCT percent on any game, "
                    + "beyond both runs' error bars (or stopped being measured).")
    Double failPercent;

    @Option(names = "--import", paramLabel = "FILE",
            description = "Published figures to show beside ours: a gdl-perf result file or gdl-perf-rates.csv.")
    List<Path> imports;

    @Option(names = "--import-rules", paramLabel = "DIR",
            description = "Rule sheets of the imported games (DIR/<name>.kif, e.g. the ggp.org base folder): a game "
                    + "with the same rules as one of ours is matched by content, else by name.")
    Path importRules;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (failPercent != null && (baseline == null || !(failPercent >= 0))) {
            throw new UsageException("--fail-on-regression needs --baseline and a percentage of 0 or more");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (importRules != null && !Files.isDirectory(importRules)) {
            throw new UsageException("--import-rules folder " + importRules + " does not exist");
        }
        Report.Outcome outcome = write(new Report.Options(folders, this.out != null ? this.out
                : folders.get(0).resolve("report"), baseline, failPercent, imports,
                importRules == null ? null : ruleHashes(importRules), RecordedTraits.registered()));
        out.println("report: " + Plural.count(outcome.figures().size(), "figure") + ": " + String.join(", ", outcome.figures()));
        printIndex(outcome, out);
        if (failPercent != null && !outcome.regressions().isEmpty()) {
            out.println("regressions: " + Plural.count(outcome.regressions().size(), "cell") + " slower than the baseline by more than "
                    + java.math.BigDecimal.valueOf(failPercent).stripTrailingZeros().toPlainString() + "%, beyond both runs' error bars:");
            outcome.regressions().forEach(line -> out.println("  " + line));
            return Main.FAILURE;
        }
        return 0;
    }

    /** Writes the report of a run just made into its folder's {@code report/}; a failure only warns. */
    static void afterRun(Path folder, PrintWriter out, PrintWriter err) {
        try {
            printIndex(write(new Report.Options(List.of(folder), folder.resolve("report"), null, null, null, null,
                    RecordedTraits.registered())), out);
        } catch (RuntimeException e) { // a bad folder or an unwritable disk: the run itself stands
            err.println("gdlbench: the report was not written: " + e.getMessage());
        }
    }

    /** A published game's rules hash from {@code folder/<name>.kif}, or null when absent or not valid GDL. */
    static Function<String, String> ruleHashes(Path folder) {
        Map<String, String> known = new HashMap<>();
        return name -> known.computeIfAbsent(name, key -> {
            Path file = folder.resolve(key + ".kif");
            try {
                return Files.isRegularFile(file) ? FrontEnd.load(key, file.toString(), Files.readString(file)).hash() : null;
            } catch (IOException | RuntimeException e) { // a sheet we cannot read or that breaks GDL matches by name
                return null;
            }
        });
    }

    private static Report.Outcome write(Report.Options options) {
        System.setProperty("java.awt.headless", "true");
        try {
            return Report.write(options);
        } catch (ReportException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static void printIndex(Report.Outcome outcome, PrintWriter out) {
        out.println("page: " + outcome.index());
        if (System.console() != null) {
            out.println("open it in a browser, e.g.: xdg-open " + outcome.index());
        }
    }
}
