package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.MachinePace;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "quick", description = {
        "The main job in about 4 minutes: check the bundled corpus, verify every reasoner this machine runs",
        "against the reference on a representative subset of games, then benchmark them all (quick",
        "profile, playout driver) on the first two games of it, each fork settled before it is measured.",
        "Writes a result folder like 'bench'. --reasoners, --games and --engine choose other reasoners and",
        "games, e.g. an engine of your own beside the built-ins."})
final class QuickCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    ProgressOption progress;

    /** Games of the paper's test suite and more: turn-taking, multi-player, small and large boards. */
    static final String DEFAULT_GAMES = "tictactoe,connectfour,breakthrough,hex,chinesecheckers3";
    static final List<String> SUBSET = List.of(DEFAULT_GAMES.split(","));
    /**
     * How many games are benchmarked, the first of those verified: by default tic-tac-toe and
     * connect four, each with a hand-written machine, the ceiling. A settled cell takes 10 to 45 s
     * on one core (a fresh JVM preparing the reasoner, up to 9 s for the propnet and topdown, then
     * settling, up to 13 s), so the whole subset would take over 10 minutes.
     */
    static final int BENCHED = 2;
    static final List<String> BENCH_GAMES = SUBSET.subList(0, BENCHED);

    /** Seconds of checking shared among the (game, reasoner) pairs verified, each at least {@link #LEAST_CHECK_SECONDS}. */
    static final double CHECK_SECONDS = 40;
    /** Only the tuProlog reasoners reach it on one quiet core: a second more of theirs is 10 s more of quick. */
    static final double LEAST_CHECK_SECONDS = 2;
    /**
     * Seconds one verified pair takes on average on one quiet core, preparing the reasoner
     * included, for the estimate: about 50 s for the 35 default pairs, of which the ten tuProlog
     * pairs take their cap, 20 s, and the rest, with the JVM's start and the corpus check, took 31 s
     * of CPU time (measured on a machine too busy to time it by the clock), on the machine
     * {@link MachinePace} names.
     */
    static final double VERIFY_SECONDS_PER_PAIR = 50.0 / 35;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "Reasoners to verify and benchmark, as name or name:key=value (default: every registered one"
                    + " this machine runs, the tuProlog ones only where no native Prolog system is installed;"
                    + " the reference is benchmarked, not verified against itself).")
    List<String> reasoners;

    @Option(names = "--games", split = ",", paramLabel = "G", defaultValue = DEFAULT_GAMES,
            description = "Bundled games to verify on, the first two benchmarked too (default: ${DEFAULT-VALUE}).")
    List<String> games;

    @Option(names = "--out", paramLabel = "DIR", description = "Result folder, new (default: results/<date-time>).")
    Path out;

    @Spec
    CommandSpec spec;

    /**
     * What quick runs, as the options chose it.
     *
     * @param checked the reasoners verified against the reference: all but the reference itself
     * @param verified the games they are verified on
     * @param plan the benchmark of every reasoner, the reference too, on the first games
     * @param leftOut a line per reason a registered reasoner was left out (none when named)
     */
    record Selection(List<ReasonerSpec> checked, List<CorpusEntry> verified, BenchCommand.Plan plan,
                     List<String> leftOut) {
    }

    /** What quick verifies and benchmarks, its results written into {@code folder}. */
    Selection selection(Path folder) {
        List<String> leftOut = new ArrayList<>();
        List<ReasonerSpec> all = reasoners == null
                ? defaultReasoners(ReasonerList.registered().stream().map(spec -> Reasoners.factory(spec.name())).toList(),
                        settings().profile(), leftOut)
                : ReasonerList.parse(reasoners);
        List<ReasonerSpec> checked = all.stream()
                .filter(reasoner -> !reasoner.name().equals(Reasoners.REFERENCE)).toList();
        List<CorpusEntry> verified = Corpus.bundled().select(games);
        List<CorpusEntry> benched = verified.subList(0, Math.min(BENCHED, verified.size()));
        BenchCommand.Plan plan = new BenchCommand.Plan(benched, all, settings(), folder, MatchRecords::bundled, "quick");
        return new Selection(checked, verified, plan, leftOut);
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Path folder = this.out != null ? this.out : BenchCommand.defaultFolder();
        Selection selection = selection(folder);
        if (Files.exists(folder)) {
            throw new UsageException("--out folder " + folder + " exists already; name a new one");
        }
        Corpus corpus = Corpus.bundled();
        List<ReasonerSpec> checked = selection.checked();
        List<CorpusEntry> verified = selection.verified();
        BenchCommand.Plan plan = selection.plan();
        List<String> leftOut = selection.leftOut();
        int pairs = verified.size() * checked.size();
        out.printf("gdlbench quick: about %s, a smoke test whose figures are indicative: check %s, verify %s against"
                        + " the reference on %s, then bench %s on %s%n",
                BenchCommand.minutes(estimatedVerifySeconds(pairs, MachinePace.now())
                        + estimatedBenchSeconds(plan, MachinePace.now())),
                Plural.count(corpus.entries().size(), "bundled game"), Plural.count(checked.size(), "reasoner"),
                names(verified), Plural.count(plan.reasoners().size(), "reasoner"), names(plan.games()));
        leftOut.forEach(line -> out.println("quick: " + line));
        long invalid = corpus.entries().stream().filter(entry -> entry.problem() != null).count();
        out.printf("corpus: %s, %s%n", Plural.count(corpus.entries().size(), "game"),
                invalid == 0 ? "all valid" : invalid + " not valid (see 'gdlbench games')");
        Map<String, String> wrong = new HashMap<>();
        long disagreements = 0;
        if (checked.isEmpty()) {
            out.println("verify: no reasoner but the reference; nothing to check");
        } else {
            List<Outcome> outcomes = VerifyCommand.run(verification(pairs), verified, checked, out,
                    spec.commandLine().getErr(), ProgressOption.mode()).outcomes();
            for (Outcome outcome : outcomes) {
                if (outcome.status() == Outcome.Status.DISAGREES) {
                    wrong.put(BenchRun.key(outcome.game(), outcome.reasoner()), outcome.summary());
                }
            }
            disagreements = VerifyCommand.disagreements(outcomes);
        }
        out.println();
        int benchStatus = BenchCommand.run(plan, wrong, out, spec.commandLine().getErr());
        out.println("quick: these figures are indicative (one fork, short iterations, wide error bars by design); "
                + "'gdlbench bench --profile standard' measures figures to quote");
        CompareCommand.referenceLines(folder).forEach(out::println);
        ReportCommand.afterRun(folder, out, spec.commandLine().getErr());
        return disagreements == 0 && benchStatus == 0 ? 0 : Main.FAILURE;
    }

    /**
     * The reasoners quick measures when none are named: every registered one that runs on this
     * machine, except those the quick profile does not settle (the tuProlog reasoners, whose rows
     * it cannot rank) when it settles another of their family (SWI-Prolog and GNU Prolog for the
     * classic approach): their 10 to 25 s of checking and measuring would show nothing the others
     * do not. Says in {@code leftOut}, a line per reason, what was left out.
     */
    static List<ReasonerSpec> defaultReasoners(List<ReasonerFactory> registered, Profile profile, List<String> leftOut) {
        Map<String, List<String>> unavailable = new TreeMap<>();
        List<ReasonerFactory> available = new ArrayList<>();
        for (ReasonerFactory factory : registered) {
            String why = factory.whyUnavailable();
            if (why == null) {
                available.add(factory);
            } else {
                unavailable.computeIfAbsent(why, reason -> new ArrayList<>()).add(factory.name());
            }
        }
        unavailable.forEach((why, names) -> leftOut.add("leaves out " + String.join(", ", names) + ": " + why));
        Map<String, List<String>> settledByFamily = new TreeMap<>();
        available.stream().filter(factory -> profile.settles(factory.name()))
                .forEach(factory -> settledByFamily.computeIfAbsent(factory.family(), family -> new ArrayList<>())
                        .add(factory.name()));
        List<String> unsettled = new ArrayList<>();
        Set<String> kin = new TreeSet<>();
        List<ReasonerSpec> chosen = new ArrayList<>();
        for (ReasonerFactory factory : available) {
            List<String> settledKin = settledByFamily.get(factory.family());
            if (!profile.settles(factory.name()) && settledKin != null) {
                unsettled.add(factory.name());
                kin.addAll(settledKin);
            } else {
                chosen.add(ReasonerSpec.parse(factory.name()));
            }
        }
        if (!unsettled.isEmpty()) {
            leftOut.add("leaves out " + String.join(", ", unsettled) + ": not settled by the " + profile.name()
                    + " profile, while " + String.join(", ", kin) + (kin.size() == 1 ? " measures" : " measure")
                    + " the same approach (--reasoners names them)");
        }
        return chosen;
    }

    /**
     * How quick verifies {@code pairs} (game, reasoner) pairs: five seeded playouts each, the
     * checking of a pair capped at its share of {@link #CHECK_SECONDS}, at least
     * {@link #LEAST_CHECK_SECONDS}. Preparing the reasoner does not count against that cap, which
     * a reasoner compiling generated code (the propnet, topdown) would spend preparing on one slow
     * core; preparing is capped apart, as the default 'verify' caps a whole pair.
     */
    static Verification verification(int pairs) {
        double cap = Math.max(LEAST_CHECK_SECONDS, CHECK_SECONDS / Math.max(1, pairs));
        return VerifyCommand.settings(5, 1, cap).preparingApart(Verification.DEFAULT_TIME_CAP);
    }

    /** The seconds verifying {@code pairs} pairs is estimated to take on a machine of {@code pace} ({@link MachinePace}). */
    static double estimatedVerifySeconds(int pairs, double pace) {
        return pairs * VERIFY_SECONDS_PER_PAIR * pace;
    }

    private static String names(List<CorpusEntry> entries) {
        return String.join(", ", entries.stream().map(CorpusEntry::name).toList());
    }

    /**
     * How quick benchmarks: the quick profile, each fork settled with the JIT quiet (short rounds,
     * a short cap); not verified again (quick verifies first) and no preparation forks, since a
     * fresh JVM preparing the propnet or topdown takes 6 to 9 s on one core: the preparation phases
     * come from the harness's own preparing.
     */
    static BenchRun.Settings settings() {
        Profile profile = Profile.QUICK.withVerifyPlayouts(0).withPreparationForks(0);
        return new BenchRun.Settings(profile, List.of(Driver.PLAYOUT),
                BenchCommand.jvmArgs(BenchCommand.DEFAULT_JVM_ARGS), 1000, Duration.ofSeconds(30), false);
    }

    /** The seconds the bench part of {@code plan} is estimated to take on a machine of {@code pace}. */
    static double estimatedBenchSeconds(BenchCommand.Plan plan, double pace) {
        return plan.matrix().estimatedSeconds(plan.settings(), plan.matrix().cells(plan.settings()), pace);
    }
}
