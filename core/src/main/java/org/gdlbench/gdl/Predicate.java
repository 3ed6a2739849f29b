package org.gdlbench.gdl;

/**
 * A relation identified by name and arity. Real rule sheets sometimes use one name with two
 * arities; keying relations by both keeps those apart without renaming anything.
 */
public record Predicate(int symbol, int arity) {

    public static Predicate of(Term atom) {
        if (atom instanceof Variable) {
            throw new IllegalArgumentException("a variable is not an atom");
        }
        return new Predicate(atom.functor(), atom.arity());
    }

    public String describe(Symbols symbols) {
        return symbols.name(symbol) + "/" + arity;
    }
}
