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
 * the jar in a folder, and name that folder with --plugins. This build's parent pom and core jar are
 * installed into the local Maven repository first. Skipped when Maven is not on the PATH or cannot install.
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
        // repository. `mvn verify` does not install, so this build's own parent pom and core jar
        // are installed there first, as `mvn install -pl core -am` would.
        Path coreJar = Path.of("..", "core", "target", "gdlbench-core-0.1.0-SNAPSHOT.jar");
        Assumptions.assumeTrue(Files.isRegularFile(coreJar), "core's jar is not built (" + coreJar
                + "): run the tests through the whole build (mvn verify) to build and load the example plug-in");
        install(Path.of("..", "pom.xml"), Path.of("..", "pom.xml"), "-Dpackaging=pom");
        install(coreJar, Path.of("..", "core", "pom.xml"));
        Path project = build.resolve("plugin-reasoner");
        copy(EXAMPLE.resolve("pom.xml"), project.resolve("pom.xml"));
        try (Stream<Path> files = Files.walk(EXAMPLE.resolve("src"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                copy(file, project.resolve(EXAMPLE.relativize(file).toString()));
            }
        }
        int status = maven(project, "maven.log", "package");
        assertEquals(0, status, "the example's build failed:\n" + Files.readString(build.resolve("maven.log")));
        plugins = Files.createDirectories(build.resolve("plugins"));
        copy(project.resolve("target/gdlbench-example-plugin-0.1.0-SNAPSHOT.jar"), plugins.resolve("example-plugin.jar"));
    }

    /** Installs one artifact of this build into the local Maven repository; skips the tests when Maven cannot. */
    private static void install(Path file, Path pom, String... extra) throws Exception {
        List<String> goal = new java.util.ArrayList<>(List.of("install:install-file",
                "-Dfile=" + file.toAbsolutePath().normalize(), "-DpomFile=" + pom.toAbsolutePath().normalize()));
        goal.addAll(List.of(extra));
        int status = maven(build, "install.log", goal.toArray(String[]::new));
        Assumptions.assumeTrue(status == 0, "could not install " + file.getFileName()
                + " into the local Maven repository (offline without the install plugin?):\n"
                + Files.readString(build.resolve("install.log")));
    }

    /** Runs Maven in {@code folder} with its output in {@code log} under the build folder; its exit status. */
    private static int maven(Path folder, String log, String... arguments) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("mvn", "-B", "-q"));
        command.addAll(List.of(arguments));
        Process maven = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(build.resolve(log).toFile()).start();
        assertTrue(maven.waitFor(5, TimeUnit.MINUTES), "Maven took over 5 minutes: " + command);
        return maven.exitValue();
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
                "--iterations", "1", "--iteration-time", "0.2", "--settle-cap", "0", "--games", "tictactoe",
                "--driver", "playout",
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
