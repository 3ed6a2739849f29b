package org.gdlbench.harness.bench.fork;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * What this JVM's JIT compilers are doing, as far as the platform tells. A fork that prepared a
 * large generated class keeps its C2 compiler busy for half a minute or more (compiles of a
 * second or more each); on a machine with few cores that takes the benchmark thread's time, so
 * its rate can hold still at about half of what it becomes, and settling must wait for the JIT too.
 */
public interface JitActivity {
    /** A JVM that tells nothing: never compiling. */
    JitActivity NONE = new JitActivity() {
        @Override
        public long compilingMillis() {
            return 0;
        }

        @Override
        public boolean compiling() {
            return false;
        }
    };

    /** The JIT's total compile time so far, in milliseconds; counted as each compile ends. */
    long compilingMillis();

    /** Whether a compile is in progress now: a long one shows in {@link #compilingMillis} only when it ends. */
    boolean compiling();

    /** This JVM's JIT: its compilation bean and the {@code Compiler.queue} diagnostic command, where there are. */
    static JitActivity ofThisJvm() {
        CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
        boolean timed = bean != null && bean.isCompilationTimeMonitoringSupported();
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        ObjectName diagnostics;
        try {
            diagnostics = new ObjectName("com.sun.management:type=DiagnosticCommand");
        } catch (JMException e) {
            throw new IllegalStateException(e);
        }
        return new JitActivity() {
            @Override
            public long compilingMillis() {
                return timed ? bean.getTotalCompilationTime() : 0;
            }

            @Override
            public boolean compiling() {
                try {
                    Object queue = server.invoke(diagnostics, "compilerQueue", new Object[] {null},
                            new String[] {String[].class.getName()});
                    return compilesInProgress(String.valueOf(queue));
                } catch (JMException | RuntimeException notTold) {
                    return false;
                }
            }
        };
    }

    /**
     * Whether the text of {@code Compiler.queue} lists a compile in progress: the line after
     * "Current compiles:" is not empty.
     */
    static boolean compilesInProgress(String queue) {
        int current = queue.indexOf("Current compiles:");
        if (current < 0) {
            return false;
        }
        String[] lines = queue.substring(current).split("\n", 3);
        return lines.length > 1 && !lines[1].isBlank();
    }
}
