package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.gdlbench.reports.results.CoreLoad;
import org.junit.jupiter.api.Test;

class MachineLoadTest {
    /** The head of a real /proc/stat of our 2-core cloud machine. */
    private static final List<String> PROC_STAT = List.of(
            "cpu  7905 27126 6429 63252 389 0 224 830 0 0",
            "cpu0 1704 15465 3091 32271 132 0 6 416 0 0",
            "cpu1 6200 11660 3338 30981 256 0 218 413 0 0",
            "intr 2231587 0 9 0 0 0 0 0 0 0 0 0 0 0",
            "ctxt 3870193",
            "procs_running 10",
            "procs_blocked 0");

    @Test
    void aCpuLineGivesItsUsedTotalAndStolenTicks() {
        // used: user + nice + system + irq + softirq; total adds idle, iowait and steal; guest is inside user
        assertEquals(new MachineLoad.CpuTimes(0, 1704 + 15465 + 3091 + 6, 20266 + 32271 + 132 + 416, 416),
                MachineLoad.CpuTimes.parse(PROC_STAT.get(1)));
        assertEquals(new MachineLoad.CpuTimes(1, 21416, 21416 + 30981 + 256 + 413, 413),
                MachineLoad.CpuTimes.parse(PROC_STAT.get(2)));
        assertNull(MachineLoad.CpuTimes.parse(PROC_STAT.get(0)), "the sum over all CPUs is not one CPU");
        assertNull(MachineLoad.CpuTimes.parse(PROC_STAT.get(4)));
    }

    @Test
    void theRunQueueLeavesOutTheReaderAndTheLoadAverageIsTheFirstField() {
        assertEquals(9, MachineLoad.runQueue(PROC_STAT));
        assertEquals(10.51, MachineLoad.loadAverage("10.51 4.73 1.84 10/204 9834\n"));
    }

    @Test
    void aProcessCountsItsOwnTimeAndItsReapedChildrensAfterItsCommandWhateverTheCommandHolds() {
        // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
        String stat = "4242 (java (x) y) S 1 4242 2220 0 -1 4194304 99 0 0 0 250 31 1200 90 20 0 1 0 92676 3133440";
        assertEquals(250 + 31 + 1200 + 90, MachineLoad.processTicks(stat));
    }

    @Test
    void theAllowedCpusAreReadAsLinuxListsThem() {
        assertEquals("0-1", MachineLoad.allowedCpus(List.of("Name:\tjava", "Cpus_allowed:\t3", "Cpus_allowed_list:\t0-1")));
        assertNull(MachineLoad.allowedCpus(List.of("Name:\tjava")));
        assertEquals(Set.of(0, 1, 2, 5, 7, 8), MachineLoad.cpuList("0-2,5,7-8"));
        assertEquals(Set.of(3), MachineLoad.cpuList("3"));
    }

    @Test
    void othersAreTheCoresBusyTimeLessOursAndTheRuleCallsOverTenPercentBusy() {
        MachineLoad.Sample start = new MachineLoad.Sample(1000, 2000, 10, 500, 3, 1.0);
        // 1000 ticks passed, 600 of them busy, 550 of those ours: others took 5%
        CoreLoad quiet = MachineLoad.load("1", start, new MachineLoad.Sample(1600, 3000, 20, 1050, 0, 1.2));
        assertEquals(0.05, quiet.others(), 1e-12);
        assertEquals(0.01, quiet.steal(), 1e-12);
        assertEquals(3, quiet.runQueue(), "as the window opened");
        assertEquals(1.2, quiet.loadAverage(), "as it closed");
        assertFalse(quiet.busy());
        // 400 of the 600 ours: others took 20%
        CoreLoad busy = MachineLoad.load("1", start, new MachineLoad.Sample(1600, 3000, 20, 900, 0, 1.2));
        assertEquals(0.2, busy.others(), 1e-12);
        assertTrue(busy.busy());
        // nobody else ran, but the hypervisor took 15% of the time
        CoreLoad stolen = MachineLoad.load("1", start, new MachineLoad.Sample(1450, 3000, 160, 950, 0, 1.2));
        assertEquals(0.0, stolen.others(), 1e-12);
        assertTrue(stolen.busy());
        // ours read a tick over the cores' busy time (the two are counted apart): none, not below
        assertEquals(0.0, MachineLoad.load("1", start, new MachineLoad.Sample(1600, 3000, 10, 1110, 0, 1)).others());
        assertNull(MachineLoad.load("1", start, start), "no time passed: nothing known");
    }

    @Test
    void twoRealReadingsOfProcStatGiveTheSharesOfTheCoresBetweenThem() {
        List<String> later = List.of(
                "cpu0 1754 15665 3141 32371 132 0 6 426 0 0",
                "cpu1 6300 11660 3338 31181 256 0 218 413 0 0");
        MachineLoad.CpuTimes cpu0 = MachineLoad.CpuTimes.parse(PROC_STAT.get(1));
        MachineLoad.CpuTimes cpu0Later = MachineLoad.CpuTimes.parse(later.get(0));
        // on cpu0 in between: 300 busy ticks, 100 idle, 10 stolen; 120 of the busy ones ours
        MachineLoad.Sample start = new MachineLoad.Sample(cpu0.used(), cpu0.total(), cpu0.steal(), 0, 0, 0);
        MachineLoad.Sample end = new MachineLoad.Sample(cpu0Later.used(), cpu0Later.total(), cpu0Later.steal(), 120, 0, 0);
        CoreLoad load = MachineLoad.load("0", start, end);
        assertEquals(180.0 / 410, load.others(), 1e-12);
        assertEquals(10.0 / 410, load.steal(), 1e-12);
        assertTrue(load.busy());
    }

    @Test
    void aChildThatEndedIsStillCountedAsOurs() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "not Linux");
        long before = MachineLoad.ourTicks() - ownTicks();
        // the child burns some CPU, then prints its own ticks just before it ends
        Process child = new ProcessBuilder("sh", "-c",
                "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; cat /proc/$$/stat").start();
        String stat = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, child.waitFor());
        long childTicks = MachineLoad.processTicks(stat);
        long after = MachineLoad.ourTicks() - ownTicks();
        assertTrue(childTicks > 0, stat);
        assertTrue(after - before >= childTicks, "ours, this JVM's own time left out, grew by " + (after - before)
                + " ticks; the ended child alone used " + childTicks);
    }

    /** This JVM's own CPU time, without its children's: utime + stime. */
    private static long ownTicks() throws Exception {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    @Test
    void onLinuxAWindowReadsTheCoresThisJvmMayUse() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "not Linux");
        MachineLoad.Window window = MachineLoad.open();
        assertNotNull(window);
        Thread.sleep(300);
        CoreLoad load = window.close();
        assertNotNull(load);
        assertEquals(MachineLoad.allowedCpus(Files.readAllLines(Path.of("/proc/self/status"))), load.cores());
        assertTrue(load.others() >= 0 && load.others() <= 1 && load.steal() >= 0 && load.steal() <= 1, load.toString());
    }
}
