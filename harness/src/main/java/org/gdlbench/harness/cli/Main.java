package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.gdlbench.corpus.UnknownGameException;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.harness.bench.ResultFolderTakenException;
import org.gdlbench.harness.match.MatchRecordException;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.ResourceExhaustion;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.NearestNames;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code gdlbench} command. Exit status: 0 success, 1 a failure found (a disagreement, a
 * refused game), 2 a user error (bad input or option), reported as one line without a trace.
 */
// every command inherits -h/--help and -V/--version: "gdlbench quick --help" works as a user expects
@Command(name = "gdlbench", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        version = "gdlbench 0.1.0",
        description = "Benchmark harness for Game Description Language reasoners.",
        subcommands = {GamesCommand.class, ReasonersCommand.class, ValidateCommand.class, PlayoutCommand.class, VerifyCommand.class, PerftCommand.class, TraceCommand.class, ExplainCommand.class, RecordCommand.class, BenchCommand.class,
                QuickCommand.class,
                QueryCommand.class,
                MutantsCommand.class,
                DiffCommand.class,
                MergeCommand.class,
                SlurmCommand.class,
                ReportCommand.class,
                CompareCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    public static final int FAILURE = 1;
    public static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams; returns the exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, Main::commandList);
        asParagraphs(commandLine);
        commandLine.setParameterExceptionHandler((exception, arguments) -> {
            exception.getCommandLine().getErr().println("gdlbench: " + message(exception));
            return USAGE;
        });
        commandLine.setExecutionExceptionHandler((exception, command, parsed) -> {
            if (isUserError(exception)) {
                command.getErr().println("gdlbench: " + exception.getMessage());
                return USAGE;
            }
            if (exception instanceof RefusedGameException || exception instanceof GameRuleException
                    || exception instanceof UnsupportedGameException) {
                // a game the reasoner refuses (when prepared, or in play: a query over its budget), or one
                // whose rules break in play: found, not the user's mistake

                command.getErr().println("gdlbench: " + exception.getMessage());
                return FAILURE;
            }
            throw exception;
        });
        int status;
        try {
            status = commandLine.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // a reasoner that ran out where no command expected it: a give-up all the same, in one line
            err.println("gdlbench: " + ResourceExhaustion.giveUp(e, "running " + commandName(commandLine)).getMessage());
            status = FAILURE;
        } finally {
            EngineOption.endOfCommand();
            ProgressOption.endOfCommand();
        }
        out.flush();
        err.flush();
        return status;
    }

    /** The command being run, as the user named it: "gdlbench trace". */
    private static String commandName(CommandLine commandLine) {
        CommandLine.ParseResult parsed = commandLine.getParseResult();
        while (parsed != null && parsed.subcommand() != null) {
            parsed = parsed.subcommand();
        }
        return parsed == null ? "gdlbench" : parsed.commandSpec().qualifiedName();
    }

    /**
     * The line a bad command line gets: picocli's message, except that a word no command has, or an
     * option the command lacks, is named as such with the nearest known names, not as an unmatched
     * argument at some index.
     */
    static String message(ParameterException exception) {
        if (exception instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            CommandLine command = unmatched.getCommandLine();
            String first = unmatched.getUnmatched().get(0);
            String help = command.getParent() == null ? "gdlbench help" : "gdlbench help " + command.getCommandName();
            if (first.startsWith("-")) {
                String option = first.split("=", 2)[0];
                Set<String> options = command.getCommandSpec().optionsMap().keySet();
                if (!options.contains(option)) {
                    return command.getCommandSpec().qualifiedName() + " has no option '" + option + "'"
                            + NearestNames.hint(option, options) + "; '" + help + "' lists its options";
                }
            } else if (command.getParent() == null) {
                return "no command '" + first + "'" + NearestNames.hint(first, command.getSubcommands().keySet())
                        + "; 'gdlbench help' lists the commands";
            }
        }
        return exception.getMessage();
    }

    /**
     * Joins the lines of each command's description, written to fit the source, into paragraphs
     * that picocli wraps at the help's width, so that no sentence breaks where its source line did.
     * A line that ends a sentence ends a paragraph, and a line starting with a space or a dash
     * (a list) starts one.
     */
    static void asParagraphs(CommandLine command) {
        UsageMessageSpec usage = command.getCommandSpec().usageMessage();
        usage.description(paragraphs(usage.description()));
        command.getSubcommands().values().stream().distinct().forEach(Main::asParagraphs);
    }

    static String[] paragraphs(String[] lines) {
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String line : lines) {
            boolean list = line.startsWith(" ") || line.startsWith("-");
            if (list && paragraph.length() > 0) {
                paragraphs.add(paragraph.toString());
                paragraph.setLength(0);
            }
            paragraph.append(paragraph.length() == 0 ? line : " " + line.strip());
            String end = line.stripTrailing();
            if (end.endsWith(".") || end.endsWith(":") || end.endsWith("%n")) {
                paragraphs.add(paragraph.toString());
                paragraph.setLength(0);
            }
        }
        if (paragraph.length() > 0) {
            paragraphs.add(paragraph.toString());
        }
        return paragraphs.toArray(String[]::new);
    }

    /** One line per command: the first sentence of its description, never a line cut in mid-sentence. */
    private static String commandList(Help help) {
        StringBuilder text = new StringBuilder();
        help.subcommands().forEach((name, command) -> {
            UsageMessageSpec usage = command.commandSpec().usageMessage();
            String description = String.join(" ", usage.header().length > 0 ? usage.header() : usage.description())
                    .replace("%n", " ").strip();
            text.append(String.format("  %-10s %s%n", name, firstSentence(description)));
        });
        return text.toString();
    }

    static String firstSentence(String text) {
        int end = text.length();
        for (String stop : new String[] {". ", ": ", "; "}) {
            int at = text.indexOf(stop);
            if (at >= 0 && at < end) {
                end = at;
            }
        }
        String sentence = text.substring(0, end).strip();
        return sentence.endsWith(".") ? sentence : sentence + ".";
    }

    static boolean isUserError(Exception exception) {
        return exception instanceof GdlException
                || exception instanceof UnknownGameException
                || exception instanceof ReasonerSpecException
                || exception instanceof UsageException
                || exception instanceof MatchRecordException
                || exception instanceof ResultFolderTakenException;
    }
}
