package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gdlbench.reports.tables.Matrix;
import org.junit.jupiter.api.Test;

class HtmlTablesTest {
    @Test
    void aTableOfManyColumnsAndFewRowsIsShownTurned() {
        Matrix published = new Matrix("game", "engine", "ratio");
        for (int i = 0; i < 20; i++) {
            published.put("tictactoe", "engine " + i, Matrix.Cell.of(i + 1, null));
            published.put("connectfour", "engine " + i, Matrix.Cell.of(2 * (i + 1), null));
        }
        String html = HtmlTables.table(published);
        assertTrue(html.contains("<th>engine</th><th>tictactoe</th><th>connectfour</th>"), html);
        assertTrue(html.contains("<tr><td>engine 19</td><td>20.0</td><td>40.0</td></tr>"), html);
        assertEquals(20, html.split("<tr><td>engine ", -1).length - 1);
    }

    @Test
    void eightColumnsStayAsTheyAre() {
        Matrix speed = new Matrix("game", "reasoner", "states/s");
        for (int i = 0; i < 8; i++) {
            speed.put("tictactoe", "reasoner" + i, Matrix.Cell.of(1000, null));
        }
        assertTrue(HtmlTables.table(speed).contains("<th>game</th><th>reasoner0</th>"));
    }
}
