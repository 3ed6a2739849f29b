package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The path a plug-in author follows: build examples/plugin-reasoner with its own Maven build, put
 * the jar in a folder, and name that folder with --plugins. Skipped when Maven is not on the PATH.
 */
class PluginsTest {
    private static final Path EXAMPLE = Path.of("..", "examples", "plugin-reasoner");
    private static final String SERVICE = "META-INF/services/org.gdlbench.machine.ReasonerFactory";

    @TempDir
    static Path build;

    /** The folder holding the example's jar, built once for the class. */
    private static Path plugins;

    @BeforeAll
    static void buildTheExample() throws Exception {
        Assumptions.assumeTrue(onPath("mvn"), "mvn is not on the PATH: the example plug-in cannot be built here");
        // The example builds against the contract as a user's project does: from the local Maven
        // repository, where `mvn install` puts it (a plain `mvn verify` does not).
        Path installed = Path.of(System.getProperty("user.home"), ".m2", "repository", "org", "gdlbench",
                "gdlbench-core", "0.1.0-SNAPSHOT");
        Assumptions.assumeTrue(Files.isDirectory(installed), "gdlbench-core is not in the local Maven repository ("
                + installed + "): run 'mvn install' once to build and load the example plug-in");
        Path project = build.resolve("plugin-reasoner");
        copy(EXAMPLE.resolve("pom.xml"), project.resolve("pom.xml"));
        try (Stream<Path> files = Files.walk(EXAMPLE.resolve("src"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                copy(file, project.resolve(EXAMPLE.relativize(file).toString()));
            }
        }
        Process maven = new ProcessBuilder("mvn", "-B", "-q", "-o", "package")
                .directory(project.toFile()).redirectErrorStream(true)
                .redirectOutput(build.resolve("maven.log").toFile()).start();
        assertTrue(maven.waitFor(5, TimeUnit.MINUTES), "the example's build took over 5 minutes");
        assertEquals(0, maven.exitValue(), "the example's build failed:\n" + Files.readString(build.resolve("maven.log")));
        plugins = Files.createDirectories(build.resolve("plugins"));
        copy(project.resolve("target/gdlbench-example-plugin-0.1.0-SNAPSHOT.jar"), plugins.resolve("example-plugin.jar"));
    }

    @Test
    void theExamplePassesVerifyThroughThePlugin() {
        Cli cli = Cli.run("verify", "--plugins", plugins.toString(), "--reasoners", "example-plugin",
                "--games", "tictactoe", "--playouts", "3");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("example-plugin") && cli.out().contains("agrees"), cli.toString());
        Cli listed = Cli.run("reasoners", "--plugins", plugins.toString());
        assertTrue(listed.out().contains("example-plugin"), listed.toString());
    }

    @Test
    void benchmarkForksFindThePlugin(@TempDir Path out) throws Exception {
        Cli cli = Cli.run("bench", "--plugins", plugins.toString(), "--profile", "quick", "--warmup-iterations", "0",
                "--iterations", "1", "--iteration-time", "0.2", "--games", "tictactoe", "--driver", "playout",
                "--verify-playouts", "1", "--reasoners", "example-plugin", "--out", out.resolve("run").toString(),
                "--no-report");
        assertEquals(0, cli.status(), cli.toString());
        List<ResultRow> rows = ResultFiles.read(out.resolve("run")).rows();
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(ResultRow.Status.OK, rows.get(0).status(), rows.get(0).toString());
        assertTrue(rows.get(0).figure() > 0, rows.get(0).toString());
    }

    @Test
    void theSameReasonerTwiceIsANameClash(@TempDir Path folder) throws Exception {
        assertEquals(0, Cli.run("reasoners", "--plugins", plugins.toString()).status());
        copy(plugins.resolve("example-plugin.jar"), folder.resolve("again.jar"));
        Cli cli = Cli.run("verify", "--plugins", folder.toString(), "--reasoners", "example-plugin", "--games", "tictactoe");
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().contains("again.jar: reasoner 'example-plugin' is already registered by file:"), cli.toString());
    }

    @Test
    void aFileThatIsNotAJarIsOneLine(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("broken.jar"), "not a zip file");
        expectOneLine(folder, "broken.jar: not a readable jar");
    }

    @Test
    void aJarWithoutReasonersIsOneLine(@TempDir Path folder) throws Exception {
        jar(folder.resolve("empty.jar"), "README.txt", "nothing here");
        expectOneLine(folder, "empty.jar: registers no reasoner");
    }

    @Test
    void aJarListingAMissingFactoryIsOneLine(@TempDir Path folder) throws Exception {
        jar(folder.resolve("missing.jar"), SERVICE, "org.example.NoSuchReasoner\n");
        expectOneLine(folder, "missing.jar: cannot load its reasoners: ");
    }

    @Test
    void aPluginsFolderThatDoesNotExistIsOneLine(@TempDir Path folder) {
        expectOneLine(folder.resolve("nowhere"), "nowhere: not a folder");
    }

    private static void expectOneLine(Path folder, String expected) {
        Cli cli = Cli.run("reasoners", "--plugins", folder.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().contains(expected), cli.toString());
    }

    private static void jar(Path file, String entry, String text) throws IOException {
        try (OutputStream bytes = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(bytes)) {
            jar.putNextEntry(new JarEntry(entry));
            jar.write(text.getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(java.io.File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }
}
