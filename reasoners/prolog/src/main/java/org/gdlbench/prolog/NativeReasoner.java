package org.gdlbench.prolog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.gdlbench.engine.EngineException;
import org.gdlbench.engine.EngineMachine;
import org.gdlbench.engine.EngineProcess;
import org.gdlbench.engine.EngineReasonerFactory;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * GDL translated to Prolog and run by a native Prolog system as an engine process
 * (docs/PROTOCOL.md): {@link NativeProgram} writes the program to a folder of its own, GNU Prolog
 * compiles it with {@code gplc}, and the machine is an {@link EngineMachine} over the process, so
 * {@code bench} measures the playouts the program plays itself. One process per machine, and
 * the machines of one game at a time, as for an engine named by {@code --engine}: preparing
 * another game stops the previous game's processes and deletes their folders, while machines of
 * the same game (one per benchmark thread) each keep their own. A system that is not installed refuses every game, saying so.
 */
abstract class NativeReasoner extends TranslatedReasoner implements EngineReasonerFactory {
    static final double DEFAULT_TIMEOUT_SECONDS = 10;
    /** Starting, loading or compiling the program: a big game's static facts take a while in gplc. */
    static final double DEFAULT_PREPARATION_SECONDS = 120;
    static final ReasonerOption<Double> TIMEOUT = ReasonerOption.positiveNumber("timeout",
            "time the process may take to answer one request", DEFAULT_TIMEOUT_SECONDS, "seconds");
    static final ReasonerOption<Double> PREPARATION_TIMEOUT = ReasonerOption.positiveNumber("preparation-timeout",
            "time starting the process, compiling and loading the program may take (at least the timeout)",
            DEFAULT_PREPARATION_SECONDS, "seconds");

    /** The folders of the processes still running, deleted when the JVM exits if not before. */
    private static final Set<Path> FOLDERS = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> FOLDERS.forEach(NativeReasoner::delete), "prolog-folders"));
    }

    private final PrologSystem system;
    /** The hash of the game whose machines' processes run, or null. */
    private String currentGame;
    private final List<EngineProcess> current = new ArrayList<>();
    private final List<Path> currentFolders = new ArrayList<>();

    NativeReasoner(PrologSystem system, Encoding encoding) {
        super(encoding);
        this.system = system;
    }

    @Override
    public String name() {
        return system.reasonerName(encoding);
    }

    @Override
    public String whyUnavailable() {
        return system.whyUnavailable();
    }

    @Override
    public String description() {
        String what = "GDL translated to Prolog, run by " + system.title()
                + (system == PrologSystem.GNU ? " compiled with gplc" : "") + " as an engine process; "
                + (encoding == Encoding.ASSERT ? "state and moves asserted as facts (CadiaPlayer style)"
                : "state and moves passed as list arguments (FluxPlayer style)");
        String unavailable = system.whyUnavailable();
        return what + (unavailable == null ? "" : " (not available: " + unavailable + ")");
    }

    @Override
    public List<ReasonerOption<?>> options() {
        return List.of(TIMEOUT, PREPARATION_TIMEOUT);
    }

    @Override
    public synchronized StateMachine create(Game game, ReasonerOptions options) {
        Duration timeout = Duration.ofNanos((long) (options.get(TIMEOUT) * 1e9));
        Duration preparation = Duration.ofNanos((long) (options.get(PREPARATION_TIMEOUT) * 1e9));
        if (preparation.compareTo(timeout) < 0) {
            preparation = timeout;
        }
        String unavailable = system.whyUnavailable();
        if (unavailable != null) {
            throw new UnsupportedGameException(unavailable);
        }
        if (!game.hash().equals(currentGame)) {
            stopCurrent();
        }
        currentGame = game.hash();
        NativeProgram.Program program = NativeProgram.write(game, encoding, system);
        try {
            Path folder = Files.createTempDirectory("gdlbench-" + name() + "-");
            currentFolders.add(folder);
            FOLDERS.add(folder);
            Path source = folder.resolve("game.pl");
            Files.writeString(source, program.text(), StandardCharsets.UTF_8);
            List<String> command = system == PrologSystem.SWI
                    ? List.of(system.find().orElseThrow().toString(), "-f", "none", "-O", "-q", source.toString())
                    : List.of(compile(source, preparation).toString());
            EngineProcess process = new EngineProcess(name(), command, timeout, preparation, true);
            current.add(process);
            return new EngineMachine(game, process);
        } catch (IOException e) {
            stopCurrent();
            throw new UncheckedIOException("cannot write the Prolog program of " + game.name(), e);
        } catch (EngineException e) {
            stopCurrent();
            throw new UnsupportedGameException(e.getMessage());
        } catch (UnsupportedGameException e) {
            stopCurrent();
            throw e;
        }
    }

    /**
     * Compiles {@code source} with {@code gplc} into a native executable beside it, within
     * {@code limit}. The stacks are sized at compile time; GNU Prolog's defaults are 32 MB at most.
     *
     * @throws UnsupportedGameException when gplc fails or runs over the limit, with its first line
     */
    private Path compile(Path source, Duration limit) throws IOException {
        Path executable = source.resolveSibling("game");
        Path log = source.resolveSibling("gplc.log");
        ProcessBuilder builder = new ProcessBuilder(system.find().orElseThrow().toString(), "--no-top-level",
                "--global-size", "1048576", "--local-size", "262144", "--trail-size", "262144",
                "-o", executable.toString(), source.getFileName().toString())
                .directory(source.getParent().toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        // gplc's own front end is a GNU Prolog program: a game's big fact tables need bigger stacks there too
        builder.environment().put("GLOBALSZ", "1048576");
        builder.environment().put("LOCALSZ", "262144");
        builder.environment().put("TRAILSZ", "262144");
        // its intermediate files beside the program: gplc runs side by side in /tmp lost them
        builder.environment().put("TMPDIR", source.getParent().toString());
        Process gplc = builder.start();
        try {
            if (!gplc.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                gplc.descendants().forEach(ProcessHandle::destroyForcibly);
                gplc.destroyForcibly();
                throw new UnsupportedGameException("gplc did not compile the program within " + limit.toSeconds() + " s");
            }
        } catch (InterruptedException e) {
            gplc.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new UnsupportedGameException("interrupted while gplc compiled the program");
        }
        if (gplc.exitValue() != 0 || !Files.isExecutable(executable)) {
            String said = Files.readAllLines(log).stream().filter(line -> !line.isBlank()).findFirst().orElse("");
            throw new UnsupportedGameException("gplc could not compile the program (exit status " + gplc.exitValue()
                    + (said.isEmpty() ? "" : ": " + EngineProcess.shorten(said.strip())) + ")");
        }
        return executable;
    }

    /** Stops the previous game's processes and deletes their folders. */
    private void stopCurrent() {
        current.forEach(EngineProcess::close);
        current.clear();
        for (Path folder : currentFolders) {
            delete(folder);
            FOLDERS.remove(folder);
        }
        currentFolders.clear();
        currentGame = null;
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is no failure
        }
    }
}
