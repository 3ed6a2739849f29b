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
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The path a plug-in author follows: the README's recipe, run as pasted (PluginRecipe: install the
 * contract, build examples/plugin-reasoner with its own Maven build, copy the jar into plugins/,
 * verify), then the plug-in loaded from that folder. Maven runs with a local repository of its own,
 * never the shared one. Skipped when Maven is not on the PATH, or the shared repository lacks a
 * Maven plug-in the recipe needs (a build that never installed anything).
 */
class PluginsTest {
    private static final String SERVICE = "META-INF/services/org.gdlbench.machine.ReasonerFactory";

    @TempDir
    static Path build;

    private static PluginRecipe recipe;

    /** The folder holding the example's jar, built once for the class. */
    private static Path plugins;

    @BeforeAll
    static void runTheRecipe() throws Exception {
        Assumptions.assumeTrue(PluginRecipe.mavenOnPath(), "mvn is not on the PATH: the example plug-in cannot be built here");
        Assumptions.assumeTrue(Files.isDirectory(PluginRecipe.sharedRepository()),
                "no local Maven repository at " + PluginRecipe.sharedRepository() + " to build the example from");
        recipe = PluginRecipe.run(build);
        PluginRecipe.Step last = recipe.steps().get(recipe.steps().size() - 1);
        Assumptions.assumeFalse(last.status() != 0 && last.output().contains("Plugin org.apache.maven.plugins:"),
                "a Maven plug-in the recipe needs is not in the local repository (offline):\n" + last);
        plugins = recipe.plugins();
    }

    /** The README's commands, each as written, succeed in order: the verify line last. */
    @Test
    void theReadmeRecipeWorksAsPasted() throws Exception {
        List<String> commands = PluginRecipe.readmeCommands();
        List<PluginRecipe.Step> steps = recipe.steps();
        for (PluginRecipe.Step step : steps) {
            assertEquals(0, step.status(), step.toString());
        }
        assertEquals(commands.size(), steps.size(), "every step ran: " + steps);
        assertTrue(commands.get(0).startsWith("mvn -q install -pl core -am "),
                "the contract is installed with its parent pom first: " + commands);
        PluginRecipe.Step verify = steps.get(steps.size() - 1);
        assertTrue(verify.command().startsWith("./gdlbench verify --reasoners example-plugin"), verify.toString());
        assertTrue(verify.output().matches("(?s).*\\n  tictactoe +example-plugin +agrees\\n.*"), verify.toString());
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
        copy(plugins.resolve("gdlbench-example-plugin-0.1.0-SNAPSHOT.jar"), folder.resolve("again.jar"));
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
}
