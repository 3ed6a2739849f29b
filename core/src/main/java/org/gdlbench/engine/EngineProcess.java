package org.gdlbench.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * One engine process spoken to by lines (docs/PROTOCOL.md): a request, then its answer within the
 * timeout. On any failure the process and everything it started is killed, and so are all still
 * running when the JVM exits, so no engine outlives gdlbench.
 */
public final class EngineProcess implements AutoCloseable {
    /** How a native system says it ran out of the memory it was given (GNU Prolog's stacks, SWI-Prolog's). */
    private static final Pattern OUT_OF_MEMORY = Pattern.compile("(?i)stack overflow|out of (global|local|trail|memory|stack)|resource error");
    public static final String GREETING = "gdl-engine 1";
    /** What the reader thread queues when the engine's output ends. */
    private static final String END = new String("end of output");
    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> RUNNING.forEach(EngineProcess::kill), "engine-cleanup"));
    }

    /** Stops every engine still running: a command's engines end with the command, also when run in-process. */
    public static void stopAll() {
        RUNNING.forEach(EngineProcess::kill);
        RUNNING.clear();
    }

    private final String name;
    private final Duration timeout;
    /** How long starting and loading the rules may take: an engine may compile the game then. */
    private final Duration preparationTimeout;
    /** Whether an answer over the timeout is the engine giving up (a budget it has), not failing. */
    private final boolean timeoutGivesUp;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    /** The last line the engine wrote to its error stream: a native system says there why it stopped. */
    private volatile String lastError = "";
    private final Thread errors;
    private String failure;

    /**
     * Starts {@code command} and waits up to {@code preparationTimeout} for its greeting.
     * @throws EngineException when it does not greet
     */
    public EngineProcess(String name, List<String> command, Duration timeout, Duration preparationTimeout) {
        this(name, command, timeout, preparationTimeout, false);
    }

    /**
     * As {@link #EngineProcess(String, List, Duration, Duration)}; when {@code timeoutGivesUp}, an
     * answer over the timeout in play is the engine giving up on the game, as a built-in reasoner
     * over its query budget does ({@link UnsupportedGameException}), not a failure.
     */
    public EngineProcess(String name, List<String> command, Duration timeout, Duration preparationTimeout,
            boolean timeoutGivesUp) {
        this.name = name;
        this.timeout = timeout;
        this.preparationTimeout = preparationTimeout;
        this.timeoutGivesUp = timeoutGivesUp;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new EngineException("engine " + name + ": cannot start " + String.join(" ", command) + ": " + e.getMessage());
        }
        RUNNING.add(process);
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readAnswers, "engine-" + name);
        reader.setDaemon(true);
        reader.start();
        errors = new Thread(this::readErrors, "engine-" + name + "-errors");
        errors.setDaemon(true);
        errors.start();
        String greeting = answer("(start)", preparationTimeout);
        if (!greeting.equals(GREETING)) {
            throw fail("it greeted with '" + shorten(greeting) + "', not '" + GREETING + "'");
        }
    }

    /** Sends {@code request} and returns the answer's words after {@code keyword}, or "" when there are none. */
    public String ask(String request, String keyword) {
        return ask(request, List.of(), keyword, Duration.ZERO);
    }

    /** As {@link #ask(String, String)}, with more lines after the request (the rules), within the preparation timeout. */
    public String prepare(String request, List<String> moreLines, String keyword) {
        return ask(request, moreLines, keyword, preparationTimeout.minus(timeout));
    }

    /** As {@link #ask(String, String)}, waiting {@code longer} beyond the timeout: a request that takes that long. */
    public String ask(String request, String keyword, Duration longer) {
        return ask(request, List.of(), keyword, longer);
    }

    private String ask(String request, List<String> moreLines, String keyword, Duration longer) {
        if (failure != null) {
            throw new EngineException(failure);
        }
        try {
            in.write(request + "\n");
            for (String line : moreLines) {
                in.write(line + "\n");
            }
            in.flush();
        } catch (IOException e) {
            throw fail("it stopped reading, at '" + shorten(request) + "'" + exitStatus());
        }
        String answer = answer(request, timeout.plus(longer));
        if (answer.startsWith("error ") || answer.equals("error")) {
            throw new EngineException("engine " + name + " answered " + shorten(answer) + " to '" + shorten(request) + "'");
        }
        if (answer.equals(keyword)) {
            return "";
        }
        if (!answer.startsWith(keyword + " ")) {
            throw fail("it answered '" + shorten(answer) + "' to '" + shorten(request) + "'");
        }
        return answer.substring(keyword.length() + 1);
    }

    /** A failure in what the engine said: it is stopped, and every later request fails the same way. */
    public EngineException fail(String reason) {
        failure = "engine " + name + " failed: " + reason;
        close();
        return new EngineException(failure);
    }

    private String answer(String request, Duration wait) {
        String answer;
        try {
            answer = answers.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("interrupted while waiting for the answer to '" + shorten(request) + "'");
        }
        if (answer == null) {
            String late = "no answer within " + wait.toMillis() / 1000.0 + " s to '" + shorten(request) + "'";
            EngineException failed = fail(late);
            if (timeoutGivesUp) {
                throw new UnsupportedGameException("engine " + name + " gave up: " + late
                        + " (its answer timeout; " + name + ":timeout=SECONDS raises it)", failed);
            }
            throw failed;
        }
        if (answer == END) {
            String exited = "it exited at '" + shorten(request) + "'" + exitStatus();
            awaitErrors();
            EngineException failed = fail(exited);
            if (timeoutGivesUp && OUT_OF_MEMORY.matcher(lastError).find()) {
                // a budget it has, like the timeout: the stacks it was given, not a wrong answer
                throw new UnsupportedGameException("engine " + name + " gave up: " + exited + ", out of memory: "
                        + shorten(lastError.strip()), failed);
            }
            throw failed;
        }
        return answer.strip();
    }

    private void readAnswers() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                answers.add(line);
            }
        } catch (IOException e) {
            // the process is gone: same as the end of its output
        }
        answers.add(END);
    }

    /** Keeps the error stream's last line, and keeps the stream drained so the engine never blocks on it. */
    private void readErrors() {
        try (BufferedReader stream = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line = stream.readLine(); line != null; line = stream.readLine()) {
                if (!line.isBlank()) {
                    lastError = line;
                }
            }
        } catch (IOException e) {
            // the process is gone
        }
    }

    /** Waits a little for the error stream's end, which follows the process's. */
    private void awaitErrors() {
        try {
            errors.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private String exitStatus() {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? " (exit status " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** Asks the engine to quit, and stops it if it has not within a moment. */
    @Override
    public void close() {
        if (process.isAlive()) {
            try {
                in.write("quit\n");
                in.flush();
                process.waitFor(200, TimeUnit.MILLISECONDS);
            } catch (IOException e) {
                // already gone
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill(process);
        RUNNING.remove(process);
    }

    private static void kill(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    public static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
