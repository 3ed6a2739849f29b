package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.harness.bench.Merge;
import org.gdlbench.reports.results.RunResults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "merge", description = {
        "Merge the result folders of a run's shards (bench --shard K/N) into one result folder. Every",
        "shard must be there, finished, with the same settings, build and game hashes; each shard's",
        "environment is kept, and machines that differ are named."})
final class MergeCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DIR", description = "The shards' result folders.")
    List<Path> shards;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The merged result folder, new.")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        RunResults results;
        try {
            results = Merge.merge(shards, out);
        } catch (IllegalArgumentException e) {
            throw new UsageException("merge: " + e.getMessage());
        }
        PrintWriter printer = spec.commandLine().getOut();
        printer.print(BenchSummary.summary(results.rows()).text());
        printer.printf("merged %d shard(s), %d row(s)%n", results.merged().shards().size(), results.rows().size());
        if (results.merged().machinesDiffer()) {
            printer.println("note: the shards ran on different machines (" + String.join(", ", results.merged().differences())
                    + " differ): compare figures of different shards with care");
        }
        printer.println("results: " + out.toAbsolutePath());
        return 0;
    }
}
