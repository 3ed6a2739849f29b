package org.gdlbench.corpus;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Sha256;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.SheetText;
import org.gdlbench.util.NearestNames;

/**
 * A set of games read from a folder: our bundled corpus, any folder of {@code .kif} files, or the
 * ggp.org repository layout ({@code <name>/<name>.kif} beside a {@code METADATA} file). Games are
 * named by file name ({@link SheetNames}: sheets that share one are named by their paths) and
 * identified by the SHA-256 of their normalised text; sheets with the same rules are merged into
 * the one with the plainest name, the others' names selecting it.
 */
public final class Corpus {
    private static final String BUNDLED = "gdlbench/games";
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    /** The shortest name first, then the first in order. */
    private static final Comparator<CorpusEntry> PLAINEST =
            Comparator.comparingInt((CorpusEntry entry) -> entry.name().length()).thenComparing(CorpusEntry::name);

    private final String origin;
    private final Map<String, CorpusEntry> entries;
    /** Each sheet merged as a duplicate, by name, to the name of the sheet kept. */
    private final Map<String, String> duplicateOf;

    private Corpus(String origin, Map<String, CorpusEntry> entries, Map<String, String> duplicateOf) {
        this.origin = origin;
        this.entries = entries;
        this.duplicateOf = duplicateOf;
    }

    /** The games shipped with gdlbench. */
    public static Corpus bundled() {
        URL url = Corpus.class.getClassLoader().getResource(BUNDLED);
        if (url == null) {
            throw new IllegalStateException("the bundled corpus is missing from the class path");
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem jar;
                try {
                    jar = FileSystems.getFileSystem(uri);
                } catch (FileSystemNotFoundException e) {
                    jar = FileSystems.newFileSystem(uri, Map.of());
                }
                return read(jar.getPath(BUNDLED), "bundled corpus");
            }
            return read(Path.of(uri), "bundled corpus");
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot open the bundled corpus at " + url, e);
        }
    }

    /** Every {@code .kif} file below {@code folder}. */
    public static Corpus read(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new UnknownGameException("corpus folder " + folder + " does not exist");
        }
        return read(folder, folder.toString());
    }

    private static Corpus read(Path folder, String origin) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(path -> path.getFileName() != null
                            && path.getFileName().toString().toLowerCase().endsWith(".kif"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        if (files.isEmpty()) {
            throw new UnknownGameException("no .kif rule sheets in " + origin);
        }
        Map<Path, String> names = SheetNames.of(folder, files);
        Map<String, List<CorpusEntry>> byHash = new LinkedHashMap<>();
        for (Path file : files) {
            CorpusEntry entry = readEntry(file, names.get(file));
            byHash.computeIfAbsent(entry.hash(), hash -> new ArrayList<>()).add(entry);
        }
        Map<String, CorpusEntry> byName = new TreeMap<>();
        Map<String, String> duplicateOf = new TreeMap<>();
        for (List<CorpusEntry> same : byHash.values()) {
            // of sheets with the same rules the plain name stays: zhadu, not disabled__zhadu
            CorpusEntry kept = same.stream().min(PLAINEST).orElseThrow();
            byName.put(kept.name(), kept);
            for (CorpusEntry entry : same) {
                if (entry != kept) {
                    duplicateOf.put(entry.name(), kept.name());
                }
            }
        }
        return new Corpus(origin, Collections.unmodifiableMap(byName), Collections.unmodifiableMap(duplicateOf));
    }

    private static CorpusEntry readEntry(Path file, String name) {
        GameDescription description = null;
        GdlException parseError = null;
        String hash;
        String text = null;
        try {
            text = SheetText.read(file);
            description = KifParser.parse(file.toString(), text);
            hash = FrontEnd.hash(description);
        } catch (GdlException e) {
            parseError = e;
            hash = Sha256.of(text != null ? text : file.toString());
        }
        return new CorpusEntry(name, file.toString(), metadata(file.resolveSibling("METADATA")),
                description, parseError, hash);
    }

    private static GameMetadata metadata(Path file) {
        if (!Files.isRegularFile(file)) {
            return GameMetadata.NONE;
        }
        try {
            return JSON.readValue(Files.readString(file, StandardCharsets.UTF_8), GameMetadata.class);
        } catch (IOException e) {
            return GameMetadata.NONE;
        }
    }

    /** Where the corpus was read from. */
    public String origin() {
        return origin;
    }

    /** The games, sorted by name. */
    public List<CorpusEntry> entries() {
        return List.copyOf(entries.values());
    }

    public List<String> names() {
        return List.copyOf(entries.keySet());
    }

    /** Sheets merged into another with the same normalised rules: "tttcc4 (same as ttcc4)". */
    public List<String> duplicates() {
        return duplicatesOf(entries());
    }

    /** The sheets merged into one of {@code games}, as {@link #duplicates()} names them. */
    public List<String> duplicatesOf(Collection<CorpusEntry> games) {
        Set<String> kept = new HashSet<>();
        games.forEach(game -> kept.add(game.name()));
        List<String> lines = new ArrayList<>();
        duplicateOf.forEach((merged, into) -> {
            if (kept.contains(into)) {
                lines.add(merged + " (same as " + into + ")");
            }
        });
        return lines;
    }

    /**
     * The game named {@code name}; a sheet merged as a duplicate names the game it duplicates.
     *
     * @throws UnknownGameException when no game has that name
     */
    public CorpusEntry entry(String name) {
        CorpusEntry entry = entries.get(name);
        if (entry == null && duplicateOf.containsKey(name)) {
            entry = entries.get(duplicateOf.get(name));
        }
        if (entry == null) {
            throw new UnknownGameException("unknown game '" + name + "' in " + origin
                    + NearestNames.hint(name, entries.keySet()) + "; 'gdlbench games' lists them");
        }
        return entry;
    }

    /** The entries named in {@code names}, or all of them for the single name {@code all}. */
    public List<CorpusEntry> select(List<String> names) {
        if (names.size() == 1 && names.get(0).equals("all")) {
            return entries();
        }
        List<CorpusEntry> selected = new ArrayList<>();
        for (String name : names) {
            selected.add(entry(name.trim()));
        }
        return selected;
    }

}
