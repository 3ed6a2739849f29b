package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.gdlbench.testkit.NamedFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each reasoner's traits go from its factory into the run's results, where reports read them. */
class RecordedTraitsTest {
    private static final BenchRun.Settings QUICK = new BenchRun.Settings(Profile.QUICK, List.of(Driver.PLAYOUT),
            List.of(), 1000, Duration.ofSeconds(30), false);

    @TempDir
    Path temp;

    /** A reasoner that declares no traits, as a plug-in or an engine may. */
    private static final NamedFactory PLAIN = new NamedFactory("plain-traits-test", "declares nothing",
            (game, options) -> {
                throw new UnsupportedOperationException();
            });

    @Test
    void aRunRecordsEachReasonersTraitsAndItsResultsJsonCarriesThem() {
        Reasoners.register(PLAIN, "test");
        try {
            Path folder = temp.resolve("run");
            List<ReasonerSpec> reasoners = List.of(ReasonerSpec.parse("propnet"), ReasonerSpec.parse("propnet:compile=false"),
                    ReasonerSpec.parse("swi-assert"), ReasonerSpec.parse("plain-traits-test"));
            Matrix matrix = new Matrix(List.of(Corpus.bundled().entry("tictactoe")), reasoners, null, BenchOptions.NONE,
                    null);
            new BenchRun(QUICK, folder, "bench").manifest(matrix).write(folder);
            RunResults results = ResultFolder.regenerate(folder);
            Map<String, ReasonerTraits> expected = Map.of(
                    "propnet", new ReasonerTraits("propnet", "#0072B2", 2),
                    "swi-assert", new ReasonerTraits("prolog", "#117733", 6),
                    "plain-traits-test", new ReasonerTraits("plain-traits-test", null, null));
            assertEquals(expected, results.reasoners());
            assertEquals(expected, ResultFiles.read(folder).reasoners(), "written into results.json and read back");
            assertEquals(expected, RunManifest.read(folder).reasonerTraits(), "kept in run.json for resume and merge");
        } finally {
            Reasoners.unregister("plain-traits-test");
        }
    }

    @Test
    void aMergedFolderCarriesEveryPartsTraits() {
        Path a = temp.resolve("a");
        Path b = temp.resolve("b");
        Matrix ofA = new Matrix(List.of(Corpus.bundled().entry("tictactoe")), List.of(ReasonerSpec.parse("propnet")), null,
                BenchOptions.NONE, null);
        Matrix ofB = new Matrix(List.of(Corpus.bundled().entry("tictactoe")), List.of(ReasonerSpec.parse("reference")),
                null, BenchOptions.NONE, null);
        new BenchRun(QUICK, a, "bench").manifest(ofA).write(a);
        new BenchRun(QUICK, b, "bench").manifest(ofB).write(b);
        // each run finished: its one cell's row in its log
        finished(a, "propnet");
        finished(b, "reference");
        RunResults merged = Merge.merge(List.of(a, b), temp.resolve("merged"));
        assertEquals(Set.of("propnet", "reference"), merged.reasoners().keySet());
        assertEquals("#E69F00", ResultFiles.read(temp.resolve("merged")).reasoners().get("reference").chartColour());
    }

    private static void finished(Path folder, String reasoner) {
        try (CellLog log = new CellLog(folder)) {
            log.append(List.of(new ResultRow("tictactoe", "h", reasoner, "playout", ResultRow.Status.OK, null, 1000.0,
                    10.0, "states/s", null, null, "playouts/s", 9.0, 100.0, null, null, null, null, null)));
        }
    }

    @Test
    void everyRegisteredReasonersColourIsItsOwnAndGeneratedColoursTakeNone() {
        Map<String, ReasonerTraits> registered = RecordedTraits.registered();
        Palette palette = Palette.of(registered);
        Set<Color> builtIn = new HashSet<>();
        for (String name : Reasoners.names()) {
            String colour = Reasoners.factory(name).chartColour();
            if (colour != null) {
                assertEquals(Color.decode(colour), palette.reasoner(name), name);
                assertTrue(builtIn.add(Color.decode(colour)), name + " shares its colour with another reasoner");
            }
        }
        assertTrue(builtIn.size() >= 12, "the built-in reasoners declare their colours: " + builtIn.size());
        for (int i = 0; i < 200; i++) {
            for (String spec : List.of("engine-" + i, "propnet:compile=" + i)) {
                assertFalse(builtIn.contains(palette.reasoner(spec)), spec + " takes a registered reasoner's colour");
                assertEquals(palette.reasoner(spec), Palette.of(Map.of()).reasoner(spec), spec + ": not stable");
            }
        }
        List<String> names = new ArrayList<>(Reasoners.names());
        names.sort(palette.reasonerOrder());
        assertEquals(Reasoners.REFERENCE, names.get(0));
        assertNotNull(registered.get(Reasoners.REFERENCE).chartOrder());
    }
}
