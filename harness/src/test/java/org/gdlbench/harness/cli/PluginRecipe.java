package org.gdlbench.harness.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The README's plug-in recipe, run as pasted: its shell lines in a copy of this project (the
 * parent pom, every module's pom, core and the example), its {@code ./gdlbench} line in this JVM
 * with the copy's {@code plugins/} folder, as the launcher would load it.
 *
 * <p>Maven runs with a home of its own ({@code -Duser.home} in {@code MAVEN_OPTS}, so the commands
 * stay exactly as written): its local repository starts empty, and its settings mirror every
 * repository to the shared local repository without gdlbench's own artifacts. Nothing is installed
 * into the shared repository, and the example finds the contract only if the recipe installs it.
 */
final class PluginRecipe {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** A step of the recipe: the command as written, its exit status, and what it printed. */
    record Step(String command, int status, String output) {
        @Override
        public String toString() {
            return "$ " + command + "\n(exit status " + status + ")\n" + output;
        }
    }

    private final Path tree;
    private final Path home;
    private final List<Step> steps = new ArrayList<>();

    private PluginRecipe(Path work) {
        this.tree = work.resolve("gdlbench");
        this.home = work.resolve("maven-home");
    }

    /** The shared local Maven repository, where this build's plug-ins and dependencies are. */
    static Path sharedRepository() {
        return Path.of(System.getProperty("user.home"), ".m2", "repository");
    }

    /** The lines of the README's fenced block that builds the example plug-in, continuation lines joined. */
    static List<String> readmeCommands() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        Matcher block = Pattern.compile("```\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        while (block.find()) {
            if (block.group(1).contains("examples/plugin-reasoner")) {
                return Stream.of(block.group(1).replace("\\\n", " ").split("\n"))
                        .map(String::strip).filter(line -> !line.isEmpty()).toList();
            }
        }
        throw new AssertionError("README.md has no block that builds examples/plugin-reasoner");
    }

    /** Runs every line of the README's recipe in {@code work}, stopping at the first that fails. */
    static PluginRecipe run(Path work) throws Exception {
        PluginRecipe recipe = new PluginRecipe(work);
        recipe.copyProject();
        recipe.mavenHome();
        for (String command : readmeCommands()) {
            Step step = command.startsWith("./gdlbench ") ? recipe.gdlbench(command) : recipe.shell(command);
            recipe.steps.add(step);
            if (step.status() != 0) {
                break;
            }
        }
        return recipe;
    }

    List<Step> steps() {
        return steps;
    }

    /** The copy's {@code plugins/} folder, which the recipe fills. */
    Path plugins() {
        return tree.resolve("plugins");
    }

    private Step gdlbench(String command) {
        List<String> args = new ArrayList<>(List.of(command.substring("./gdlbench ".length()).strip().split("\\s+")));
        args.addAll(List.of("--plugins", plugins().toString()));
        Cli cli = Cli.run(args.toArray(String[]::new));
        return new Step(command, cli.status(), cli.out() + cli.err());
    }

    private Step shell(String command) throws Exception {
        Path log = Files.createTempFile(home, "step", ".log");
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", command).directory(tree.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        String options = System.getenv().getOrDefault("MAVEN_OPTS", "");
        builder.environment().put("MAVEN_OPTS", (options + " -Duser.home=" + home).strip());
        Process process = builder.start();
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return new Step(command, -1, "stopped after 3 minutes\n" + Files.readString(log));
        }
        return new Step(command, process.exitValue(), Files.readString(log));
    }

    /** What the recipe's Maven builds read: the parent pom, every module's pom (the reactor), core and the example. */
    private void copyProject() throws IOException {
        copy(ROOT.resolve("pom.xml"), tree.resolve("pom.xml"));
        Matcher module = Pattern.compile("<module>(.*?)</module>").matcher(Files.readString(ROOT.resolve("pom.xml")));
        while (module.find()) {
            copy(ROOT.resolve(module.group(1)).resolve("pom.xml"), tree.resolve(module.group(1)).resolve("pom.xml"));
        }
        copyFolder("core");
        copyFolder("examples/plugin-reasoner");
    }

    private void copyFolder(String folder) throws IOException {
        Path from = ROOT.resolve(folder);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path relative = from.relativize(file);
                if (!relative.startsWith("target")) {
                    copy(file, tree.resolve(folder).resolve(relative.toString()));
                }
            }
        }
    }

    /**
     * Maven's own home: settings that mirror every repository to a view of the shared repository
     * without org/gdlbench (links to everything else), so no network is needed and an old install
     * of gdlbench's artifacts there cannot stand in for the recipe's.
     */
    private void mavenHome() throws IOException {
        Path shared = sharedRepository();
        Path view = Files.createDirectories(home.resolve("shared-view").resolve("org"));
        linkAllBut(shared, view.getParent(), "org");
        linkAllBut(shared.resolve("org"), view, "gdlbench");
        Files.createDirectories(home.resolve(".m2"));
        Files.writeString(home.resolve(".m2").resolve("settings.xml"), "<settings><mirrors><mirror><id>shared-view</id>"
                + "<mirrorOf>*</mirrorOf><url>" + view.getParent().toUri() + "</url></mirror></mirrors></settings>\n");
    }

    private static void linkAllBut(Path from, Path to, String except) throws IOException {
        try (Stream<Path> entries = Files.list(from)) {
            for (Path entry : entries.toList()) {
                if (!entry.getFileName().toString().equals(except)) {
                    Files.createSymbolicLink(to.resolve(entry.getFileName().toString()), entry);
                }
            }
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }

    static boolean mavenOnPath() {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, "mvn")));
    }
}
