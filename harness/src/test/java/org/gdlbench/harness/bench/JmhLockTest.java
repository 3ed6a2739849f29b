package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhLockTest {
    /** A program that locks the file named by its argument as JMH does, says so, and holds it until killed. */
    private static final String HOLDER = """
            import java.nio.channels.FileChannel;
            import java.nio.file.Path;
            import java.nio.file.StandardOpenOption;
            public class Holder {
                public static void main(String[] args) throws Exception {
                    FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE,
                            StandardOpenOption.WRITE);
                    channel.lock();
                    System.out.println("locked");
                    Thread.sleep(60_000);
                }
            }
            """;

    @TempDir
    Path temp;

    private Process hold(Path lock) throws Exception {
        Path source = Files.writeString(temp.resolve("Holder.java"), HOLDER);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, source.toString(), lock.toString()).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("locked", out.readLine());
        return process;
    }

    @Test
    void aFreeLockHasNoHolder() {
        assertNull(JmhLock.holder(temp.resolve("jmh.lock")));
    }

    @Test
    void theHolderIsNamedByItsProcess() throws Exception {
        Path lock = temp.resolve("jmh.lock");
        Process holder = hold(lock);
        try {
            JmhLock.Holder found = JmhLock.holder(lock);
            assertTrue(found != null, "the lock is taken");
            if (Files.isReadable(Path.of("/proc/locks"))) {
                assertEquals(holder.pid(), found.pid());
                assertTrue(found.describe().startsWith("process " + holder.pid() + " ("), found.describe());
                assertTrue(found.describe().contains("running since "), found.describe());
            }
        } finally {
            holder.destroyForcibly().waitFor();
        }
        assertNull(JmhLock.holder(lock), "free once its holder is gone");
    }

    @Test
    void aWaitIsToldAtOnceInOneLineAndItsEndToo() throws Exception {
        Path lock = temp.resolve("jmh.lock");
        Process holder = hold(lock);
        List<String> told = new ArrayList<>();
        Thread release = new Thread(() -> {
            try {
                Thread.sleep(1500);
                holder.destroyForcibly().waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        release.start();
        JmhLock.awaitFree(lock, Duration.ofMinutes(1), Duration.ofMillis(100), new Told(told));
        release.join();
        assertEquals(2, told.size(), told.toString());
        assertTrue(told.get(0).startsWith("gdlbench: another JMH run holds the machine-wide lock " + lock + ": "),
                told.get(0));
        assertTrue(told.get(0).contains("; waiting for it since "), told.get(0));
        assertTrue(told.get(0).lines().count() == 1, told.get(0));
        assertEquals("waited true", told.get(1));
    }

    @Test
    void aFreeLockIsNotWaitedFor() {
        List<String> told = new ArrayList<>();
        JmhLock.awaitFree(temp.resolve("jmh.lock"), Duration.ofMinutes(1), Duration.ofMillis(100), new Told(told));
        assertEquals(List.of(), told);
    }

    /** Keeps what a wait tells: the notice, and whether it lasted a second or more. */
    private record Told(List<String> told) implements BenchRun.Listener {
        @Override
        public void started(int cell, int cells, String game, String reasoner) {
        }

        @Override
        public void finished(int cell, int cells, List<ResultRow> rows) {
        }

        @Override
        public void waiting(String notice) {
            told.add(notice);
        }

        @Override
        public void waited(Duration waited) {
            told.add("waited " + (waited.toMillis() >= 1000));
        }
    }
}
