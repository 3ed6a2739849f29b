package org.gdlbench.harness.cli;

import java.util.concurrent.Callable;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.reports.Table;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "games", description = "List the games of a corpus: name, roles, rules, valid, reason.")
final class GamesCommand implements Callable<Integer> {
    @Mixin
    CorpusOption corpusOption;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "table, csv or json (default: ${DEFAULT-VALUE}).")
    Table.Format format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Corpus corpus = corpusOption.corpus();
        Table table = new Table("name", "roles", "rules", "valid", "reason");
        for (CorpusEntry entry : corpus.entries()) {
            GdlException problem = entry.problem();
            Integer roles = problem == null ? entry.game().roles().size() : null;
            Integer rules = entry.ruleCount() < 0 ? null : entry.ruleCount();
            table.add(entry.name(), roles, rules, problem == null, problem == null ? "" : problem.getMessage());
        }
        spec.commandLine().getOut().print(table.render(format));
        if (!corpus.duplicates().isEmpty()) {
            // on stderr, so csv and json on stdout stay clean; each name still selects the game it duplicates
            spec.commandLine().getErr().println("games: dropped as duplicates of another sheet: "
                    + String.join(", ", corpus.duplicates()));
        }
        return 0;
    }
}
