package org.gdlbench.harness.bench;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * JMH's machine-wide lock: a JMH run holds a lock on {@code <java.io.tmpdir>/jmh.lock} while it
 * measures, so that two runs do not skew each other; another run that finds it taken fails at
 * once ({@code Runner.run} throws a plain RunnerException, with no type or field that says why).
 * So gdlbench probes the lock itself before each JMH run, and while it is taken waits, says so
 * in one line naming the process that holds it (from {@code /proc/locks} where the system has
 * it), and tells the progress display, which leaves the wait out of its estimate.
 */
final class JmhLock {
    /** Where JMH 1.37 keeps its lock ({@code Runner.JMH_LOCK_FILE}). */
    static final Path FILE = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final int COMMAND_LENGTH = 80;

    /**
     * Who holds the lock.
     *
     * @param pid the holding process, or -1 when the system does not say
     * @param command its command line, or empty
     * @param started when it started, or null
     */
    record Holder(long pid, String command, Instant started) {
        String describe() {
            if (pid < 0) {
                return "another process";
            }
            String text = "process " + pid + (command.isEmpty() ? "" : " (" + command + ")");
            return started == null ? text : text + ", running since " + CLOCK.format(started);
        }
    }

    private JmhLock() {
    }

    /** Whether JMH is told to ignore its lock ({@code -Djmh.ignoreLock=true}). */
    static boolean ignored() {
        return Boolean.getBoolean("jmh.ignoreLock");
    }

    /** Who holds the lock on {@code file}, or null when it is free. */
    static Holder holder(Path file) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                lock.release();
                return null;
            }
        } catch (OverlappingFileLockException e) {
            return describe(ProcessHandle.current().pid());
        } catch (IOException e) {
            return null; // JMH cannot take it either, and will say why
        }
        return describe(lockingProcess(file));
    }

    /**
     * Waits until the lock on {@code file} is free, polling every {@code poll}; when it is taken,
     * tells {@code waiting} at once, in one line, and again when it is free.
     *
     * @throws IllegalStateException when it is still taken after {@code most}
     */
    static void awaitFree(Path file, Duration most, Duration poll, BenchRun.Listener waiting) {
        Holder holder = holder(file);
        if (holder == null) {
            return;
        }
        Instant since = Instant.now();
        waiting.waiting("gdlbench: another JMH run holds the machine-wide lock " + file + ": " + holder.describe()
                + "; waiting for it since " + CLOCK.format(since) + ", at most " + minutes(most)
                + ", since measuring beside it would skew both (stop with Ctrl-C and resume later)");
        while (holder(file) != null) {
            if (Duration.between(since, Instant.now()).compareTo(most) > 0) {
                throw new IllegalStateException("another JMH run held the lock " + file + " for over " + minutes(most)
                        + " (" + holder.describe() + ")");
            }
            try {
                Thread.sleep(poll.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for another JMH run", e);
            }
        }
        waiting.waited(Duration.between(since, Instant.now()));
    }

    private static String minutes(Duration duration) {
        return duration.toMinutes() + " min";
    }

    private static Holder describe(long pid) {
        if (pid < 0) {
            return new Holder(-1, "", null);
        }
        var info = ProcessHandle.of(pid).map(ProcessHandle::info);
        String command = info.flatMap(ProcessHandle.Info::commandLine).orElse("");
        if (command.length() > COMMAND_LENGTH) {
            command = command.substring(0, COMMAND_LENGTH - 3) + "...";
        }
        return new Holder(pid, command, info.flatMap(ProcessHandle.Info::startInstant).orElse(null));
    }

    /** The process holding a lock on {@code file} by {@code /proc/locks}, or -1 when the system does not say. */
    static long lockingProcess(Path file) {
        Path locks = Path.of("/proc/locks");
        try {
            if (!Files.isReadable(locks)) {
                return -1;
            }
            Object inode = Files.getAttribute(file, "unix:ino");
            List<String> lines = Files.readAllLines(locks, StandardCharsets.US_ASCII);
            for (String line : lines) {
                // "1: POSIX  ADVISORY  WRITE 15219 fe:00:2154548 0 EOF"
                String[] fields = line.trim().split("\\s+");
                if (fields.length >= 6 && fields[5].endsWith(":" + inode) && !fields[1].equals("->")) {
                    return Long.parseLong(fields[4]);
                }
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return -1;
        }
        return -1;
    }
}
