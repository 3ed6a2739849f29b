package org.gdlbench.gdl;

import java.util.Arrays;
import java.util.List;

/** A function term or atom with at least one argument, e.g. {@code (cell 1 2 b)}. */
public final class Compound implements Term {
    private final int functor;
    private final Term[] args;
    private final boolean ground;
    private final int hash;

    public Compound(int functor, List<? extends Term> args) {
        this(functor, args.toArray(new Term[0]));
    }

    public Compound(int functor, Term... args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("a compound term needs arguments; use a Constant");
        }
        this.functor = functor;
        this.args = args.clone();
        boolean allGround = true;
        for (Term arg : this.args) {
            allGround &= arg.isGround();
        }
        this.ground = allGround;
        this.hash = hash(functor, this.args);
    }

    /**
     * Mixes each argument into the hash with a multiply and a rotation. A weighted sum (31 * h +
     * arg) is linear, so every ordering of a list's elements, such as {@code (list a (list b nil))}
     * and {@code (list b (list a nil))}, had one hash: a sheet whose static relations are lists of up to
     * 25 cells spent over a minute in hash buckets of thousands of terms.
     */
    private static int hash(int functor, Term[] args) {
        int hash = functor * 0x9E3779B9;
        for (Term arg : args) {
            hash = Integer.rotateLeft((hash ^ arg.hashCode()) * 0x85EBCA6B, 13);
        }
        return hash ^ (hash >>> 16);
    }

    @Override
    public int functor() {
        return functor;
    }

    @Override
    public int arity() {
        return args.length;
    }

    @Override
    public Term arg(int i) {
        return args[i];
    }

    public List<Term> args() {
        return List.of(args);
    }

    @Override
    public boolean isGround() {
        return ground;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Compound that
                && that.hash == hash
                && that.functor == functor
                && Arrays.equals(that.args, args);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "Compound[" + functor + Arrays.toString(args) + "]";
    }
}
