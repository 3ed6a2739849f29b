package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RecordCommandTest {
    @Test
    void writesTheSameRecordsAsTheShippedOnes(@TempDir Path folder) throws IOException {
        Cli cli = Cli.run("record", "--games", "tictactoe,roshambo", "--matches", "3", "--out", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        try (Stream<Path> written = Files.list(folder)) {
            assertEquals(List.of("roshambo", "tictactoe"), written.map(path -> path.getFileName().toString()).sorted()
                    .toList(), "a folder of records per game named, nothing else");
        }
        for (String game : List.of("tictactoe", "roshambo")) {
            List<MatchRecord> written = MatchRecords.read(folder, game);
            assertEquals(3, written.size());
            for (int i = 0; i < 3; i++) {
                assertEquals(MatchRecords.bundled(game).get(i).moves(), written.get(i).moves());
                assertEquals(MatchRecords.bundled(game).get(i).comments(), written.get(i).comments());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--games nosuchgame --out .",
            "--games tictactoe --matches 0 --out .",
            "--games tictactoe --out /no/such/folder",
            "--games tictactoe --corpus /no/such/folder --out .",
            "--games tictactoe --matches ten --out .",
            "--games tictactoe --no-such-option"})
    void userErrorsGiveOneLineAndExitStatusTwo(String args) {
        Cli cli = Cli.run(("record " + args).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }
}
