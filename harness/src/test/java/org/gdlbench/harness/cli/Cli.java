package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in this JVM and keeps what it printed. */
record Cli(int status, String out, String err) {
    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(status, out.toString(), err.toString());
    }

    /** The error output is exactly one line. */
    boolean oneErrorLine() {
        return !err.isEmpty() && err.strip().lines().count() == 1;
    }

    @Override
    public String toString() {
        return "status " + status + "\n--- out\n" + out + "--- err\n" + err;
    }
}
