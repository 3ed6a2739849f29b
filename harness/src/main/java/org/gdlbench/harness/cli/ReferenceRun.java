package org.gdlbench.harness.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The reference run shipped with gdlbench: a result folder's {@code results.json} (standard profile,
 * quick's games and reasoners, made on the development machine, with its environment), kept as the
 * resource {@value #RESOURCE}, so that {@code compare} and {@code quick} can say how fast a machine
 * is against it. The system property {@value #PROPERTY} names another result folder to use instead.
 */
final class ReferenceRun {
    /** How the command line names it in place of a result folder. */
    static final String NAME = "reference";
    static final String RESOURCE = "gdlbench/reference/results.json";
    static final String PROPERTY = "gdlbench.reference";
    /** What to say when there is none. */
    static final String NONE = "this build ships no reference run yet (docs/RESULTS.md, 'The reference run', says how"
            + " one is made)";

    private ReferenceRun() {
    }

    /** Whether this build ships a reference run. */
    static boolean shipped() {
        return ReferenceRun.class.getClassLoader().getResource(RESOURCE) != null;
    }

    /**
     * The reference run as a result folder: the folder {@value #PROPERTY} names, else the shipped
     * run copied into a temporary folder named {@code reference}, deleted when the JVM exits.
     *
     * @throws UsageException when there is none
     */
    static Path folder() {
        String chosen = System.getProperty(PROPERTY);
        if (chosen != null && !chosen.isBlank()) {
            return Path.of(chosen);
        }
        try (InputStream in = ReferenceRun.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new UsageException(NONE);
            }
            Path parent = Files.createTempDirectory("gdlbench-");
            Path folder = Files.createDirectory(parent.resolve(NAME));
            Path results = folder.resolve("results.json");
            // deleted in the reverse order of registering: the file, then its folders
            parent.toFile().deleteOnExit();
            folder.toFile().deleteOnExit();
            results.toFile().deleteOnExit();
            Files.copy(in, results);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the shipped reference run out of the jar", e);
        }
    }
}
