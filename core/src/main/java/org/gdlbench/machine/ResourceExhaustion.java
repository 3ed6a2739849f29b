package org.gdlbench.machine;

/**
 * A reasoner that runs out of heap or stack on a big game has given up on it, as one over its own
 * budget has: not a bug to show with a stack trace. The JVM's error becomes an
 * {@link UnsupportedGameException} whose one line says what ran out and which option raises it,
 * so that every command reports it as it reports any other give-up and goes on.
 */
public final class ResourceExhaustion {
    private static final long MEGABYTE = 1 << 20;

    private ResourceExhaustion() {
    }

    /**
     * The give-up {@code error} stands for, {@code doing} what ("preparing", "playing"):
     * "ran out of memory while playing (heap 2048 MB; -Xmx raises it)". Any other
     * {@link VirtualMachineError} is not a reasoner's to cause, and is thrown again.
     */
    public static UnsupportedGameException giveUp(VirtualMachineError error, String doing) {
        if (error instanceof OutOfMemoryError) {
            return new UnsupportedGameException("ran out of memory while " + doing + " (heap "
                    + Runtime.getRuntime().maxMemory() / MEGABYTE + " MB; -Xmx raises it)", error);
        }
        if (error instanceof StackOverflowError) {
            return new UnsupportedGameException("ran out of stack while " + doing + " (-Xss raises it)", error);
        }
        throw error;
    }
}
