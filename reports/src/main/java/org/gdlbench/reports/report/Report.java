package org.gdlbench.reports.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.gdlbench.reports.charts.ChartFiles;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.TableFiles;

/**
 * Writes a report: {@code index.html}, {@code charts/NAME.png|svg|pdf} and
 * {@code tables/NAME.csv|tex} from one or more result folders. Everything is written into a
 * temporary folder beside the target and moved into place at the end, so a failed report leaves
 * nothing half-written.
 */
public final class Report {
    public static final String INDEX = "index.html";

    /**
     * What to report.
     *
     * @param inputs result folders (or folders of result folders), at least one
     * @param out the report folder: new, or an earlier report to replace
     * @param baseline a run to compare with, or null
     * @param failPercent with a baseline: slow-downs beyond this percentage are regressions; or null
     * @param imports published result files to show beside ours (gdl-perf format)
     * @param publishedRules the SHA-256 of a published game's rules (as {@code Game.hash()}), by the
     *                       name in its key ({@code BASE/ticTacToe/...} → {@code ticTacToe}), or null
     *                       when unknown; null for none, so games are matched by name only
     * @param registered the traits of the reasoners this gdlbench registers, by name: those of a run
     *                   that recorded none of its own (written before runs recorded them); null for none
     */
    public record Options(List<Path> inputs, Path out, Path baseline, Double failPercent, List<Path> imports,
                          Function<String, String> publishedRules, Map<String, ReasonerTraits> registered) {
        public Options {
            inputs = List.copyOf(inputs);
            imports = imports == null ? List.of() : List.copyOf(imports);
            publishedRules = publishedRules == null ? name -> null : publishedRules;
            registered = registered == null ? Map.of() : Map.copyOf(registered);
        }

        public Options(List<Path> inputs, Path out, Path baseline, Double failPercent, List<Path> imports) {
            this(inputs, out, baseline, failPercent, imports, null, null);
        }
    }

    /**
     * What was written.
     *
     * @param figures the figures' names, in page order
     * @param regressions cells slower than the baseline beyond {@code failPercent} (empty without one)
     */
    public record Outcome(Path index, List<String> figures, List<String> regressions) {
    }

    private Report() {
    }

    /** @throws ReportException for input a report cannot be made from (one line naming the file) */
    public static Outcome write(Options options) {
        if (options.inputs().isEmpty()) {
            throw new ReportException("name at least one result folder");
        }
        List<Run> runs = RunLoader.loadAll(options.inputs());
        Run baseline = options.baseline() == null ? null : RunLoader.load(options.baseline());
        List<Imports.Rate> imported = new ArrayList<>();
        for (Path file : options.imports()) {
            imported.addAll(Imports.read(file));
        }
        Path out = options.out();
        checkOut(out); // before drawing: a wrong --out is said at once

        Palette palette = palette(baseline == null ? runs : Stream.concat(runs.stream(), Stream.of(baseline)).toList(),
                options.registered());
        List<ResultRow> allThreads = merged(runs);
        Map<String, Integer> rules = new HashMap<>();
        runs.forEach(run -> run.rules().forEach(rules::putIfAbsent));
        Map<String, List<List<Double>>> iterations = new HashMap<>();
        runs.forEach(run -> run.iterations().forEach(iterations::putIfAbsent));
        // the figures of one thread count, the run's least, and all counts in the scaling figure alone
        List<ResultRow> rows = ThreadsFigure.fewest(allThreads);
        List<Figure> figures = new ArrayList<>(Figures.of(rows, rules, iterations, palette));
        Figure scaling = ThreadsFigure.of(allThreads, palette);
        if (scaling != null) {
            figures.add(scaling);
        }
        List<String> regressions = List.of();
        if (baseline != null) {
            Comparison comparison = Comparison.of(baseline, runs, options.failPercent(), true);
            figures.add(comparison.figure());
            regressions = comparison.regressions();
        } else if (runs.size() > 1) {
            figures.add(Comparison.of(runs.get(0), runs.subList(1, runs.size()), null, false).figure());
        }
        List<ResultRow> playouts = Cells.driver(rows, Figures.PLAYOUT);
        Matrix speed = playouts.isEmpty() ? null : Figures.speed(playouts, palette);
        Imports.Section section = imported.isEmpty() ? null : Imports.section(imported, speed, hashes(rows),
                options.publishedRules(), options.imports());
        if (section != null && section.figure() != null) {
            figures.add(section.figure());
        }
        figures.removeIf(figure -> !figure.table().hasValues());
        List<String> footer = ChartContext.lines(runs, baseline);
        figures.replaceAll(figure -> figure.withFooter(footer));

        String extra = section == null ? null : section.html();
        Path index = publish(out, folder -> {
            Map<String, String> svgs = writeFigures(folder, figures);
            Files.writeString(folder.resolve(INDEX), Page.render(runs, baseline, figures, svgs, speed, rows, extra,
                    palette),
                    StandardCharsets.UTF_8);
        });
        return new Outcome(index, figures.stream().map(Figure::name).toList(), regressions);
    }

    /**
     * The reasoners' colours and order from what the runs recorded, the first run naming a
     * reasoner giving its traits; a reasoner no run recorded takes those {@code registered} for it.
     */
    static Palette palette(List<Run> runs, Map<String, ReasonerTraits> registered) {
        Map<String, ReasonerTraits> traits = new LinkedHashMap<>();
        runs.forEach(run -> run.reasonerTraits().forEach(traits::putIfAbsent));
        // runs written before traits were recorded: the reasoners registered now say theirs
        registered.forEach(traits::putIfAbsent);
        return Palette.of(traits);
    }

    /** What fills a report folder. */
    interface Contents {
        void writeInto(Path folder) throws IOException;
    }

    /**
     * Writes a report folder into a temporary folder beside {@code out}, then moves it into place.
     *
     * @return the page, {@code out/index.html}
     * @throws ReportException when {@code out} exists and is not an earlier report, or cannot be written
     */
    static Path publish(Path out, Contents contents) {
        checkOut(out);
        Path target = out.toAbsolutePath().normalize();
        try {
            Files.createDirectories(target.getParent());
            Path temp = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + "-");
            readableByAll(temp);
            try {
                contents.writeInto(temp);
                replace(temp, target);
            } finally {
                delete(temp);
            }
        } catch (IOException e) {
            throw new ReportException(out + ": cannot write the report (" + e.getMessage() + ")");
        }
        return target.resolve(INDEX);
    }

    /** Writes each figure's {@code charts/NAME.png|svg|pdf} and {@code tables/NAME.csv|tex}; returns the SVGs by name. */
    static Map<String, String> writeFigures(Path folder, List<Figure> figures) throws IOException {
        Path charts = Files.createDirectories(folder.resolve("charts"));
        Path tables = Files.createDirectories(folder.resolve("tables"));
        Map<String, String> svgs = new LinkedHashMap<>();
        for (Figure figure : figures) {
            Charts.Drawn drawn = figure.chart();
            ChartFiles.write(drawn.chart(), Charts.WIDTH, drawn.height(), charts, figure.name());
            svgs.put(figure.name(), Files.readString(charts.resolve(figure.name() + ".svg")));
            Files.writeString(tables.resolve(figure.name() + ".csv"), TableFiles.csv(figure.table()), StandardCharsets.UTF_8);
            Files.writeString(tables.resolve(figure.name() + ".tex"), TableFiles.tex(figure.table(), figure.title()),
                    StandardCharsets.UTF_8);
        }
        return svgs;
    }

    /** Every run's rows, once per (game, reasoner, driver): the first run that holds a cell gives it. */
    static List<ResultRow> merged(List<Run> runs) {
        Map<String, ResultRow> rows = new LinkedHashMap<>();
        for (Run run : runs) {
            run.rows().forEach(row -> rows.putIfAbsent(Run.key(row), row));
        }
        return new ArrayList<>(rows.values());
    }

    /** Temporary folders are private; the report is not. */
    private static void readableByAll(Path folder) throws IOException {
        if (folder.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** Each game's rules hash, as the result rows record it. */
    private static Map<String, String> hashes(List<ResultRow> rows) {
        Map<String, String> hashes = new HashMap<>();
        rows.forEach(row -> {
            if (row.gameHash() != null) {
                hashes.putIfAbsent(row.game(), row.gameHash());
            }
        });
        return hashes;
    }

    /** Refuses an {@code out} that exists and is not an earlier report: it is never replaced. */
    private static void checkOut(Path out) {
        if (Files.exists(out) && !isReport(out)) {
            throw new ReportException(out + ": exists and is not an earlier report; name a new folder with --out");
        }
    }

    /** A folder this class wrote: an index.html beside charts/ and tables/. */
    private static boolean isReport(Path folder) {
        return Files.isDirectory(folder) && Files.isRegularFile(folder.resolve(INDEX))
                && Files.isDirectory(folder.resolve("charts"));
    }

    /** Moves the finished report into place, replacing an earlier one. */
    private static void replace(Path finished, Path target) throws IOException {
        if (Files.exists(target)) {
            Path old = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + "-old-");
            Files.delete(old);
            Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
            Files.move(finished, target, StandardCopyOption.ATOMIC_MOVE);
            delete(old);
        } else {
            Files.move(finished, target, StandardCopyOption.ATOMIC_MOVE);
        }
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
