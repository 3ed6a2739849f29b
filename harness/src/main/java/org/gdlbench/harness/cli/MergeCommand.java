package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.harness.bench.Merge;
import org.gdlbench.reports.results.RunResults;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "merge", description = {
        "Merge result folders into one, and write its report as bench does: the shards of a run",
        "(bench --shard K/N), every shard there and finished, or separate finished runs, such as a reasoner",
        "measured later beside an earlier run, no cell in two of them. All must have the same settings,",
        "build and rules of the games they share; each folder's environment is kept, and machines that",
        "differ are named."})
final class MergeCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DIR", description = "The result folders: a run's shards, or runs.")
    List<Path> folders;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The merged result folder, new.")
    Path out;

    @Option(names = "--no-report", description = "Do not write the report (index.html, charts, tables) of the merged folder.")
    boolean noReport;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        RunResults results;
        try {
            results = Merge.merge(folders, out);
        } catch (IllegalArgumentException e) {
            throw new UsageException("merge: " + e.getMessage());
        }
        PrintWriter printer = spec.commandLine().getOut();
        printer.print(BenchSummary.summary(results.rows()).text());
        boolean shards = results.merged().shards().stream().anyMatch(part -> part.shard() != null);
        printer.printf("merged %s, %s%n", Plural.count(results.merged().shards().size(), shards ? "shard" : "run"),
                Plural.count(results.rows().size(), "row"));
        if (results.merged().machinesDiffer()) {
            printer.println("note: the " + (shards ? "shards" : "runs") + " ran on different machines ("
                    + String.join(", ", results.merged().differences()) + " differ): compare figures of different "
                    + (shards ? "shards" : "runs") + " with care");
        }
        printer.println("results: " + out.toAbsolutePath());
        if (!noReport) {
            ReportCommand.afterRun(out, printer, spec.commandLine().getErr());
        }
        return 0;
    }
}
