package org.gdlbench.grounding;

import java.util.Arrays;
import java.util.Map;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;

/**
 * A term of a rule compiled for joining: variables become slots of a binding array and ground
 * parts stay terms, so matching needs no map lookups.
 */
sealed interface Pattern {
    static Pattern of(Term term, Map<Variable, Integer> slots) {
        if (term.isGround()) {
            return new Ground(term);
        }
        if (term instanceof Variable variable) {
            return new Slot(slots.computeIfAbsent(variable, key -> slots.size()));
        }
        Pattern[] args = new Pattern[term.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = of(term.arg(i), slots);
        }
        return new Function(term.functor(), args);
    }

    /**
     * Matches {@code ground} against this pattern, binding free slots; every slot it binds is
     * pushed on {@code trail} so the caller can undo them, whether or not the match succeeds.
     */
    boolean match(Term ground, Term[] slots, Trail trail);

    /** The ground term this pattern stands for when all its variables are bound in {@code slots}. */
    Term instantiate(Term[] slots);

    /** True when every variable of this pattern is marked in {@code bound}. */
    boolean isBoundBy(boolean[] bound);

    /** Marks the variables of this pattern in {@code bound}. */
    void bindAll(boolean[] bound);

    /** A ground subterm, compared by equality. */
    record Ground(Term term) implements Pattern {
        @Override
        public boolean match(Term ground, Term[] slots, Trail trail) {
            return term.equals(ground);
        }

        @Override
        public Term instantiate(Term[] slots) {
            return term;
        }

        @Override
        public boolean isBoundBy(boolean[] bound) {
            return true;
        }

        @Override
        public void bindAll(boolean[] bound) {
        }
    }

    /** A variable, bound in {@code slots[slot]}. */
    record Slot(int slot) implements Pattern {
        @Override
        public boolean match(Term ground, Term[] slots, Trail trail) {
            Term bound = slots[slot];
            if (bound == null) {
                slots[slot] = ground;
                trail.push(slot);
                return true;
            }
            return bound.equals(ground);
        }

        @Override
        public Term instantiate(Term[] slots) {
            return slots[slot];
        }

        @Override
        public boolean isBoundBy(boolean[] bound) {
            return bound[slot];
        }

        @Override
        public void bindAll(boolean[] bound) {
            bound[slot] = true;
        }
    }

    /** A function term with a variable somewhere inside. */
    record Function(int functor, Pattern[] args) implements Pattern {
        @Override
        public boolean match(Term ground, Term[] slots, Trail trail) {
            if (!(ground instanceof Compound compound) || compound.functor() != functor
                    || compound.arity() != args.length) {
                return false;
            }
            for (int i = 0; i < args.length; i++) {
                if (!args[i].match(compound.arg(i), slots, trail)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public Term instantiate(Term[] slots) {
            Term[] ground = new Term[args.length];
            for (int i = 0; i < ground.length; i++) {
                ground[i] = args[i].instantiate(slots);
            }
            return new Compound(functor, ground);
        }

        @Override
        public boolean isBoundBy(boolean[] bound) {
            for (Pattern arg : args) {
                if (!arg.isBoundBy(bound)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public void bindAll(boolean[] bound) {
            for (Pattern arg : args) {
                arg.bindAll(bound);
            }
        }
    }

    /** The slots bound by matches, undone back to a mark in reverse order. */
    final class Trail {
        private int[] slots = new int[16];
        private int size;

        void push(int slot) {
            if (size == slots.length) {
                slots = Arrays.copyOf(slots, size * 2);
            }
            slots[size++] = slot;
        }

        int mark() {
            return size;
        }

        void undo(int mark, Term[] bindings) {
            while (size > mark) {
                bindings[slots[--size]] = null;
            }
        }
    }
}
