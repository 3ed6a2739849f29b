package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Input a report cannot be made from: one line naming the file, and nothing written. */
class BadInputTest {
    @TempDir
    Path temp;

    private String refused(List<Path> inputs, List<Path> imports) throws Exception {
        Path out = temp.resolve("out").resolve("report");
        ReportException e = assertThrows(ReportException.class,
                () -> Report.write(new Report.Options(inputs, out, null, null, imports)));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertFalse(Files.exists(out), "a refused report writes nothing");
        if (Files.exists(out.getParent())) {
            try (Stream<Path> left = Files.list(out.getParent())) {
                assertEquals(List.of(), left.toList(), "no temporary folder is left behind");
            }
        }
        return e.getMessage();
    }

    @Test
    void aMissingFolder() throws Exception {
        Path missing = temp.resolve("nowhere");
        assertEquals(missing + ": no such result folder", refused(List.of(missing), null));
    }

    @Test
    void aFolderWithoutResults() throws Exception {
        Path foreign = Files.createDirectories(temp.resolve("photos"));
        Files.writeString(foreign.resolve("cat.jpg"), "meow");
        assertTrue(refused(List.of(foreign), null).startsWith(foreign + ": not a gdlbench result folder"));
    }

    @Test
    void aForeignResultsFile() throws Exception {
        Path foreign = Files.createDirectories(temp.resolve("other"));
        Files.writeString(foreign.resolve("results.json"), "{\"schema\":\"other-tool\",\"schemaVersion\":1,\"rows\":[]}");
        String message = refused(List.of(foreign), null);
        assertTrue(message.startsWith(foreign.resolve("results.json") + ": not a gdlbench result file")
                || message.equals(foreign.resolve("results.json") + " is not a gdlbench result file"), message);
        Files.writeString(foreign.resolve("results.json"), "[1, 2,");
        assertTrue(refused(List.of(foreign), null).startsWith(foreign.resolve("results.json") + ": not a gdlbench"));
    }

    @Test
    void aNewerSchema() throws Exception {
        Path folder = Fixtures.folder(temp.resolve("future"), Fixtures.standardRows());
        Path json = folder.resolve("results.json");
        Files.writeString(json, Files.readString(json).replace("\"schemaVersion\" : 2", "\"schemaVersion\" : 99"));
        assertTrue(refused(List.of(folder), null).contains("schema version 99, newer than this gdlbench reads"));
    }

    @Test
    void anEmptyResultSet() throws Exception {
        Path folder = Fixtures.folder(temp.resolve("empty"), List.of());
        assertTrue(refused(List.of(folder), null).contains("no result rows: nothing to report"));
    }

    @Test
    void aMalformedImportLineIsNamedWithItsLine() throws Exception {
        Path folder = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Path file = temp.resolve("perf.txt");
        Files.writeString(file, "BASE/tictactoe/abc;GGP_BASE_PROVER;1.0;true;;30000;900000;9000\n"
                + "BASE/tictactoe/abc;SANCHO;1.0;true;;30000;lots;9000\n");
        String message = refused(List.of(folder), List.of(file));
        assertTrue(message.startsWith(file + ":2: malformed line: numStateChanges is 'lots'"), message);
    }
}
