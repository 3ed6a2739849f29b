package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import org.gdlbench.corpus.UnknownGameException;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.harness.match.MatchRecordException;
import org.gdlbench.machine.ReasonerSpecException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code gdlbench} command. Exit status: 0 success, 1 a failure found (a disagreement, a
 * refused game), 2 a user error (bad input or option), reported as one line without a trace.
 */
@Command(name = "gdlbench", mixinStandardHelpOptions = true, version = "gdlbench 0.1.0",
        description = "Benchmark harness for Game Description Language reasoners.",
        subcommands = {GamesCommand.class, ValidateCommand.class, PlayoutCommand.class, VerifyCommand.class, PerftCommand.class, TraceCommand.class, ExplainCommand.class, RecordCommand.class, BenchCommand.class,
                QuickCommand.class,
                MergeCommand.class,
                SlurmCommand.class,
                CommandLine.HelpCommand.class})
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
        commandLine.setParameterExceptionHandler((exception, arguments) -> {
            exception.getCommandLine().getErr().println("gdlbench: " + exception.getMessage());
            return USAGE;
        });
        commandLine.setExecutionExceptionHandler((exception, command, parsed) -> {
            if (isUserError(exception)) {
                command.getErr().println("gdlbench: " + exception.getMessage());
                return USAGE;
            }
            if (exception instanceof RefusedGameException) {
                command.getErr().println("gdlbench: " + exception.getMessage());
                return FAILURE;
            }
            throw exception;
        });
        int status = commandLine.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    static boolean isUserError(Exception exception) {
        return exception instanceof GdlException
                || exception instanceof UnknownGameException
                || exception instanceof ReasonerSpecException
                || exception instanceof UsageException
                || exception instanceof MatchRecordException;
    }
}
