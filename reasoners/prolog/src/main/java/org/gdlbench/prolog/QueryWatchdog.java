package org.gdlbench.prolog;

import java.lang.ref.WeakReference;
import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * One daemon thread that stops Prolog queries running over their budget. tuProlog solves on the
 * caller's thread and offers no timeout, only {@code solveHalt()} from another thread; this
 * thread looks at every live engine a few times a second and halts the overdue ones. Engines are
 * held weakly, so a machine nobody uses any more is dropped.
 */
final class QueryWatchdog {
    private static final long TICK_MILLIS = 20;
    private static final ConcurrentLinkedQueue<WeakReference<PrologEngine>> ENGINES = new ConcurrentLinkedQueue<>();

    static {
        Thread thread = new Thread(QueryWatchdog::run, "gdlbench-prolog-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    private QueryWatchdog() {
    }

    static void watch(PrologEngine engine) {
        ENGINES.add(new WeakReference<>(engine));
    }

    private static void run() {
        while (true) {
            try {
                Thread.sleep(TICK_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (Iterator<WeakReference<PrologEngine>> it = ENGINES.iterator(); it.hasNext(); ) {
                PrologEngine engine = it.next().get();
                if (engine == null) {
                    it.remove();
                } else {
                    engine.haltIfOverdue(now);
                }
            }
        }
    }
}
