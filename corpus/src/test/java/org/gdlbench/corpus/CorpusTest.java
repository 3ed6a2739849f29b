package org.gdlbench.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusTest {
    private static final String GAME = "(role a) (init (s 0)) (<= (legal a go) (true (s 0)))"
            + " (<= (next (s 1)) (does a go)) (<= terminal (true (s 1))) (goal a 100)";

    @TempDir
    Path folder;

    @Test
    void readsTheGgpLayoutAndBareFilesAndDropsDuplicatesByNormalisedText() throws IOException {
        Files.createDirectories(folder.resolve("first"));
        Files.writeString(folder.resolve("first/first.kif"), GAME);
        Files.writeString(folder.resolve("first/METADATA"),
                "{\"name\": \"first\", \"roles\": 1, \"description\": \"d\", \"source\": \"s\", \"extra\": 3}");
        Files.writeString(folder.resolve("second.kif"), "; same rules, other layout and case\n" + GAME.toUpperCase().replace(") (", ")\n  ("));
        Files.writeString(folder.resolve("third.kif"), GAME.replace("100", "50"));
        Corpus corpus = Corpus.read(folder);
        assertEquals(List.of("first", "third"), corpus.names());
        assertEquals(1, corpus.duplicates().size());
        assertTrue(corpus.duplicates().get(0).startsWith("second"), corpus.duplicates().toString());
        assertEquals(Integer.valueOf(1), corpus.entry("first").metadata().roles());
        assertEquals(corpus.entry("first").hash(), corpus.entry("first").game().hash());
    }

    @Test
    void aDuplicatesNameSelectsTheGameItDuplicatesAndAFolderWithoutSheetsIsAUserError() throws IOException {
        Files.writeString(folder.resolve("ttt.kif"), GAME);
        Files.writeString(folder.resolve("ttt_copy.kif"), GAME.toUpperCase() + " ; the same rules");
        Corpus corpus = Corpus.read(folder);
        assertEquals(List.of("ttt_copy (same as ttt)"), corpus.duplicates());
        assertEquals("ttt", corpus.entry("ttt_copy").name());
        Path empty = Files.createDirectory(folder.resolve("empty"));
        assertEquals("no .kif rule sheets in " + empty,
                assertThrows(UnknownGameException.class, () -> Corpus.read(empty)).getMessage());
    }

    @Test
    void differentSheetsOfOneNameBothStayNamedByTheirPaths() throws IOException {
        Files.createDirectories(folder.resolve("ttt"));
        Files.writeString(folder.resolve("ttt.kif"), GAME);
        Files.writeString(folder.resolve("ttt/ttt.kif"), GAME.replace("100", "50"));
        Files.writeString(folder.resolve("other.kif"), GAME.replace("100", "75"));
        Corpus corpus = Corpus.read(folder);
        assertEquals(List.of("other", "ttt", "ttt__ttt"), corpus.names());
        assertEquals(List.of(), corpus.duplicates());
        assertEquals(folder.resolve("ttt.kif").toString(), corpus.entry("ttt").source());
        assertEquals(folder.resolve("ttt/ttt.kif").toString(), corpus.entry("ttt__ttt").source());
        assertEquals(2, corpus.select(List.of("ttt", "ttt__ttt")).stream().map(CorpusEntry::hash).distinct().count());
    }

    @Test
    void theSameSheetUnderTwoNamesKeepsThePlainNameAndNamesTheMerged() throws IOException {
        Files.createDirectories(folder.resolve("zhadu"));
        Files.writeString(folder.resolve("disabled__zhadu.kif"), GAME);
        Files.writeString(folder.resolve("zhadu/zhadu.kif"), GAME.toUpperCase());
        Files.writeString(folder.resolve("solo.kif"), GAME.replace("100", "50"));
        Files.createDirectories(folder.resolve("solo"));
        Files.writeString(folder.resolve("solo/solo.kif"), "; a copy\n" + GAME.replace("100", "50"));
        Corpus corpus = Corpus.read(folder);
        assertEquals(List.of("solo", "zhadu"), corpus.names());
        assertEquals(List.of("disabled__zhadu (same as zhadu)", "solo__solo (same as solo)"), corpus.duplicates());
        assertEquals("zhadu", corpus.entry("disabled__zhadu").name());
        assertEquals("solo", corpus.entry("solo__solo").name());
        assertEquals(List.of("solo__solo (same as solo)"), corpus.duplicatesOf(corpus.select(List.of("solo"))));
    }

    @Test
    void aPathSpelledLikeAnotherSheetsNameStillGetsANameOfItsOwn() throws IOException {
        Files.createDirectories(folder.resolve("a"));
        Files.writeString(folder.resolve("b.kif"), GAME);
        Files.writeString(folder.resolve("a/b.kif"), GAME.replace("100", "50"));
        Files.writeString(folder.resolve("a__b.kif"), GAME.replace("100", "75"));
        Corpus corpus = Corpus.read(folder);
        assertEquals(3, corpus.names().size(), corpus.names().toString());
        assertEquals(folder.resolve("a/b.kif").toString(), corpus.entry("a__b").source());
        assertEquals(folder.resolve("a__b.kif").toString(), corpus.entry("a__b~2").source());
    }

    @Test
    void invalidSheetsAreListedWithTheirProblem() throws IOException {
        Files.writeString(folder.resolve("broken.kif"), "(role a");
        Files.writeString(folder.resolve("unsafe.kif"), GAME + " (<= (p ?x) (true (s 0)))");
        Corpus corpus = Corpus.read(folder);
        assertEquals("syntax", corpus.entry("broken").problem().kind());
        assertEquals(-1, corpus.entry("broken").ruleCount());
        assertEquals("unsafe rule", corpus.entry("unsafe").problem().kind());
    }

    @Test
    void aSheetThatIsNotUtf8TextIsAnInvalidEntryAndTheRestGoesOn() throws IOException {
        Files.write(folder.resolve("latin1.kif"), (GAME + " ; caf\u00e9").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Files.write(folder.resolve("binary.kif"), new byte[] {0x7f, 'E', 'L', 'F', 0, 0});
        Files.writeString(folder.resolve("fine.kif"), GAME);
        Corpus corpus = Corpus.read(folder);
        assertEquals("encoding", corpus.entry("latin1").problem().kind());
        assertTrue(corpus.entry("latin1").problem().getMessage().contains("not UTF-8 text at byte "));
        assertEquals("encoding", corpus.entry("binary").problem().kind());
        assertNull(corpus.entry("fine").problem());
    }

    @Test
    void unknownGamesAndFoldersAreUserErrors() {
        Corpus corpus = Corpus.bundled();
        UnknownGameException unknown = assertThrows(UnknownGameException.class, () -> corpus.entry("nosuchgame"));
        assertTrue(unknown.getMessage().contains("nosuchgame"));
        assertThrows(UnknownGameException.class, () -> Corpus.read(folder.resolve("missing")));
        assertEquals(corpus.entries(), corpus.select(List.of("all")));
    }

    @Test
    void everyBundledGameIsOursValidAndDescribedByItsMetadata() {
        Corpus corpus = Corpus.bundled();
        assertTrue(corpus.entries().size() >= 30, "at least 30 games: " + corpus.names());
        assertTrue(corpus.duplicates().isEmpty(), corpus.duplicates().toString());
        for (CorpusEntry entry : corpus.entries()) {
            assertNull(entry.problem(), () -> entry.name() + ": " + entry.problem().getMessage());
            GameMetadata metadata = entry.metadata();
            assertNotNull(metadata.name(), entry.name() + " has METADATA");
            assertEquals(entry.name(), metadata.name());
            assertEquals("written for gdlbench", metadata.source(), entry.name());
            assertEquals(metadata.roles(), Integer.valueOf(entry.game().roles().size()), entry.name());
            assertNotNull(metadata.description(), entry.name());
        }
    }
}
