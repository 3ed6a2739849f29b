package org.gdlbench.reports.report;

import java.awt.Paint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.charts.SmallMultiples;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/**
 * The Prolog reasoners side by side: the one translation of GDL run by three Prolog systems in two
 * state encodings, so that a reader sees system against system and encoding against encoding, with
 * the reference interpreter's figure for scale.
 */
final class PrologFigure {
    static final String NAME = "prolog";
    static final String REFERENCE = ResultRow.REFERENCE_REASONER;
    static final String TITLE = "States per second of the Prolog systems and state encodings";
    /** The registered Prolog reasoners: the system that runs each, and its state encoding. */
    private static final Map<String, String[]> REASONERS = Map.of(
            "swi-assert", new String[] {"SWI-Prolog", "assert"},
            "swi-threaded", new String[] {"SWI-Prolog", "threaded"},
            "gprolog-assert", new String[] {"GNU Prolog", "assert"},
            "gprolog-threaded", new String[] {"GNU Prolog", "threaded"},
            "prolog-assert", new String[] {"tuProlog", "assert"},
            "prolog-threaded", new String[] {"tuProlog", "threaded"});
    private static final List<String> ENCODINGS = List.of("assert", "threaded");

    private PrologFigure() {
    }

    /**
     * @param speed the playout speed matrix, game × reasoner
     * @return the figure, or null unless at least two Prolog reasoners have rows
     */
    static Figure of(Matrix speed, Palette palette) {
        List<String> prologs = speed.columns().stream().filter(REASONERS::containsKey)
                .sorted(palette.reasonerOrder()).toList();
        if (prologs.size() < 2) {
            return null;
        }
        List<String> columns = new ArrayList<>(prologs);
        if (speed.columns().contains(REFERENCE)) {
            columns.add(REFERENCE);
        }
        Matrix table = new Matrix("game", "reasoner", "states/s");
        for (String game : speed.rows()) {
            if (prologs.stream().noneMatch(reasoner -> speed.cell(game, reasoner) != null)) {
                continue;
            }
            for (String reasoner : columns) {
                // every cell filled, so that the columns keep their order when the first game lacks one
                Matrix.Cell cell = speed.cell(game, reasoner);
                table.put(game, reasoner, cell != null ? cell : Matrix.Cell.missing("not run", null));
            }
        }
        boolean panels = table.rows().size() <= SmallMultiples.MAX_PANELS;
        String caption = "Each Prolog reasoner's states per second in seeded random playouts: the same translation of "
                + "the rules run by " + systems(prologs) + ", each with the state asserted as facts (assert) or passed as an argument (threaded). "
                + (panels ? "One panel per game, on the game's own axis (log where its figures span more than a factor "
                + "of ten); the dashed line is the reference interpreter's figure, for scale. "
                : "Per game, the systems' bars, and the reference interpreter's for scale. ")
                + "Error bars: half the 99.9% confidence interval; a figure not settled is drawn and marked so.";
        return new Figure(NAME, TITLE, caption, table, panels ? panels(table, prologs)
                : Charts.bars(TITLE, grouped(table, prologs), "states/s", series -> colour(series, palette), null));
    }

    /** "SWI-Prolog, GNU Prolog (compiled with gplc) and tuProlog (in the JVM)": the systems that ran, in order. */
    private static String systems(List<String> prologs) {
        List<String> systems = prologs.stream().map(reasoner -> REASONERS.get(reasoner)[0]).distinct()
                .map(system -> system + switch (system) {
                    case "GNU Prolog" -> " (compiled with gplc)";
                    case "tuProlog" -> " (in the JVM)";
                    default -> "";
                }).toList();
        return systems.size() == 1 ? systems.get(0)
                : String.join(", ", systems.subList(0, systems.size() - 1)) + " and " + systems.get(systems.size() - 1);
    }

    /** One panel per game: the systems as groups, the two encodings as bars, the reference as a line. */
    private static Charts.Drawn panels(Matrix table, List<String> prologs) {
        List<SmallMultiples.Groups> panels = new ArrayList<>();
        for (String game : table.rows()) {
            panels.add(new SmallMultiples.Groups(game, systems(table, game, prologs), table.cell(game, REFERENCE)));
        }
        Map<String, Paint> series = new LinkedHashMap<>();
        ENCODINGS.forEach(encoding -> series.put(encoding, Palette.encoding(encoding)));
        return SmallMultiples.groupedBars(TITLE, panels, "states/s", series, REFERENCE);
    }

    /** One game's figures as system × encoding, the systems in the charts' reasoner order. */
    private static Matrix systems(Matrix table, String game, List<String> prologs) {
        Matrix systems = new Matrix("system", "encoding", table.quantity());
        for (String reasoner : prologs) {
            Matrix.Cell cell = table.cell(game, reasoner);
            if (cell != null) {
                String[] place = REASONERS.get(reasoner);
                systems.put(place[0], place[1], cell);
            }
        }
        return systems;
    }

    /** For many games: a group of bars per game and system, and one per game for the reference. */
    private static Matrix grouped(Matrix table, List<String> prologs) {
        Matrix grouped = new Matrix("game · system", "encoding", table.quantity());
        for (String game : table.rows()) {
            Matrix systems = systems(table, game, prologs);
            for (String system : systems.rows()) {
                for (String encoding : ENCODINGS) {
                    Matrix.Cell cell = systems.cell(system, encoding);
                    if (cell != null) {
                        grouped.put(game + " · " + system, encoding, cell);
                    }
                }
            }
            Matrix.Cell reference = table.cell(game, REFERENCE);
            if (reference != null) {
                grouped.put(game + " · " + REFERENCE, REFERENCE, reference);
            }
        }
        return grouped;
    }

    private static Paint colour(String series, Palette palette) {
        return REFERENCE.equals(series) ? palette.reasoner(REFERENCE) : Palette.encoding(series);
    }
}
