package org.gdlbench.harness.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The module graph drawn in docs/ARCHITECTURE.md is the one the poms declare, and no reasoner
 * module depends on another reasoner module: what two reasoners share lives in a module below
 * them. The one exception is the reference, in test scope: it is the oracle every reasoner's
 * tests check against.
 */
class ModuleGraphTest {
    private static final String ORACLE = "reasoners/reference";
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Pattern TABLE_ROW = Pattern.compile("^\\| `([\\w/-]+)` \\|([^|]*)\\|");

    /** Each module's folder, by artifact id. */
    private static Map<String, String> folders() throws Exception {
        Map<String, String> folders = new TreeMap<>();
        for (String module : children(parse(ROOT.resolve("pom.xml")).getDocumentElement(), "modules", "module")) {
            Document pom = parse(ROOT.resolve(module).resolve("pom.xml"));
            folders.put(directText(pom.getDocumentElement(), "artifactId"), module);
        }
        return folders;
    }

    /** Each module's gdlbench dependencies as folders; with {@code testScope} only those of scope test, else the others. */
    private static Map<String, Set<String>> dependencies(boolean testScope) throws Exception {
        Map<String, String> folders = folders();
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String module : folders.values()) {
            Element project = parse(ROOT.resolve(module).resolve("pom.xml")).getDocumentElement();
            Set<String> uses = new TreeSet<>();
            NodeList dependencies = project.getElementsByTagName("dependency");
            for (int i = 0; i < dependencies.getLength(); i++) {
                Element dependency = (Element) dependencies.item(i);
                if (dependency.getParentNode().getParentNode() != project) {
                    continue; // a plugin's dependency
                }
                String folder = folders.get(directText(dependency, "artifactId"));
                boolean test = "test".equals(directText(dependency, "scope"));
                if (folder != null && test == testScope && !folder.equals(module)) {
                    uses.add(folder);
                }
            }
            graph.put(module, uses);
        }
        return graph;
    }

    @Test
    void noReasonerModuleDependsOnAnotherReasonerModule() throws Exception {
        List<String> offences = new ArrayList<>();
        for (boolean testScope : new boolean[] {false, true}) {
            dependencies(testScope).forEach((module, uses) -> uses.stream()
                    .filter(used -> module.startsWith("reasoners/") && used.startsWith("reasoners/"))
                    .filter(used -> !(testScope && used.equals(ORACLE)))
                    .forEach(used -> offences.add(module + " -> " + used + (testScope ? " (test)" : ""))));
        }
        assertEquals(List.of(), offences);
    }

    @Test
    void theModuleTableInTheArchitectureDocIsThePoms() throws Exception {
        Map<String, Set<String>> documented = new TreeMap<>();
        boolean inTable = false;
        for (String line : Files.readAllLines(ROOT.resolve("docs/ARCHITECTURE.md"))) {
            if (line.startsWith("| module | depends on |")) {
                inTable = true;
                continue;
            }
            Matcher row = TABLE_ROW.matcher(line);
            if (inTable && row.find()) {
                Set<String> uses = new TreeSet<>();
                Matcher used = Pattern.compile("`([\\w/-]+)`").matcher(row.group(2));
                while (used.find()) {
                    uses.add(used.group(1));
                }
                documented.put(row.group(1), uses);
            } else if (inTable && !line.startsWith("|")) {
                inTable = false;
            }
        }
        assertTrue(!documented.isEmpty(), "docs/ARCHITECTURE.md has no '| module | depends on |' table");
        assertEquals(dependencies(false), documented);
    }

    private static Document parse(Path pom) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
    }

    private static List<String> children(Element parent, String list, String item) {
        List<String> texts = new ArrayList<>();
        NodeList lists = parent.getElementsByTagName(list);
        if (lists.getLength() > 0) {
            NodeList items = ((Element) lists.item(0)).getElementsByTagName(item);
            for (int i = 0; i < items.getLength(); i++) {
                texts.add(items.item(i).getTextContent().trim());
            }
        }
        return texts;
    }

    private static String directText(Element parent, String tag) {
        for (org.w3c.dom.Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && element.getTagName().equals(tag)) {
                return element.getTextContent().trim();
            }
        }
        return null;
    }
}
