package org.gdlbench.topdown;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;

/**
 * The call modes generated code asks, found by the walk from the four queries: each gets a method
 * name when first asked and waits in a queue until its method is written; the places that ask
 * each are counted, for {@link #worthKeeping}.
 */
final class CallModes {
    private final Symbols symbols;
    private final Map<CallMode, String> methods = new LinkedHashMap<>();
    private final Map<CallMode, Integer> callSites = new LinkedHashMap<>();
    private final Deque<CallMode> todo = new ArrayDeque<>();

    CallModes(Symbols symbols) {
        this.symbols = symbols;
    }

    /**
     * The method answering {@code relation} with the arguments at {@code bound} given (only
     * whether an answer exists, if {@code exists}); one more call site.
     */
    String method(Predicate relation, Set<Integer> bound, boolean exists) {
        CallMode mode = new CallMode(relation, Set.copyOf(bound), exists);
        callSites.merge(mode, 1, Integer::sum);
        String name = methods.get(mode);
        if (name == null) {
            name = JavaNames.method(methods.size(), symbols, mode);
            methods.put(mode, name);
            todo.add(mode);
        }
        return name;
    }

    /** The name given to a mode already asked. */
    String nameOf(CallMode mode) {
        return methods.get(mode);
    }

    /** The next mode whose method is still to write, or null. */
    CallMode next() {
        return todo.poll();
    }

    int count() {
        return methods.size();
    }

    /**
     * The relations to read whole, after a first generation: those whose free call is asked
     * (so their whole table is made in some states anyway) and which are asked in other modes
     * too. Their other modes read the free call's table instead of running rules of their own,
     * as a bottom-up reasoner would, so a relation asked with many different arguments in one
     * state is derived once.
     */
    Set<Predicate> readWhole() {
        Set<Predicate> freeAsked = new HashSet<>();
        Set<Predicate> otherAsked = new HashSet<>();
        for (CallMode mode : methods.keySet()) {
            boolean free = mode.bound().isEmpty() && !mode.check();
            (free ? freeAsked : otherAsked).add(mode.relation());
        }
        freeAsked.retainAll(otherAsked);
        return freeAsked;
    }

    /**
     * The modes worth keeping the answers of per state, after a first generation: those asked
     * from two places or more (so likely again in the same state, as {@code legal} is by the
     * legal query and by a rule that asks whether any move is legal) whose rules call other
     * relations derived from the state, so that asking again costs more than a table lookup.
     */
    Set<CallMode> worthKeeping(GameAnalysis analysis, RuleOrder order) {
        Set<CallMode> keep = new HashSet<>();
        callSites.forEach((mode, sites) -> {
            if (sites >= 2 && !analysis.isRecursive(mode.relation()) && order.callsDerived(mode.relation())) {
                keep.add(mode);
            }
        });
        return keep;
    }
}
