package org.ggp.base.util.gdl.grammar;

/**
 * Test stand-in for ggp-base's class of this name, written here from its public API: only what
 * the adapter's binding touches. It prints KIF with spaces inside parentheses, as ggp-base does.
 */
public abstract class Gdl {
    private final String text;

    protected Gdl(String text) {
        this.text = text.replace("(", "( ").replace(")", " )").replaceAll("\\s+", " ").strip();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Gdl gdl && gdl.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
