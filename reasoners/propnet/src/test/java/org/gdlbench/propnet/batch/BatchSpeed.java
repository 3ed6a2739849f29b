package org.gdlbench.propnet.batch;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.propnet.PropnetMachine;
import org.gdlbench.propnet.PropnetReasoner;

/**
 * A rough speed figure, not a test and not a benchmark: states per CPU second of this thread of
 * batched playouts (one per lane per step, compiled and interpreted), of the propnet's own
 * {@code playout} (its depth) and, when the hand-written reasoner is on the class path and has
 * the game, of its playout. The variants take turns in rounds after a shared warm-up, and each
 * is given as the median of its rounds with the spread, since CPU time on a shared machine still
 * varies with what the caches keep. JMH measures for real. Run with the module's test class path
 * (and the hand-written module's classes): {@code java -cp ... org.gdlbench.propnet.batch.BatchSpeed
 * warmupSeconds roundSeconds rounds game...}.
 */
public final class BatchSpeed {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private BatchSpeed() {}

    public static void main(String[] args) {
        double warmup = Double.parseDouble(args[0]);
        double round = Double.parseDouble(args[1]);
        int rounds = Integer.parseInt(args[2]);
        for (String name : Arrays.asList(args).subList(3, args.length)) {
            Game game = Corpus.bundled().select(List.of(name)).get(0).game();
            Map<String, LongSupplier> variants = variants(game);
            for (int i = 0; i < warmup / round; i++) {
                variants.values().forEach(v -> measure(v, round / variants.size()));
            }
            Map<String, List<Double>> rates = new LinkedHashMap<>();
            for (int r = 0; r < rounds; r++) {
                for (Map.Entry<String, LongSupplier> variant : variants.entrySet()) {
                    rates.computeIfAbsent(variant.getKey(), k -> new ArrayList<>()).add(measure(variant.getValue(), round));
                }
            }
            StringBuilder line = new StringBuilder(String.format("%-20s", name));
            rates.forEach((variant, list) -> {
                double[] sorted = list.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                line.append(String.format("  %s %,.2fM (%.2f-%.2f)", variant, sorted[sorted.length / 2] / 1e6,
                        sorted[0] / 1e6, sorted[sorted.length - 1] / 1e6));
            });
            System.out.println(line);
        }
    }

    /** Each variant as a chunk of work that returns the states it reached. */
    private static Map<String, LongSupplier> variants(Game game) {
        Map<String, LongSupplier> variants = new LinkedHashMap<>();
        if (Reasoners.names().contains("handwritten")) {
            try {
                variants.put("hand", single(Reasoners.create("handwritten", game)));
            } catch (UnsupportedGameException e) {
                // Not one of its games.
            }
        }
        PropnetMachine machine = (PropnetMachine) new PropnetReasoner().create(game, Map.of());
        variants.put("single", single(machine));
        BatchPlayouts batch = machine.batch();
        variants.put(batch.whyInterpreted() == null ? "batch" : "batch(interpreted)", batched(batch));
        if (batch.whyInterpreted() == null) {
            variants.put("interpreted", batched(batch.compiledUpTo(0)));
        }
        return variants;
    }

    /** States per CPU second of this thread over about {@code seconds} of it. */
    private static double measure(LongSupplier chunk, double seconds) {
        long begin = THREADS.getCurrentThreadCpuTime();
        long end = begin + (long) (seconds * 1e9);
        long states = 0;
        long now;
        do {
            states += chunk.getAsLong();
            now = THREADS.getCurrentThreadCpuTime();
        } while (now < end);
        return states / ((now - begin) / 1e9);
    }

    private static LongSupplier single(StateMachine machine) {
        MachineState initial = machine.initialState();
        int[] goals = new int[machine.roles().size()];
        PlayoutRandom random = new PlayoutRandom(1);
        return () -> {
            long states = 0;
            for (int i = 0; i < 200; i++) {
                states += machine.playout(initial, random, goals);
            }
            return states;
        };
    }

    private static LongSupplier batched(BatchPlayouts batch) {
        batch.start(1);
        return () -> batch.run(200L * BatchPlayouts.LANES);
    }
}
