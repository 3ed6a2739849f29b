package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;

/** The names and argument lists generated code uses: parameters {@code b0, b1, ...}, method names per mode. */
final class JavaNames {
    private JavaNames() {
    }

    /** The parameter list of a method given {@code count} bound arguments. */
    static String parameters(int count) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            names.add("final int b" + i);
        }
        return String.join(", ", names);
    }

    /** The argument list passing the parameters on. */
    static String arguments(int count) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            names.add("b" + i);
        }
        return String.join(", ", names);
    }

    /** Calls of each method with {@code args}, joined by {@code operator}. */
    static String join(List<String> methods, String args, String operator) {
        List<String> calls = new ArrayList<>();
        for (String method : methods) {
            calls.add(method + "(" + args + ")");
        }
        return String.join(operator, calls);
    }

    /**
     * The method of the {@code number}th mode met: {@code r3_fourat_bbf} answers fourat with its
     * first two arguments given, {@code r4_fourat_bbx} whether it has an answer with them.
     */
    static String method(int number, Symbols symbols, CallMode mode) {
        return "r" + number + "_" + Symbols.normalise(relation(symbols, mode.relation())) + "_" + modeName(mode);
    }

    /** The relation's name made a Java identifier part: letters and digits kept, at most 24 characters. */
    static String relation(Symbols symbols, Predicate relation) {
        String name = symbols.name(relation.symbol());
        StringBuilder safe = new StringBuilder();
        for (char c : name.toCharArray()) {
            safe.append(Character.isLetterOrDigit(c) && c < 128 ? c : '_');
        }
        return safe.length() > 24 ? safe.substring(0, 24) : safe.toString();
    }

    private static String modeName(CallMode mode) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < mode.relation().arity(); i++) {
            name.append(mode.bound().contains(i) ? 'b' : mode.exists() ? 'x' : 'f');
        }
        return name.length() == 0 ? "c" : name.toString();
    }
}
