package org.gdlbench.prolog;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** A native Prolog system that runs a translated game as an engine process. */
enum PrologSystem {
    /** SWI-Prolog: the program is consulted by {@code swipl} at start (optimised arithmetic, just-in-time indexes). */
    SWI("swi", "SWI-Prolog", "swipl", "swi.pl"),
    /** GNU Prolog: the program is compiled to a native executable by {@code gplc} before start. */
    GNU("gprolog", "GNU Prolog", "gplc", "gprolog.pl");

    private final String prefix;
    private final String title;
    private final String program;
    private final String dialectFile;

    PrologSystem(String prefix, String title, String program, String dialectFile) {
        this.prefix = prefix;
        this.title = title;
        this.program = program;
        this.dialectFile = dialectFile;
    }

    /** The reasoner name of this system with {@code encoding}: {@code swi-assert}, {@code gprolog-threaded}. */
    String reasonerName(Encoding encoding) {
        return prefix + "-" + (encoding == Encoding.ASSERT ? "assert" : "threaded");
    }

    String title() {
        return title;
    }

    /** The program gdlbench runs: {@code swipl} to run the game, {@code gplc} to compile it. */
    String program() {
        return program;
    }

    /** The resource holding this system's part of the engine. */
    String dialectFile() {
        return dialectFile;
    }

    /** The system's program found in a folder of {@code PATH}, as the operating system looks it up. */
    Optional<Path> find() {
        return find(System.getenv().getOrDefault("PATH", ""));
    }

    /** The system's program found in a folder of {@code path}, a list like {@code PATH}. */
    Optional<Path> find(String path) {
        for (String folder : path.split(File.pathSeparator)) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Why this system cannot run here, in one line, or null when it can. */
    String whyUnavailable() {
        return whyUnavailable(System.getenv().getOrDefault("PATH", ""));
    }

    /** Why this system cannot run with {@code path} as {@code PATH}, or null when it can. */
    String whyUnavailable(String path) {
        return find(path).isPresent() ? null : program + " not found: scripts/install-prologs.sh installs it";
    }
}
