package org.gdlbench.propnet.batch;

import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.propnet.PropnetMachine;
import org.gdlbench.propnet.PropnetReasoner;

/**
 * A rough speed figure, not a test and not a benchmark: states per second of batched playouts
 * (one per lane per step) and of the machine's own {@code playout} (its depth), each after a
 * warm-up, on the bundled games named as arguments. JMH measures for real; this is to see
 * whether batching pays before a driver exists. Run with the module's test classpath:
 * {@code java -cp ... org.gdlbench.propnet.batch.BatchSpeed [seconds] game...}.
 */
public final class BatchSpeed {
    private BatchSpeed() {}

    public static void main(String[] args) {
        double seconds = Double.parseDouble(args[0]);
        for (int i = 1; i < args.length; i++) {
            PropnetMachine machine = (PropnetMachine) new PropnetReasoner().create(
                    Corpus.bundled().select(List.of(args[i])).get(0).game(), Map.of());
            double single = single(machine, seconds / 2);
            single = single(machine, seconds);
            double batched = batched(machine, seconds / 2);
            batched = batched(machine, seconds);
            System.out.printf("%-14s single %,12.0f states/s   batched %,12.0f states/s   %.2fx%n", args[i], single,
                    batched, batched / single);
        }
    }

    private static double single(PropnetMachine machine, double seconds) {
        MachineState initial = machine.initialState();
        int[] goals = new int[machine.roles().size()];
        PlayoutRandom random = new PlayoutRandom(1);
        long states = 0;
        long begin = System.nanoTime();
        long end = begin + (long) (seconds * 1e9);
        long now;
        do {
            for (int i = 0; i < 100; i++) {
                states += machine.playout(initial, random, goals);
            }
            now = System.nanoTime();
        } while (now < end);
        return states / ((now - begin) / 1e9);
    }

    private static double batched(PropnetMachine machine, double seconds) {
        BatchPlayouts batch = machine.batch();
        batch.start(1);
        long states = 0;
        long begin = System.nanoTime();
        long end = begin + (long) (seconds * 1e9);
        long now;
        do {
            states += batch.run(100 * BatchPlayouts.LANES);
            now = System.nanoTime();
        } while (now < end);
        return states / ((now - begin) / 1e9);
    }
}
