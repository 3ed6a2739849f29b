package org.gdlbench.topdown;

/** Java source being written, with indentation by block and fresh local names. */
final class JavaText {
    private final StringBuilder out = new StringBuilder(1 << 16);
    private int indent;
    private int fresh;

    JavaText line(String text) {
        out.append("    ".repeat(indent)).append(text).append('\n');
        return this;
    }

    /** Writes {@code header {} and indents what follows. */
    JavaText open(String header) {
        line(header + " {");
        indent++;
        return this;
    }

    JavaText close() {
        indent--;
        return line("}");
    }

    /** A local name not used before in this source, e.g. {@code t12}. */
    String fresh(String prefix) {
        return prefix + fresh++;
    }

    int length() {
        return out.length();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
