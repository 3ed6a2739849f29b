package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gdlbench.reports.report.ComparisonReport;
import org.gdlbench.reports.report.MachineComparison;
import org.gdlbench.reports.report.ReportException;
import org.gdlbench.reports.tables.Numbers;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "compare", description = {
        "Compare two runs, say of two machines: per reasoner and game run B's figure over run A's with",
        "both error bars (shaded where the difference is outside them), the same ratio with each figure",
        "divided by its row's machine-speed reading, each reasoner's geometric mean over the rows settled",
        "in both runs, and the two environments side by side.",
        "Prints a table and writes a page (index.html, charts, tables) into --out.",
        "RUN_A or RUN_B may be 'reference': the reference run shipped with gdlbench (standard profile,",
        "quick's games and reasoners); write ./reference for a folder of that name."})
final class CompareCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "RUN_A", description = "The run compared with: a result folder, or 'reference'.")
    String a;

    @Parameters(index = "1", paramLabel = "RUN_B", description = "The run compared: a result folder, or 'reference'.")
    String b;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Page folder, new or an earlier page to replace (default: RUN_B/compare, or RUN_A/compare "
                    + "when RUN_B is the reference).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (ReferenceRun.NAME.equals(a) && ReferenceRun.NAME.equals(b)) {
            throw new UsageException("name a result folder to compare with the reference run");
        }
        Path first = run(a);
        Path second = run(b);
        Path page = out != null ? out : (ReferenceRun.NAME.equals(b) ? first : second).resolve("compare");
        System.setProperty("java.awt.headless", "true");
        ComparisonReport.Outcome outcome;
        try {
            outcome = ComparisonReport.write(first, second, page);
        } catch (ReportException e) {
            throw new UsageException(e.getMessage());
        }
        PrintWriter print = spec.commandLine().getOut();
        print.print(outcome.comparison().text());
        print.println("page: " + outcome.index());
        return 0;
    }

    private static Path run(String name) {
        return ReferenceRun.NAME.equals(name) ? ReferenceRun.folder() : Path.of(name);
    }

    /**
     * How fast this machine ran each reasoner against the reference machine: "on this machine, R
     * runs at X× the reference machine", the geometric mean of the run's figures over the reference
     * run's, over the games both hold, settled rows only; then which machine that was. One line
     * saying why when there is nothing to compare. Never throws: quick's run stands without it.
     *
     * @param folder a result folder, e.g. the one quick has just written
     */
    static List<String> referenceLines(Path folder) {
        MachineComparison comparison;
        try {
            comparison = ComparisonReport.compare(ReferenceRun.folder(), folder);
        } catch (UsageException | ReportException e) {
            return List.of("reference: " + e.getMessage());
        } catch (RuntimeException e) { // a shipped run that cannot be read: say so, the run itself stands
            return List.of("reference: the reference run cannot be read (" + e.getMessage() + ")");
        }
        List<String> lines = new ArrayList<>();
        for (MachineComparison.Mean mean : comparison.means()) {
            lines.add(String.format(Locale.ROOT, "on this machine, %s runs at %s× the reference machine (geometric mean"
                    + " over %s)", mean.reasoner(), Numbers.text(mean.ratio()), Plural.count(mean.games(), "game")));
        }
        for (String reasoner : comparison.unmatched()) {
            lines.add("on this machine, " + reasoner + " has no settled row on a game of the reference run: not compared");
        }
        lines.add("the reference machine: " + comparison.a().machine() + ", " + comparison.a().environment().profile()
                + " profile, " + comparison.a().environment().date() + "; each cell: gdlbench compare reference " + folder);
        return lines;
    }
}
