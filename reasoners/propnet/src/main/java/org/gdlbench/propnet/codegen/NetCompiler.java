package org.gdlbench.propnet.codegen;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.codegen.JavaSourceCompiler;
import org.gdlbench.gdl.Sha256;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.propnet.tuning.PropnetTuning;
import org.gdlbench.propnet.eval.CompiledPropagation;
import org.gdlbench.propnet.eval.Evaluator;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * Generates and compiles a {@link CompiledPropagation} for one net. For component {@code n} it
 * writes {@code up<n>()} and {@code down<n>()}: one statement per link, such as
 * {@code if (++c[40] == 1) up40();} (a rise reaching an and-gate), and one per output bit it
 * drives. A recursive component's members also get {@code upOut<n>()}/{@code downOut<n>()},
 * which follow only the links that leave the component.
 *
 * <p>Only small nets are compiled: past a few thousand links the code outgrows the processor's
 * caches, a Java class holds at most 65,535 constants, and a change travels as nested calls, so
 * the longest path through the net must stay well within a thread's stack. Larger nets are
 * interpreted.
 */
public final class NetCompiler {
    /** Statements per generated method, so each method stays small enough for the JIT to compile and inline. */
    private static final int STATEMENTS_PER_METHOD = 48;
    /** Components per dispatch method: a switch of this many cases stays small enough for the JIT to compile. */
    private static final int CASES_PER_SWITCH = 256;
    private static final String CLASS_NAME = "GeneratedPropagation";
    /**
     * A class of the package generated classes are defined in: that of the base classes they
     * extend, whose package-private methods they override.
     */
    private static final Class<?> HOST = CompiledPropagation.class;
    private static final MethodType CONSTRUCTOR =
            MethodType.methodType(void.class, Propnet.class, int[].class, long[].class);
    /** Compiled classes by the hash of their source. */
    private static final Map<String, MethodHandle> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, MethodHandle> eldest) {
            return size() > 32;
        }
    };

    private final Propnet net;
    private final CodeTarget target;
    private final boolean[] active;
    private final StringBuilder out = new StringBuilder();

    private NetCompiler(Propnet net, CodeTarget target) {
        this.net = net;
        this.target = target;
        active = new boolean[net.components];
        for (int c = 0; c < net.components; c++) {
            active[c] = net.offsets[c] < net.offsets[c + 1] || net.sinkOffsets[c] < net.sinkOffsets[c + 1];
        }
    }

    /** Why {@code net} is interpreted rather than compiled, or null when it can be compiled. */
    public static String whyNotCompiled(Propnet net, PropnetTuning tuning) {
        if (!JavaSourceCompiler.available()) {
            return "this Java runtime has no compiler";
        }
        if (net.components > tuning.maxCompiledComponents) {
            return "over " + tuning.maxCompiledComponents + " components";
        }
        int links = net.offsets[net.components] + net.sinks.length;
        if (links > tuning.maxCompiledLinks) {
            return links + " links, over the " + tuning.maxCompiledLinks + " up to which compiled code runs faster";
        }
        int methods = methodCount(net);
        if (methods > tuning.maxCompiledMethods) {
            return "it needs " + methods + " methods, over the " + tuning.maxCompiledMethods + " a class can refer to";
        }
        int depth = longestPath(net);
        if (depth > tuning.maxCompiledDepth) {
            return "a path of " + depth + " components is too deep for nested calls";
        }
        return null;
    }

    /** A compiled propagation over {@code counter} and {@code outputs}; call only when {@link #whyNotCompiled} is null. */
    public static CompiledPropagation create(Propnet net, int[] counter, long[] outputs, CodeTarget target) {
        return (CompiledPropagation) instantiate(CLASS_NAME, new NetCompiler(net, target).source(), net, counter,
                outputs, target);
    }

    /**
     * Compiles {@code source}, a subclass of {@link Evaluator} named {@code className} with a
     * constructor {@code (Propnet, int[] counter, long[] outputs)}, and makes one over the arrays
     * given. Classes are cached by their source, so machines of one game compile once per JVM.
     */
    static Evaluator instantiate(String className, String source, Propnet net, int[] counter, long[] outputs,
            CodeTarget target) {
        target.dump(className, source, net);
        try {
            return (Evaluator) compile(className, source).invokeExact(net, counter, outputs);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("the compiled " + className + " failed to start", e);
        }
    }

    private static MethodHandle compile(String className, String source) {
        String key = Sha256.of(source);
        synchronized (CACHE) {
            MethodHandle cached = CACHE.get(key);
            if (cached != null) {
                return cached;
            }
        }
        MethodHandles.Lookup defined = JavaSourceCompiler.define(host(), className, source,
                List.of(Propnet.class, GroundProgram.class, StateMachine.class));
        MethodHandle constructor;
        try {
            constructor = defined.findConstructor(defined.lookupClass(), CONSTRUCTOR)
                    .asType(CONSTRUCTOR.changeReturnType(Evaluator.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the generated " + className + " has no constructor", e);
        }
        synchronized (CACHE) {
            CACHE.put(key, constructor);
        }
        return constructor;
    }

    /** A full-privilege lookup in {@link #HOST}'s package, where the generated classes are defined. */
    private static MethodHandles.Lookup host() {
        try {
            return MethodHandles.privateLookupIn(HOST, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("no access to the package " + HOST.getPackageName(), e);
        }
    }

    /** How many methods the generated class has: two per component with work to do, more for long ones. */
    public static int methodCount(Propnet net) {
        int methods = 0;
        for (int c = 0; c < net.components; c++) {
            int statements = net.offsets[c + 1] - net.offsets[c] + net.sinkOffsets[c + 1] - net.sinkOffsets[c];
            if (statements > 0) {
                int parts = (statements + STATEMENTS_PER_METHOD - 1) / STATEMENTS_PER_METHOD;
                methods += 2 * (parts + (net.recursiveOf[c] >= 0 ? 1 : 0));
            }
        }
        int bases = net.firstInput[0];
        methods += 1 + (bases + 63) / 64;
        return methods + 2 * ((net.components + CASES_PER_SWITCH - 1) / CASES_PER_SWITCH);
    }

    /**
     * The most components a change passes through in a row: the longest path over the links
     * between different recursive components (gates come in topological order), plus the
     * largest recursive component, inside which a change may go round once.
     */
    static int longestPath(Propnet net) {
        int[] depth = new int[net.components];
        int longest = 0;
        for (int c = 0; c < net.components; c++) {
            for (int k = net.offsets[c]; k < net.offsets[c + 1]; k++) {
                int gate = Propnet.target(net.targets[k]);
                if (gate > c) {
                    depth[gate] = Math.max(depth[gate], depth[c] + 1);
                }
            }
            longest = Math.max(longest, depth[c]);
        }
        int largestRecursive = 0;
        for (int s = 0; s + 1 < net.recursiveStart.length; s++) {
            largestRecursive = Math.max(largestRecursive, net.recursiveStart[s + 1] - net.recursiveStart[s]);
        }
        return longest + 1 + largestRecursive;
    }

    /** Opens the source of a generated subclass of {@code base} with the constructor {@link #instantiate} calls. */
    static void openClass(StringBuilder out, String generator, String className, String base, CodeTarget target) {
        out.append(target.header(generator));
        out.append("package ").append(HOST.getPackageName()).append(";\n\n");
        out.append("import ").append(Propnet.class.getName()).append(";\n");
        out.append("import ").append(PlayoutWriter.class.getName()).append(";\n\n");
        out.append("final class ").append(className).append(" extends ").append(base).append(" {\n");
        out.append("    ").append(className)
                .append("(Propnet net, int[] counter, long[] outputs) { super(net, counter, outputs); }\n");
    }

    private String source() {
        openClass(out, "NetCompiler", CLASS_NAME, "CompiledPropagation", target);
        dispatch("change", "", c -> active[c]);
        dispatch("changeExternal", "Out", c -> net.recursiveOf[c] >= 0);
        baseChanges();
        playSteps();
        for (int c = 0; c < net.components; c++) {
            if (!active[c]) {
                continue;
            }
            for (int up = 1; up >= 0; up--) {
                String name = (up == 1 ? "up" : "down");
                int from = net.offsets[c];
                if (net.recursiveOf[c] >= 0) {
                    // the links inside the recursive component, then the rest as the external method
                    List<String> internal = links(from, net.externalStart[c], up);
                    internal.add(name + "Out" + c + "();");
                    method(name + c, internal);
                    from = net.externalStart[c];
                    name += "Out";
                }
                List<String> body = links(from, net.offsets[c + 1], up);
                for (int s = net.sinkOffsets[c]; s < net.sinkOffsets[c + 1]; s++) {
                    int bit = net.sinks[s];
                    body.add("o[" + Bits.word(bit) + "] ^= 0x" + Long.toHexString(1L << bit) + "L;");
                }
                method(name + c, body);
            }
        }
        out.append("}\n");
        return out.toString();
    }

    private List<String> links(int from, int to, int up) {
        List<String> statements = new ArrayList<>();
        for (int k = from; k < to; k++) {
            int target = net.targets[k];
            int gate = Propnet.target(target);
            boolean increment = (up == 1) != ((target & Propnet.INVERTED) != 0);
            String update = (increment ? "++c[" : "--c[") + gate + "]";
            String statement = active[gate]
                    ? "if (" + update + (increment ? " == 1) up" : " == 0) down") + gate + "();"
                    : update + ";";
            if (!increment && (target & Propnet.ENTERS_RECURSION) != 0) {
                statement += " markDirty(" + net.recursiveOf[gate] + ");";
            }
            statements.add(statement);
        }
        return statements;
    }

    /** Writes {@code name()}, continued in {@code name_1()} and so on when the body is long. */
    private void method(String name, List<String> statements) {
        for (int part = 0, i = 0; i < statements.size() || part == 0; part++) {
            out.append("    private void ").append(part == 0 ? name : name + "_" + part).append("() {\n");
            out.append("        final int[] c = counter;\n        final long[] o = outputs;\n");
            int end = Math.min(statements.size(), i + STATEMENTS_PER_METHOD);
            for (; i < end; i++) {
                out.append("        ").append(statements.get(i)).append('\n');
            }
            if (i < statements.size()) {
                out.append("        ").append(name).append('_').append(part + 1).append("();\n");
            }
            out.append("    }\n");
        }
    }

    /**
     * Writes {@code changeBases(int word, long diff, long now)}: a switch over the state's words,
     * each a loop over its changed bits with a switch over the bit, so a changed base calls its
     * method directly rather than through the switches over every component.
     */
    private void baseChanges() {
        int words = Bits.words(net.firstInput[0]);
        out.append("    @Override\n    void changeBases(int word, long diff, long now) {\n");
        out.append("        switch (word) {\n");
        for (int w = 0; w < words; w++) {
            out.append("            case ").append(w).append(": bases").append(w).append("(diff, now); return;\n");
        }
        out.append("            default: return;\n        }\n    }\n");
        for (int w = 0; w < words; w++) {
            out.append("    private void bases").append(w).append("(long diff, long now) {\n");
            out.append("        final int[] c = counter;\n");
            out.append("        for (long bits = diff; bits != 0; bits &= bits - 1) {\n");
            out.append("            int bit = Long.numberOfTrailingZeros(bits);\n");
            out.append("            int up = (int) (now >>> bit) & 1;\n");
            out.append("            switch (bit) {\n");
            for (int bit = 0; bit < 64 && Bits.index(w, bit) < net.firstInput[0]; bit++) {
                int base = Bits.index(w, bit);
                out.append("                case ").append(bit).append(": c[").append(base).append("] = up;");
                if (active[base]) {
                    out.append(" if (up != 0) up").append(base).append("(); else down").append(base).append("();");
                }
                out.append(" break;\n");
            }
            out.append("                default: break;\n            }\n        }\n    }\n");
        }
    }

    /**
     * Writes {@code playSteps}: a step marks each role's new move and then takes back the old
     * ones, as the machine does (an or-gate over moves that one role's new move keeps true does
     * not flicker when another's old move falls), calling the inputs' methods through a switch
     * per role rather than the one over every component; then marks the next state, calling each
     * changed word's bases directly.
     */
    private void playSteps() {
        int roles = net.firstInput.length - 1;
        boolean recursive = net.recursiveStart.length > 1;
        PlayoutWriter writer = new PlayoutWriter(net, out, false);
        writer.write(step -> {
            for (int role = 0; role < roles; role++) {
                step.append("            final int in").append(role).append(" = ").append(net.firstInput[role])
                        .append(" + m").append(role).append(";\n            final int old").append(role)
                        .append(" = inputOf[").append(role).append("];\n            if (old").append(role)
                        .append(" != in").append(role).append(") {\n                inputOf[").append(role)
                        .append("] = in").append(role).append(";\n                c[in").append(role)
                        .append("] = 1;\n                input").append(role).append("(m").append(role)
                        .append(", 1);\n            }\n");
            }
            for (int role = 0; role < roles; role++) {
                step.append("            if (old").append(role).append(" != in").append(role).append(" && old")
                        .append(role).append(" >= 0) {\n                c[old").append(role)
                        .append("] = 0;\n                input").append(role).append("(old").append(role)
                        .append(" - ").append(net.firstInput[role]).append(", 0);\n            }\n");
            }
            if (recursive) {
                step.append("            settle();\n");
            }
            // Read whole before any base changes, since the bases' methods change the next state's outputs.
            int next = Bits.word(net.nextStart);
            for (int w = 0; w < writer.stateWords(); w++) {
                step.append("            final long now").append(w).append(" = o[").append(next + w).append("];\n");
            }
            for (int w = 0; w < writer.stateWords(); w++) {
                step.append("            final long d").append(w).append(" = w").append(w).append(" ^ now")
                        .append(w).append(";\n            w").append(w).append(" = now").append(w).append(";\n");
                if (w < Bits.words(net.firstInput[0])) {
                    step.append("            if (d").append(w).append(" != 0L) {\n                bases").append(w)
                            .append("(d").append(w).append(", now").append(w).append(");\n            }\n");
                }
            }
            if (recursive) {
                step.append("            settle();\n");
            }
        });
        for (int role = 0; role < roles; role++) {
            out.append("    private void input").append(role).append("(int move, int up) {\n")
                    .append("        switch (move) {\n");
            for (int input = net.firstInput[role]; input < net.firstInput[role + 1]; input++) {
                if (active[input]) {
                    out.append("            case ").append(input - net.firstInput[role]).append(": if (up != 0) up")
                            .append(input).append("(); else down").append(input).append("(); return;\n");
                }
            }
            out.append("            default: return;\n        }\n    }\n");
        }
    }

    /** Writes {@code method(int component, int up)}, a switch over blocks of components, each a switch calling its methods. */
    private void dispatch(String method, String suffix, java.util.function.IntPredicate included) {
        List<Integer> blocks = new ArrayList<>();
        StringBuilder inner = new StringBuilder();
        for (int block = 0; block * CASES_PER_SWITCH < net.components; block++) {
            int from = block * CASES_PER_SWITCH;
            int to = Math.min(net.components, from + CASES_PER_SWITCH);
            StringBuilder cases = new StringBuilder();
            for (int c = from; c < to; c++) {
                if (included.test(c)) {
                    cases.append("            case ").append(c).append(": if (up != 0) up").append(suffix).append(c)
                            .append("(); else down").append(suffix).append(c).append("(); return;\n");
                }
            }
            if (cases.length() > 0) {
                blocks.add(block);
                inner.append("    private void ").append(method).append(block).append("(int component, int up) {\n")
                        .append("        switch (component) {\n").append(cases)
                        .append("            default: return;\n        }\n    }\n");
            }
        }
        out.append("    @Override\n    void ").append(method).append("(int component, int up) {\n");
        out.append("        switch (component >>> ").append(Integer.numberOfTrailingZeros(CASES_PER_SWITCH))
                .append(") {\n");
        for (int block : blocks) {
            out.append("            case ").append(block).append(": ").append(method).append(block)
                    .append("(component, up); return;\n");
        }
        out.append("            default: return;\n        }\n    }\n");
        out.append(inner);
    }
}
