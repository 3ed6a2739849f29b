package org.gdlbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gdlbench.check.Coverage;
import org.gdlbench.check.Disagreement;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.engine.EngineReasoner;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.Table;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "verify", description = {
        "Cross-check reasoners against the reference on the states it explores: roles, states, legal moves,",
        "next states, terminal flags and goals at every compared state, and each reasoner's own playout",
        "against the default algorithm. By default the reference explores each game until coverage of its rules, goal values,",
        "terminal and move forms stops growing (every state of a small game); --playouts N checks N seeded",
        "random playouts instead. A reasoner that plays batched playouts has them replayed through the",
        "reference too (as many as --playouts, at least one per lane). Prints what the compared states",
        "exercised per game. Exit status 1 when any reasoner disagrees or a game breaks in play."})
final class VerifyCommand implements Callable<Integer> {
    /** How the answers are printed. */
    enum Format { TEXT, JSON }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    GameSelection selection;

    @Mixin
    ProgressOption progress;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "Reasoners to check, as name or name:key=value (default: every registered one but the reference).")
    List<String> reasoners;

    @Option(names = "--playouts", paramLabel = "N",
            description = "Check N seeded random playouts per game and reasoner instead of exploring until coverage stops growing.")
    Integer playouts;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the exploration, or of the first playout (playout i uses S+i) (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--time-cap", defaultValue = "60", paramLabel = "SECONDS",
            description = "Most time per game and reasoner, preparation and the reference's exploration included;"
                    + " a pair over it is cut short (default: ${DEFAULT-VALUE}).")
    double timeCap;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "text, or json: one document with every pair's outcome and every game's coverage (default: ${DEFAULT-VALUE}).")
    Format format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Verification verification = settings(playouts, seed, timeCap);
        List<ReasonerSpec> specs = reasoners == null
                ? ReasonerList.registeredExcept(Reasoners.REFERENCE) : ReasonerList.parse(reasoners);
        List<CorpusEntry> games = selection.entries();
        PrintWriter out = spec.commandLine().getOut();
        selection.sayMerged("verify", games, format == Format.JSON ? spec.commandLine().getErr() : out);
        if (specs.isEmpty()) {
            out.println("verify: only the reference is registered; nothing to check (name one with --reasoners)");
            return 0;
        }
        Result result = format == Format.JSON ? runQuietly(verification, games, specs)
                : run(verification, games, specs, out, spec.commandLine().getErr(), ProgressOption.mode());
        if (format == Format.JSON) {
            out.println(json(verification, result, byName(specs)));
        }
        if (result.outcomes().stream().mapToLong(Outcome::states).sum() == 0) {
            // A check that compared nothing proves nothing: say so, and do not report success.
            (format == Format.JSON ? spec.commandLine().getErr() : out).println("verify: no state was compared: every"
                    + " pair was refused, invalid, or capped before its first state (see the reasons"
                    + (format == Format.JSON ? ")" : " above)"));
            return Main.FAILURE;
        }
        return failures(result.outcomes()) == 0 ? 0 : Main.FAILURE;
    }

    /** Every pair's outcome, and what each game's compared states exercised. */
    record Result(List<Outcome> outcomes, Map<String, Coverage> coverage) {
    }

    static long disagreements(List<Outcome> outcomes) {
        return outcomes.stream().filter(outcome -> outcome.status() == Outcome.Status.DISAGREES).count();
    }

    /** Pairs that disagree or whose game breaks in play: either fails the command. */
    static long failures(List<Outcome> outcomes) {
        return outcomes.stream().filter(outcome -> outcome.status() == Outcome.Status.DISAGREES
                || outcome.status() == Outcome.Status.GAME_ERROR).count();
    }

    /** Checks the options that picocli cannot; null playouts is the default check, aimed at coverage. */
    static Verification settings(Integer playouts, long seed, double timeCapSeconds) {
        if (playouts != null && playouts < 1) {
            throw new UsageException("--playouts must be at least 1, not " + playouts);
        }
        if (!(timeCapSeconds > 0)) {
            throw new UsageException("--time-cap must be a positive number of seconds, not " + timeCapSeconds);
        }
        return new Verification(playouts == null ? Verification.AIM_AT_COVERAGE : playouts, seed,
                Duration.ofNanos((long) (timeCapSeconds * 1e9)));
    }

    private static Result runQuietly(Verification verification, List<CorpusEntry> games, List<ReasonerSpec> specs) {
        Map<String, Coverage> coverage = new LinkedHashMap<>();
        List<Outcome> outcomes = verification.run(games, specs, outcome -> { }, coverage::put);
        return new Result(outcomes, coverage);
    }

    /**
     * Runs the verification and prints each pair's outcome once: as a line when it ends in
     * {@link ProgressDisplay.Mode#PLAIN}, else in a table at the end, a bar on {@code err} meanwhile.
     * Each disagreement and each game's coverage is printed as it is found, and a summary last.
     */
    static Result run(Verification verification, List<CorpusEntry> games, List<ReasonerSpec> specs, PrintWriter out,
                      PrintWriter err, ProgressDisplay.Mode mode) {
        out.println(header(verification, games.size(), specs.size()));
        out.flush();
        Map<String, ReasonerSpec> byName = byName(specs);
        Map<String, Coverage> coverage = new LinkedHashMap<>();
        List<Outcome> outcomes;
        int pairs = games.size() * specs.size();
        try (ProgressDisplay progress = new ProgressDisplay("verify", err, 0, mode)) {
            int[] done = {0};
            if (mode == ProgressDisplay.Mode.BAR && pairs > 0) {
                progress.started(0, pairs, games.get(0).name(), specs.get(0).toString());
            }
            outcomes = verification.run(games, specs, outcome -> {
                if (outcome.disagreement() != null) {
                    progress.print(out, outcome.disagreement().describe(outcome.game(), outcome.reasoner(),
                            repeat(outcome.game(), byName.get(outcome.reasoner()), outcome.disagreement())));
                }
                int next = ++done[0];
                if (mode == ProgressDisplay.Mode.PLAIN) {
                    progress.print(out, String.format("  %-22s %-24s %s%n", outcome.game(), outcome.reasoner(),
                            outcome.summary()));
                } else {
                    progress.finished(next - 1, pairs, outcome.summary());
                    if (next < pairs) {
                        progress.started(next, pairs, games.get(next / specs.size()).name(),
                                specs.get(next % specs.size()).toString());
                    }
                }
            }, (game, exercised) -> {
                coverage.put(game, exercised);
                progress.print(out, String.format("  %-22s coverage: %s%n", game, exercised.line()));
            });
        }
        Table table = new Table("game", "reasoner", "playouts", "states", "result");
        long states = 0;
        long batched = 0;
        boolean batching = false;
        int disagreements = 0;
        int broken = 0;
        int skipped = 0;
        for (Outcome outcome : outcomes) {
            table.add(outcome.game(), outcome.reasoner(), outcome.playouts(), outcome.states(), outcome.summary());
            states += outcome.states();
            if (outcome.batched() != null) {
                batching = true;
                batched += outcome.batched().agreed();
            }
            disagreements += outcome.status() == Outcome.Status.DISAGREES ? 1 : 0;
            broken += outcome.status() == Outcome.Status.GAME_ERROR ? 1 : 0;
            skipped += outcome.status() != Outcome.Status.AGREES && outcome.status() != Outcome.Status.DISAGREES
                    && outcome.status() != Outcome.Status.GAME_ERROR ? 1 : 0;
        }
        if (mode == ProgressDisplay.Mode.BAR) {
            out.println();
            out.print(table.text());
        }
        // the batched count only where a reasoner batches: the others' summary stays as it was
        out.println(Plural.count(games.size(), "game") + " checked, " + Plural.count(states, "state") + " compared, "
                + (batching ? Plural.count(batched, "batched playout") + " agreed, " : "")
                + Plural.count(disagreements, "disagreement") + ", " + skipped + " skipped"
                + (broken == 0 ? "" : ", " + broken + " broken in play"));
        return new Result(outcomes, coverage);
    }

    /** The line that opens a run: what is checked, how, and within what time. */
    static String header(Verification verification, int games, int reasoners) {
        String check = verification.aimsAtCoverage()
                ? "exploring each game until coverage stops growing (at most "
                        + Verification.EXPLORATION_BUDGET.toSeconds() + " s)"
                : Plural.count(verification.playouts(), "playout") + " each";
        String cap = seconds(verification.timeCap()) + " per pair" + (verification.preparationCap() == null ? ""
                : " once the reasoner is prepared (preparing: at most " + seconds(verification.preparationCap()) + ")");
        return String.format("verify: %s x %s, %s from seed %d, time cap %s", Plural.count(games, "game"),
                Plural.count(reasoners, "reasoner"), check, verification.seed(), cap);
    }

    private static String seconds(Duration duration) {
        return duration.toMillis() / 1000.0 + " s";
    }

    private static Map<String, ReasonerSpec> byName(List<ReasonerSpec> specs) {
        Map<String, ReasonerSpec> byName = new LinkedHashMap<>();
        specs.forEach(spec -> byName.put(spec.toString(), spec));
        return byName;
    }

    /** The command that shows a disagreement again, with the engine option when the reasoner is an engine. */
    static String repeat(String game, ReasonerSpec spec, Disagreement disagreement) {
        return "gdlbench verify " + EngineReasoner.repeatOption(spec.name()) + "--games " + game + " --reasoners "
                + spec + " " + disagreement.repeatOptions();
    }

    private static String json(Verification verification, Result result, Map<String, ReasonerSpec> byName) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("check", verification.aimsAtCoverage() ? "coverage" : "playouts");
        if (!verification.aimsAtCoverage()) {
            document.put("playouts", verification.playouts());
        }
        document.put("seed", verification.seed());
        document.put("timeCapSeconds", verification.timeCap().toMillis() / 1000.0);
        List<Map<String, Object>> pairs = new ArrayList<>();
        for (Outcome outcome : result.outcomes()) {
            Map<String, Object> pair = new LinkedHashMap<>();
            pair.put("game", outcome.game());
            pair.put("reasoner", outcome.reasoner());
            pair.put("status", outcome.status().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            pair.put("playouts", outcome.playouts());
            pair.put("states", outcome.states());
            pair.put("reason", outcome.reason());
            if (outcome.batched() != null) {
                Map<String, Object> batched = new LinkedHashMap<>();
                batched.put("agreed", outcome.batched().agreed());
                batched.put("asked", outcome.batched().asked());
                batched.put("note", outcome.batched().note());
                pair.put("batched", batched);
            }
            Disagreement found = outcome.disagreement();
            if (found != null) {
                Map<String, Object> where = new LinkedHashMap<>();
                where.put("seed", found.seed());
                where.put("step", found.step());
                where.put("aspect", found.aspect());
                where.put("diff", found.diff());
                if (found.batched() != null) {
                    where.put("batchedPlayout", found.batched().number());
                    where.put("batchedPlayoutSeed", found.batched().seed());
                }
                where.put("path", found.path());
                where.put("repeat", repeat(outcome.game(), byName.get(outcome.reasoner()), found));
                pair.put("disagreement", where);
            }
            pairs.add(pair);
        }
        document.put("outcomes", pairs);
        Map<String, Object> games = new LinkedHashMap<>();
        result.coverage().forEach((game, coverage) -> {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("rules", count(coverage.rules()));
            entry.put("goalValues", count(coverage.goalValues()));
            entry.put("terminalReached", coverage.terminalReached());
            entry.put("moveForms", count(coverage.moveForms()));
            entry.put("never", coverage.never());
            games.put(game, entry);
        });
        document.put("coverage", games);
        try {
            return JSON.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Integer> count(Coverage.Count count) {
        if (count == null) {
            return null;
        }
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("exercised", count.exercised());
        map.put("total", count.total());
        return map;
    }
}
