package org.gdlbench.harness.engine;

import java.nio.file.Path;

/**
 * The reference engine started in a JVM of its own, and whether such a process still runs.
 *
 * <p>The operating system reports only the first 4 KiB of a command line, which the test class
 * path fills; so the engine's arguments are repeated in a system property ahead of it, where a
 * test can find them.
 */
public final class TestEngines {
    private static final String MARK = "-Dgdlbench.test.engine=";

    private TestEngines() {
    }

    /** The command line of the reference engine with {@code args} (words without spaces). */
    public static String referenceEngine(String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String joined = String.join(" ", args);
        return java + " " + MARK + "[" + words(joined) + "] -cp " + System.getProperty("java.class.path") + " "
                + ReferenceEngine.class.getName() + (joined.isEmpty() ? "" : " " + joined);
    }

    /** How many engine processes with {@code args} among their arguments still run; "" counts every engine. */
    public static long running(String args) {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).filter(process -> {
            String line = process.info().commandLine().orElse("");
            int mark = line.indexOf(MARK);
            return mark >= 0 && line.substring(mark, line.indexOf(']', mark) + 1).contains(words(args));
        }).count();
    }

    private static String words(String args) {
        return args.replace(' ', '_');
    }
}
