package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Variable;

/**
 * The kinds of a game's fluents on a native system: one per signature (functor and arity) that
 * the {@code init} and {@code next} rules' heads name, numbered from 1 in the order first met,
 * and a last kind for every other fluent (one of a state given by hand, or made by a {@code next}
 * head that is a variable). Reading a fluent of a known kind then looks only at fluents of that
 * kind, whether they are facts of a relation of their own ({@link FluentFacts}) or a list of
 * their own in the state ({@link GroupedState}).
 */
final class FluentKinds {
    /** Each signature's pattern, its arguments fresh variables, keyed by {@code functor/arity}. */
    private final Map<String, Struct> patterns = new LinkedHashMap<>();
    private final Map<String, Integer> numbers = new LinkedHashMap<>();
    private boolean variableNextHead;

    FluentKinds(Game game, PrologNames names) {
        for (Rule rule : game.rules()) {
            int relation = rule.head().functor();
            if ((relation == Symbols.INIT || relation == Symbols.NEXT) && rule.head().arity() == 1) {
                org.gdlbench.gdl.Term fluent = rule.head().arg(0);
                if (fluent instanceof Variable) {
                    variableNextHead |= relation == Symbols.NEXT;
                } else {
                    String functor = names.data(fluent.functor());
                    String key = key(functor, fluent.arity());
                    if (!patterns.containsKey(key)) {
                        patterns.put(key, pattern(functor, fluent.arity()));
                        numbers.put(key, patterns.size());
                    }
                }
            }
        }
    }

    /** How many kinds, the last one that of the fluents of no named signature. */
    int count() {
        return patterns.size() + 1;
    }

    /** The number of the kind of no named signature. */
    int other() {
        return count();
    }

    /** The kind of {@code fluent}, a Prolog term that is not a variable: 1 to {@link #count()}. */
    int kindOf(Struct fluent) {
        return numbers.getOrDefault(key(fluent.getName(), fluent.getArity()), other());
    }

    /** The named signatures' patterns in kind order (kind 1 first), each with fresh variables. */
    List<Struct> patterns() {
        List<Struct> fresh = new ArrayList<>();
        for (Struct pattern : patterns.values()) {
            fresh.add(pattern(pattern.getName(), pattern.getArity()));
        }
        return fresh;
    }

    /** True when a {@code next} rule's head is a variable, so a successor may hold fluents of any kind. */
    boolean nextMayMakeAnyKind() {
        return variableNextHead;
    }

    /** {@code functor(V0, ..., Vn-1)}, fresh variables. */
    private static Struct pattern(String functor, int arity) {
        if (arity == 0) {
            return new Struct(functor);
        }
        Term[] args = new Term[arity];
        for (int i = 0; i < arity; i++) {
            args[i] = new Var("A" + i);
        }
        return new Struct(functor, args);
    }

    private static String key(String functor, int arity) {
        return functor + "/" + arity;
    }
}
