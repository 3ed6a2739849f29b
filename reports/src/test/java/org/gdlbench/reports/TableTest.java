package org.gdlbench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TableTest {
    @Test
    void csvQuotesWhatNeedsItAndReadsBackTheSameValues() throws Exception {
        Table table = new Table("game", "reason", "figure");
        table.add("tictactoe", "a, b", 1.5);
        table.add("nim", "says \"no\"\nthen stops", null);
        table.add("hex", null, 7);
        String csv = table.csv();
        assertEquals("game,reason,figure\ntictactoe,\"a, b\",1.5\nnim,\"says \"\"no\"\"\nthen stops\",\nhex,,7\n", csv);
        try (MappingIterator<Map<String, String>> lines = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv)) {
            List<Map<String, String>> read = lines.readAll();
            assertEquals("a, b", read.get(0).get("reason"));
            assertEquals("says \"no\"\nthen stops", read.get(1).get("reason"));
            assertEquals("", read.get(1).get("figure"));
        }
    }

    @Test
    void anEmptyTableIsItsHeader() {
        assertEquals("a,b\n", new Table("a", "b").csv());
    }
}
