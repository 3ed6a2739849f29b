package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.gdl.parse.SheetText;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "validate", description = "Parse and check rule sheets against the GDL specification.")
final class ValidateCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "KIF rule sheets.")
    List<Path> files;

    @Option(names = "--strict", description = "Refuse a name used with several arities, as ggp-base's validator does"
            + " (by default a warning: each arity is read as its own relation or term).")
    boolean strict;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean allValid = true;
        for (Path file : files) {
            String text;
            try {
                text = SheetText.read(file);
            } catch (UncheckedIOException e) {
                err.println("gdlbench: " + e.getMessage());
                allValid = false;
                continue;
            } catch (GdlException e) {
                err.println(e.getMessage());
                allValid = false;
                continue;
            }
            try {
                String name = file.getFileName().toString();
                Game game = strict ? FrontEnd.loadStrict(name, file.toString(), text) : FrontEnd.load(name, file.toString(), text);
                out.println(file + ": valid (" + Plural.count(game.description().rules().size(), "rule") + ", "
                        + Plural.count(game.roles().size(), "role") + ")");
                for (String warning : game.warnings()) {
                    out.println("  warning: " + warning);
                }
            } catch (GdlException e) {
                err.println(e.getMessage());
                allValid = false;
            }
        }
        return allValid ? 0 : Main.USAGE;
    }
}
