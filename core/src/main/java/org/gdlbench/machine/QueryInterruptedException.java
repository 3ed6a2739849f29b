package org.gdlbench.machine;

/**
 * A query gave up because its thread was interrupted: whoever asked stopped waiting for it (a
 * time cap). Reasoners whose single query can run for minutes (a poor rule order) poll the
 * interrupt flag now and then and throw this; the machine is not to be used again.
 */
public class QueryInterruptedException extends RuntimeException {
    public QueryInterruptedException() {
        super("query stopped: its thread was interrupted");
    }
}
