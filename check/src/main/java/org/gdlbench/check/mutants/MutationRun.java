package org.gdlbench.check.mutants;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Disagreement;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.mutants.MutantResult.Found;
import org.gdlbench.check.mutants.MutantResult.Verdict;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.Plural;

/**
 * Measures the default check on one game: each mutation's rules go through the front end, the
 * reasoner is prepared on them in-process, and the default check compares it with the reference
 * on the original game. A mutant the default check misses is checked again by a much stronger
 * check (by default 50 times the playouts, from the same seed); one that neither catches is likely
 * equivalent. Preparing and each check run on threads of their own under time caps, so a mutant
 * that throws, loops or breaks the game in play costs at most its cap.
 */
public final class MutationRun {
    /** The strong check's playouts by default, from the default check's seed: 50 times the old default's ten. */
    public static final int STRONG_PLAYOUTS = 500;
    /** The most the strong check may take on one mutant. */
    static final Duration STRONG_TIME_CAP = Duration.ofSeconds(120);

    private final String name;
    private final Game original;
    private final ReasonerSpec spec;
    private final Mutator mutator;
    private final int strongPlayouts;
    private MutantCheck defaultCheck;
    private MutantCheck strongCheck;
    private String strongProblem;
    private StateMachine originalMachine;
    /** What the report adds to the default check's description when its walk of the original game was capped. */
    private String originalCapped = "";

    public MutationRun(String name, Game original, ReasonerSpec spec) {
        this(name, original, spec, STRONG_PLAYOUTS);
    }

    /** A run whose strong check plays {@code strongPlayouts} from the default check's first seed. */
    public MutationRun(String name, Game original, ReasonerSpec spec, int strongPlayouts) {
        if (strongPlayouts < 1) {
            throw new IllegalArgumentException("the strong check needs a playout at least, not " + strongPlayouts);
        }
        this.name = name;
        this.original = original;
        this.spec = spec;
        this.mutator = new Mutator(original.description());
        this.strongPlayouts = strongPlayouts;
    }

    /** Every mutation of the game's sheet. */
    public List<Mutation> mutations() {
        return mutator.mutations();
    }

    /**
     * Checks {@code mutations} until {@code budget} passes (the rest are not run), telling
     * {@code listener} each result as it is known: first the default check of every mutant, in
     * order, then the strong check of those it missed, so that the strong check, whose reference
     * paths take long to make on a big game, never keeps a mutant from its default verdict. The
     * report lists the results in the order of {@code mutations}.
     */
    public MutationReport run(List<Mutation> mutations, Deadline budget, Consumer<MutantResult> listener) {
        long begin = System.nanoTime();
        String problem = start(budget);
        MutantResult[] results = new MutantResult[mutations.size()];
        Map<Integer, Missed> missed = new LinkedHashMap<>();
        for (int i = 0; i < mutations.size(); i++) {
            Mutation mutation = mutations.get(i);
            if (problem != null || budget.passed()) {
                results[i] = notRun(mutation, problem != null ? problem
                        : "the run's budget of " + budget.describe() + " was spent");
            } else {
                Checked checked = check(mutation, budget);
                if (checked.missed() != null) {
                    missed.put(i, checked.missed());
                    continue;
                }
                results[i] = checked.result();
                if (results[i].verdict() == Verdict.CAPPED && budget.passed()) {
                    // stopped by the run's end, not by its own cap: it tells nothing about the mutant
                    results[i] = notRun(mutation, "the run's budget of " + budget.describe()
                            + " was spent during its check");
                }
            }
            listener.accept(results[i]);
        }
        missed.forEach((i, mutant) -> {
            results[i] = strongCheck(mutant, budget);
            listener.accept(results[i]);
        });
        String defaultText = defaultCheck == null ? "" : defaultCheck.describe() + originalCapped;
        String strongText = strongPlayouts + " playouts from seed " + DefaultCheck.SEED;
        return new MutationReport(name, spec.toString(), defaultText, strongText, mutator.mutations().size(),
                List.of(results), problem, (System.nanoTime() - begin) / 1e9);
    }

    /** A mutant in which the default check found no difference, waiting for the strong check. */
    private record Missed(Mutation mutation, Game game, double seconds) {
    }

    /** What the default check made of a mutant: a final result, or a miss for the strong check. */
    private record Checked(MutantResult result, Missed missed) {
        static Checked done(MutantResult result) {
            return new Checked(result, null);
        }
    }

    /**
     * Prepares the reasoner on the original game and checks it with the default check, which
     * explores the game with the reference; null when it agrees, else why no mutant can be
     * measured. It runs under the cap of {@code verify}'s first reasoner, which the exploration
     * shares (at most half of it), so that the states explored are those {@code verify} compares;
     * a walk of the original capped on a big game still lets mutants be measured (every state it
     * compared agreed), and the report's description of the check says so.
     */
    private String start(Deadline budget) {
        Deadline deadline = capped(budget, DefaultCheck.TIME_CAP);
        try {
            defaultCheck = DefaultCheck.of(name, original);
            originalMachine = Verification.onOwnThread(() -> Reasoners.create(spec, original),
                    "gdlbench-mutants-prepare", deadline.left());
            Outcome outcome = defaultCheck.warmUp(spec, originalMachine, deadline);
            if (!defaultCheck.ready()) {
                return "on the original game the default check says " + outcome.summary()
                        + ": mutants can only be measured against a reasoner that agrees there";
            }
            if (outcome.status() == Outcome.Status.CAPPED) {
                originalCapped = "; on the original game its walk was capped (" + outcome.reason() + "): a mutant"
                        + " it does not catch within its cap is capped too";
            }
            return null;
        } catch (UnsupportedGameException e) {
            return spec + " refuses the original game: " + e.getMessage();
        } catch (TimeoutException e) {
            return "the default check of the original game did not finish within " + deadline.describe();
        }
    }

    private Checked check(Mutation mutation, Deadline budget) {
        long begin = System.nanoTime();
        Game mutant;
        try {
            mutant = FrontEnd.load(name, original.description().source(), mutator.sheet(mutation));
        } catch (GdlException e) {
            return Checked.done(result(mutation, Verdict.INVALID, null, frontEndReason(e), begin));
        }
        Deadline deadline = capped(budget, DefaultCheck.TIME_CAP);
        StateMachine machine;
        try {
            machine = prepare(mutant, deadline);
        } catch (UnsupportedGameException e) {
            return Checked.done(result(mutation, Verdict.REFUSED, null, e.getMessage(), begin));
        } catch (TimeoutException e) {
            return Checked.done(result(mutation, Verdict.CAPPED, null, "time cap of " + deadline.describe()
                    + " reached while preparing", begin));
        } catch (RuntimeException | StackOverflowError e) {
            // verify stops with this reasoner's exception: plainly seen
            return Checked.done(result(mutation, Verdict.CAUGHT, null, "preparing threw " + e, begin));
        }
        Outcome outcome;
        try {
            outcome = defaultCheck.check(spec, machine, deadline);
        } catch (TimeoutException e) {
            return Checked.done(result(mutation, Verdict.CAPPED, null, "time cap of " + deadline.describe()
                    + " reached within one step, which was stopped", begin));
        } catch (StackOverflowError e) {
            // the checker catches what a reasoner throws but errors; verify would stop with it
            return Checked.done(result(mutation, Verdict.CAUGHT, null, "the check threw " + e, begin));
        }
        return switch (outcome.status()) {
            case DISAGREES -> Checked.done(result(mutation, Verdict.CAUGHT, found(outcome), firstLine(outcome), begin));
            case GAME_ERROR -> Checked.done(result(mutation, Verdict.CAUGHT, found(outcome), brokenInPlay(outcome),
                    begin));
            case CAPPED -> Checked.done(result(mutation, Verdict.CAPPED, null, outcome.reason(), begin));
            case SKIPPED, GAVE_UP -> Checked.done(result(mutation, Verdict.REFUSED, null, outcome.reason(), begin));
            case AGREES -> new Checked(null, new Missed(mutation, mutant, (System.nanoTime() - begin) / 1e9));
        };
    }

    private StateMachine prepare(Game game, Deadline deadline) throws TimeoutException {
        return Verification.onOwnThread(() -> Reasoners.create(spec, game), "gdlbench-mutant-prepare",
                deadline.left());
    }

    /**
     * A mutant the default check missed, under the strong check: missed (and maybe caught there)
     * or equivalent. The reasoner is prepared on it again, not kept from its default check, so
     * that the misses waiting for the strong check hold no machines.
     */
    private MutantResult strongCheck(Missed missed, Deadline budget) {
        Mutation mutation = missed.mutation();
        long begin = System.nanoTime() - (long) (missed.seconds() * 1e9);
        String strong = "the strong check (" + strongPlayouts + " playouts)";
        if (budget.passed()) {
            return result(mutation, Verdict.MISSED, null, strong + " was not reached within the run's budget of "
                    + budget.describe() + ": not shown equivalent", begin);
        }
        if (strongCheck == null && strongProblem == null) {
            strongProblem = startStrongCheck(budget);
        }
        if (strongProblem != null) {
            return result(mutation, Verdict.MISSED, null, strong + " is not available: " + strongProblem, begin);
        }
        Deadline deadline = capped(budget, STRONG_TIME_CAP);
        StateMachine machine;
        try {
            machine = prepare(missed.game(), deadline);
        } catch (TimeoutException | RuntimeException | StackOverflowError e) {
            // it was prepared once already, for the default check
            return result(mutation, Verdict.MISSED, null, strong + " could not prepare it again (" + e
                    + "): not shown equivalent", begin);
        }
        Outcome outcome;
        try {
            outcome = strongCheck.check(spec, machine, deadline);
        } catch (TimeoutException e) {
            return result(mutation, Verdict.MISSED, null, strong + " reached its time cap within one step: "
                    + "not shown equivalent", begin);
        } catch (StackOverflowError e) {
            return result(mutation, Verdict.MISSED, null, "caught by " + strong + ": it threw " + e, begin);
        }
        return switch (outcome.status()) {
            case DISAGREES -> result(mutation, Verdict.MISSED, found(outcome),
                    "caught by " + strong + ": " + firstLine(outcome), begin);
            case GAME_ERROR -> result(mutation, Verdict.MISSED, found(outcome),
                    "caught by " + strong + ": " + brokenInPlay(outcome), begin);
            case AGREES -> result(mutation, Verdict.EQUIVALENT, null,
                    strong + " agrees too, over " + Plural.count(outcome.states(), "state"), begin);
            case CAPPED, SKIPPED, GAVE_UP -> result(mutation, Verdict.MISSED, null,
                    strong + " could not decide, so not shown equivalent: " + outcome.reason(), begin);
        };
    }

    /**
     * Null when the strong check is ready: the reasoner on the original game agrees under it too.
     * Computing its reference paths is done once, so it may take what is left of the budget.
     */
    private String startStrongCheck(Deadline budget) {
        // its own playouts compare a machine with itself: a mutant cannot show there
        LockstepCheck check = new LockstepCheck(new Verification(strongPlayouts, DefaultCheck.SEED, STRONG_TIME_CAP)
                .verifier(name, original).withoutOwnPlayouts(), strongPlayouts + " playouts from seed " + DefaultCheck.SEED);
        Deadline deadline = Deadline.after(Duration.ofMillis(budget.left().toMillis()));
        try {
            Outcome outcome = check.warmUp(spec, originalMachine, deadline);
            if (outcome.status() != Outcome.Status.AGREES) {
                return "on the original game it says " + outcome.summary();
            }
        } catch (TimeoutException e) {
            return "on the original game it did not finish within " + deadline.describe();
        }
        strongCheck = check;
        return null;
    }

    private static Found found(Outcome outcome) {
        Disagreement disagreement = outcome.disagreement();
        if (disagreement != null) {
            return new Found(disagreement.seed(), disagreement.step(), disagreement.aspect());
        }
        // broken in play: the playout's seed is known, the step only in the message
        return new Found(DefaultCheck.SEED + outcome.playouts(), null, "the mutant breaks the game in play");
    }

    private static String firstLine(Outcome outcome) {
        return outcome.disagreement().diff().lines().findFirst().orElse("");
    }

    /**
     * The reason of a {@link Outcome.Status#GAME_ERROR}: the reference's paths were all computed
     * before, so it is the mutant, not the original game, that breaks GDL in play.
     */
    private static String brokenInPlay(Outcome outcome) {
        String reason = outcome.reason();
        int colon = reason.indexOf(": ");
        return "breaks the game in play: " + (colon < 0 ? reason : reason.substring(colon + 2));
    }

    /** "line 12: unsafe rule: ..." without the file name, whose columns are the printed mutant's. */
    private static String frontEndReason(GdlException e) {
        String message = e.getMessage();
        String prefix = e.position() + ": ";
        String rest = message.startsWith(prefix) ? message.substring(prefix.length()) : message;
        return e.position().line() > 0 ? "line " + e.position().line() + ": " + rest : rest;
    }

    private static MutantResult notRun(Mutation mutation, String why) {
        return new MutantResult(mutation, Verdict.NOT_RUN, null, why, 0);
    }

    private static MutantResult result(Mutation mutation, Verdict verdict, Found found, String detail, long begin) {
        return new MutantResult(mutation, verdict, found, detail, (System.nanoTime() - begin) / 1e9);
    }

    /** A deadline at {@code cap} from now, or at the budget's end if that comes first. */
    private static Deadline capped(Deadline budget, Duration cap) {
        Duration left = Duration.ofMillis(budget.left().toMillis());
        return Deadline.after(left.compareTo(cap) < 0 ? left : cap);
    }
}
