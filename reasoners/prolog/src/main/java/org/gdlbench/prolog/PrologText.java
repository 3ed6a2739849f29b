package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Var;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Writes the translator's clauses (tuProlog terms) as source text that SWI-Prolog and GNU Prolog
 * read alike. Every atom is quoted, so GDL names with odd characters need no care; operators are
 * written as functors ({@code ','(A, B)}, {@code '\\+'(G)}), which both read as the same terms;
 * lists use bracket syntax, since SWI-Prolog 7 no longer builds them from {@code '.'/2}.
 * Variables are named by position in the clause, a variable met once is written {@code _}.
 */
final class PrologText {
    private PrologText() {
    }

    /** {@code clause} followed by {@code .} and a newline. */
    static String clause(Term clause) {
        Map<Var, Integer> occurrences = new IdentityHashMap<>();
        count(clause, occurrences);
        StringBuilder out = new StringBuilder();
        write(clause, occurrences, new IdentityHashMap<>(), out);
        return out.append(".\n").toString();
    }

    /** {@code name} as a quoted atom: {@code '} doubled, {@code \} escaped. */
    static String atom(String name) {
        return "'" + name.replace("\\", "\\\\").replace("'", "''") + "'";
    }

    private static void count(Term term, Map<Var, Integer> occurrences) {
        Term t = term.getTerm();
        if (t instanceof Var var) {
            occurrences.merge(var, 1, Integer::sum);
        } else if (t instanceof Struct struct) {
            for (int i = 0; i < struct.getArity(); i++) {
                count(struct.getArg(i), occurrences);
            }
        }
    }

    private static void write(Term term, Map<Var, Integer> occurrences, Map<Var, String> names, StringBuilder out) {
        Term t = term.getTerm();
        if (t instanceof Var var) {
            if (occurrences.get(var) == 1) {
                out.append('_');
            } else {
                out.append(names.computeIfAbsent(var, key -> "V" + names.size()));
            }
            return;
        }
        if (t instanceof alice.tuprolog.Int number) {
            // the engine's own clauses number the fluent kinds; GDL's numbers are atoms
            out.append(number.intValue());
            return;
        }
        if (!(t instanceof Struct struct)) {
            throw new IllegalArgumentException("the translation holds only atoms, integers, compounds and variables: " + t);
        }
        if (struct.isEmptyList()) {
            out.append("[]");
        } else if (struct.isList() || (struct.getName().equals(".") && struct.getArity() == 2)) {
            writeList(struct, occurrences, names, out);
        } else {
            out.append(atom(struct.getName()));
            if (struct.getArity() > 0) {
                out.append('(');
                for (int i = 0; i < struct.getArity(); i++) {
                    if (i > 0) {
                        out.append(", ");
                    }
                    write(struct.getArg(i), occurrences, names, out);
                }
                out.append(')');
            }
        }
    }

    /** {@code [A, B | T]}, the tail left out when it is the empty list. */
    private static void writeList(Struct list, Map<Var, Integer> occurrences, Map<Var, String> names, StringBuilder out) {
        out.append('[');
        Term rest = list;
        boolean first = true;
        while (rest instanceof Struct cell && cell.getName().equals(".") && cell.getArity() == 2) {
            if (!first) {
                out.append(", ");
            }
            write(cell.getArg(0), occurrences, names, out);
            first = false;
            rest = cell.getArg(1).getTerm();
        }
        if (!(rest instanceof Struct end && end.isEmptyList())) {
            out.append(" | ");
            write(rest, occurrences, names, out);
        }
        out.append(']');
    }
}
