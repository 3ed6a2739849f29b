package org.gdlbench.harness.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.gdlbench.util.StronglyConnected;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * No two of gdlbench's packages depend on each other, directly or through others: packages in a
 * cycle can be neither understood nor changed one at a time. jdeps reads the dependencies from the
 * main classes of every gdlbench module on the test class path (all but the examples), as
 * folders of classes or, in a reactor build that packages them first, as jars.
 */
class PackageCycleTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Pattern EDGE = Pattern.compile("^\\s+(org\\.gdlbench[\\w.]*)\\s+->\\s+(org\\.gdlbench[\\w.]*)\\s");

    @Test
    void noPackageCycle() {
        Optional<ToolProvider> jdeps = ToolProvider.findFirst("jdeps");
        Assumptions.assumeTrue(jdeps.isPresent(), "this Java runtime has no jdeps");
        List<String> args = new ArrayList<>(List.of("-verbose:package"));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry).toAbsolutePath();
            // a module's classes, or its jar where Maven's reactor passes jars (mvn verify)
            boolean classes = path.endsWith(Path.of("target", "classes")) && Files.isDirectory(path);
            boolean jar = path.getFileName().toString().endsWith(".jar") && path.getParent() != null
                    && path.getParent().getFileName().toString().equals("target") && Files.isRegularFile(path);
            if (path.startsWith(ROOT) && (classes || jar)) {
                args.add(path.toString());
            }
        }
        assertTrue(args.size() > 10, "gdlbench's modules are not on the class path: " + args);
        StringWriter out = new StringWriter();
        int status = jdeps.get().run(new PrintWriter(out), new PrintWriter(out), args.toArray(String[]::new));
        assertEquals(0, status, out.toString());

        Map<String, Set<String>> uses = new TreeMap<>();
        for (String line : out.toString().split("\n")) {
            Matcher edge = EDGE.matcher(line);
            if (edge.find() && !edge.group(1).equals(edge.group(2))) {
                uses.computeIfAbsent(edge.group(1), key -> new TreeSet<>()).add(edge.group(2));
                uses.computeIfAbsent(edge.group(2), key -> new TreeSet<>());
            }
        }
        assertTrue(uses.size() > 20, "jdeps found too few packages:\n" + out);
        assertEquals(List.of(), cycles(uses));
    }

    /** Each cycle as its packages' dependencies on one another, e.g. {@code a -> b, b -> a}. */
    private static List<String> cycles(Map<String, Set<String>> uses) {
        List<String> names = new ArrayList<>(uses.keySet());
        int[] offsets = new int[names.size() + 1];
        List<Integer> targets = new ArrayList<>();
        for (int u = 0; u < names.size(); u++) {
            for (String used : uses.get(names.get(u))) {
                targets.add(names.indexOf(used));
            }
            offsets[u + 1] = targets.size();
        }
        int[] component = StronglyConnected.components(names.size(), offsets,
                targets.stream().mapToInt(Integer::intValue).toArray());
        Map<Integer, List<String>> members = new TreeMap<>();
        for (int u = 0; u < names.size(); u++) {
            members.computeIfAbsent(component[u], key -> new ArrayList<>()).add(names.get(u));
        }
        List<String> cycles = new ArrayList<>();
        for (List<String> cycle : members.values()) {
            if (cycle.size() > 1) {
                List<String> edges = new ArrayList<>();
                for (String from : cycle) {
                    uses.get(from).stream().filter(cycle::contains).forEach(to -> edges.add(from + " -> " + to));
                }
                cycles.add(String.join(", ", edges));
            }
        }
        return cycles;
    }
}
