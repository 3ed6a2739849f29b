package org.gdlbench.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The first point where a reasoner and the reference part ways.
 *
 * @param seed the seed of the playout (repeat it alone with {@code --seed S --playouts 1}), or of
 *     the default check that found it
 * @param step the number of joint moves played before the disagreement (0 = initial state), or
 *     {@link #WHOLE_PLAYOUT} when only a whole playout's result differs
 * @param path the joint moves, as KIF texts in role order, from the initial state to that step
 * @param aspect what disagrees, e.g. "fluents", "legal moves of xplayer", "fast playout"
 * @param diff what the reasoner got wrong, readable, one or more lines
 * @param playoutAlone whether the seeded playout {@code seed} repeats it alone; if not, it was found
 *     by the default check's exploration, which {@code --seed seed} without {@code --playouts} repeats,
 *     or in a batched playout
 * @param batched the batched playout it was found in, or null; then {@code seed} is the batch run's
 */
public record Disagreement(long seed, int step, List<List<String>> path, String aspect, String diff,
                           boolean playoutAlone, BatchedPlayout batched) {
    /** The step of a disagreement seen only in a playout's end result. */
    public static final int WHOLE_PLAYOUT = -1;

    /**
     * A playout of a batch run ({@link org.gdlbench.machine.BatchedPlayouts}): its number in the
     * run, and its own seed, from which {@link org.gdlbench.machine.PlayoutRandom} draws its moves.
     */
    public record BatchedPlayout(long number, long seed) {
    }

    public Disagreement {
        path = List.copyOf(path);
    }

    public Disagreement(long seed, int step, List<List<String>> path, String aspect, String diff,
                        boolean playoutAlone) {
        this(seed, step, path, aspect, diff, playoutAlone, null);
    }

    /** A disagreement on the seeded playout {@code seed}, which repeats it alone. */
    public Disagreement(long seed, int step, List<List<String>> path, String aspect, String diff) {
        this(seed, step, path, aspect, diff, true);
    }

    /**
     * The verify options that show it again: "--seed 7 --playouts 1", or "--seed 1" for the default
     * check; for batched playout n, "--seed 1 --playouts n+1", the fewest playouts whose batched
     * check replays playout n.
     */
    public String repeatOptions() {
        if (batched != null) {
            return "--seed " + seed + " --playouts " + (batched.number() + 1);
        }
        return "--seed " + seed + (playoutAlone ? " --playouts 1" : "");
    }

    /** "missing (a), (b); extra (c)": what {@code actual} lacks and adds compared with {@code expected}. */
    public static String setDiff(Collection<String> expected, Collection<String> actual) {
        SortedSet<String> missing = new TreeSet<>(expected);
        missing.removeAll(actual);
        SortedSet<String> extra = new TreeSet<>(actual);
        extra.removeAll(expected);
        List<String> parts = new ArrayList<>();
        if (!missing.isEmpty()) {
            parts.add("missing " + String.join(", ", missing));
        }
        if (!extra.isEmpty()) {
            parts.add("extra " + String.join(", ", extra));
        }
        return String.join("; ", parts);
    }

    /** "step 3", "whole playout", or "batched playout 37 step 3". */
    public String where() {
        return (batched == null ? "" : "batched playout " + batched.number() + " ")
                + (step == WHOLE_PLAYOUT ? "whole playout" : "step " + step);
    }

    /** The report people read: where, how to get there, and what differs. */
    public String describe(String game, String reasoner) {
        return describe(game, reasoner, "gdlbench verify --games " + game + " --reasoners " + reasoner
                + " " + repeatOptions());
    }

    /** {@link #describe(String, String)} ending with {@code repeat}, the command that shows it again. */
    public String describe(String game, String reasoner, String repeat) {
        StringBuilder text = new StringBuilder();
        text.append("DISAGREEMENT: game ").append(game).append(", reasoner ").append(reasoner)
                .append(", seed ").append(seed).append(", ").append(where()).append(": ").append(aspect).append('\n');
        if (batched != null) {
            text.append("  batched playout ").append(batched.number()).append(" of the batch run seeded ").append(seed)
                    .append(", its own seed ").append(batched.seed()).append(" (PlayoutRandom)\n");
        }
        if (path.isEmpty()) {
            text.append("  path: the initial state\n");
        } else {
            text.append("  path from the initial state (one joint move per line, roles in order):\n");
            for (int i = 0; i < path.size(); i++) {
                text.append(String.format("  %4d. %s%n", i + 1, String.join(" ", path.get(i))));
            }
        }
        for (String line : diff.split("\n")) {
            text.append("  ").append(line).append('\n');
        }
        text.append("  repeat: ").append(repeat).append('\n');
        return text.toString();
    }
}
