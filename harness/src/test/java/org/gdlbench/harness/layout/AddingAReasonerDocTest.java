package org.gdlbench.harness.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/ADDING_A_REASONER.md shows the files of examples/minimal-reasoner exactly, so the page a
 * newcomer copies from is a module the build compiles and tests.
 */
class AddingAReasonerDocTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path EXAMPLE = ROOT.resolve("examples/minimal-reasoner");
    /** A file's path in backquotes on its own line, a blank line, then the file in a fenced block. */
    private static final Pattern SHOWN = Pattern.compile("(?m)^`([^`\\n]+)`\\n\\n```\\w*\\n(.*?)```$", Pattern.DOTALL);

    @Test
    void thePageShowsEveryFileOfTheExampleAsItIs() throws Exception {
        Map<String, String> shown = new TreeMap<>();
        Matcher file = SHOWN.matcher(Files.readString(ROOT.resolve("docs/ADDING_A_REASONER.md")));
        while (file.find()) {
            shown.put(file.group(1), file.group(2));
        }
        Map<String, String> actual = new TreeMap<>();
        try (Stream<Path> files = Files.walk(EXAMPLE)) {
            for (Path path : files.filter(Files::isRegularFile).filter(p -> !p.startsWith(EXAMPLE.resolve("target"))).toList()) {
                actual.put(EXAMPLE.relativize(path).toString().replace('\\', '/'), Files.readString(path));
            }
        }
        assertEquals(List.copyOf(actual.keySet()), List.copyOf(shown.keySet()), "the files the page shows");
        assertEquals(actual, shown);
    }
}
