package org.gdlbench.testkit;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * A reasoner checked against the reference on the community rule sheets, when they are present:
 * sheet after sheet in name order until a total time budget is spent, each under a time cap. A
 * sheet is refused with a reason or agrees; no sheet may disagree.
 */
final class CommunitySheets {
    /** What the sweep found; {@code disagreements} holds the readable reports. */
    record Sweep(List<String> agreed, List<String> disagreements, Map<String, List<String>> skipped, int unchecked,
                 double seconds) {
        String summary(String spec) {
            return String.format("testkit: %s on the community sheets in %.0f s: %d agree, %d disagree, %d left unchecked"
                    + " for time, skipped %s", spec, seconds, agreed.size(), disagreements.size(), unchecked, skipped);
        }
    }

    private CommunitySheets() {
    }

    /** The folder of the community sheets: {@code -Dgdl.corpus.base}, set by the build. */
    static Path folder() {
        return Path.of(System.getProperty("gdl.corpus.base", "../../shared/gdl-corpus/base"));
    }

    static boolean present() {
        return Files.isDirectory(folder());
    }

    static Sweep sweep(String spec, Predicate<String> sample, Duration total, Duration cap, int playouts) {
        long begin = System.nanoTime();
        Deadline end = Deadline.after(total);
        List<String> agreed = new ArrayList<>();
        List<String> disagreements = new ArrayList<>();
        Map<String, List<String>> skipped = new TreeMap<>();
        int unchecked = 0;
        for (CorpusEntry entry : Corpus.read(folder()).entries()) {
            if (entry.problem() != null || !sample.test(entry.name())) {
                continue;
            }
            if (end.passed()) {
                unchecked++;
                continue;
            }
            StateMachine reference;
            StateMachine machine;
            try {
                reference = Reasoners.create(Reasoners.REFERENCE, entry.game());
            } catch (RuntimeException | StackOverflowError e) {
                skipped.computeIfAbsent("the reference fails", k -> new ArrayList<>()).add(entry.name());
                continue;
            }
            try {
                machine = Reasoners.create(spec, entry.game());
            } catch (UnsupportedGameException e) {
                skipped.computeIfAbsent("refused: " + withoutFigures(e.getMessage()), k -> new ArrayList<>()).add(entry.name());
                continue;
            }
            Outcome outcome;
            try {
                outcome = new Verifier(entry.name(), reference, ReasonerTestKit.SEED, playouts)
                        .check(spec, machine, Deadline.after(cap));
            } catch (RuntimeException | StackOverflowError e) {
                // the reference itself fails in play (the verifier reports the reasoner's failures as disagreements)
                skipped.computeIfAbsent("the reference fails in play", k -> new ArrayList<>()).add(entry.name());
                continue;
            }
            switch (outcome.status()) {
                case AGREES -> agreed.add(entry.name());
                case CAPPED -> {
                    if (outcome.states() > 0) {
                        agreed.add(entry.name());
                    } else {
                        skipped.computeIfAbsent("capped before a state", k -> new ArrayList<>()).add(entry.name());
                    }
                }
                case DISAGREES -> disagreements.add(outcome.disagreement().describe(entry.name(), spec));
                case GAVE_UP, SKIPPED -> skipped.computeIfAbsent("gave up in play", k -> new ArrayList<>()).add(entry.name());
                case GAME_ERROR -> skipped.computeIfAbsent("breaks GDL in play", k -> new ArrayList<>()).add(entry.name());
            }
        }
        return new Sweep(agreed, disagreements, skipped, unchecked, (System.nanoTime() - begin) / 1e9);
    }

    /** A refusal without its figures, so sheets refused for the same reason group together. */
    private static String withoutFigures(String reason) {
        int figures = reason.indexOf(" (");
        return figures < 0 ? reason : reason.substring(0, figures);
    }
}
