package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What else ran on the measuring cores while a row was measured, as a result row records it
 * (docs/RESULTS.md), and the rule that calls the machine busy. The measuring cores are the ones
 * the benchmark forks may run on (the harness's CPU affinity, which {@code taskset} sets and the
 * forks inherit); shares are of those cores' time over the row's measuring window, from its
 * forks' start to their end.
 *
 * @param cores the measuring cores, as Linux lists them (e.g. {@code 0-1} or {@code 3})
 * @param others the share of the cores' time that processes other than gdlbench's own (the
 *               harness and its forks) used: their busy time, read from {@code /proc/stat}, minus
 *               our processes' CPU time
 * @param steal the share of the cores' time the hypervisor gave to other virtual machines
 * @param loadAverage the machine's one-minute load average at the window's end (all cores, our
 *                    own processes included): context, not part of the rule
 * @param runQueue the processes ready to run on the machine as the window opened ({@code
 *                 procs_running}, the reading thread not counted): context, not part of the rule
 * @param busy whether the machine was busy by {@link #isBusy}
 */
@JsonPropertyOrder({"cores", "others", "steal", "loadAverage", "runQueue", "busy"})
public record CoreLoad(String cores, double others, double steal, double loadAverage, int runQueue, boolean busy) {
    /**
     * The share of the measuring cores' time other processes may take before the machine is
     * called busy. On our 2-core cloud machine the quietest reading of a cell was 1.3%, and a
     * CPU-bound process pinned to the measured core took 55%.
     */
    public static final double OTHERS_LIMIT = 0.10;
    /** The share of the measuring cores' time the hypervisor may steal before the machine is called busy. */
    public static final double STEAL_LIMIT = 0.10;

    /** A reading, busy or not by the rule. */
    public static CoreLoad of(String cores, double others, double steal, double loadAverage, int runQueue) {
        return new CoreLoad(cores, others, steal, loadAverage, runQueue, isBusy(others, steal));
    }

    /** The rule: other processes took over {@link #OTHERS_LIMIT} of the cores' time, or the hypervisor over {@link #STEAL_LIMIT}. */
    public static boolean isBusy(double others, double steal) {
        return others > OTHERS_LIMIT || steal > STEAL_LIMIT;
    }

    /** The larger of the two shares the rule looks at: what the row lost to the others. */
    public double taken() {
        return Math.max(others, steal);
    }
}
