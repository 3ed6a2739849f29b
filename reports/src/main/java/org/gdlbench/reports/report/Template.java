package org.gdlbench.reports.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A page fragment kept as a resource, with {@code {{name}}} placeholders filled by {@link #fill}. */
final class Template {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z]+)}}");
    private final String name;
    private final String text;

    private Template(String name, String text) {
        this.name = name;
        this.text = text;
    }

    static Template load(String resource) {
        try (InputStream in = Template.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the template " + resource + " is missing from the build");
            }
            return new Template(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the template " + resource, e);
        }
    }

    /** The text with every placeholder replaced; each must have a value (already escaped HTML). */
    String fill(Map<String, String> values) {
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String value = values.get(matcher.group(1));
            if (value == null) {
                throw new IllegalStateException("no value for {{" + matcher.group(1) + "}} in " + name);
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    /** Escapes text for HTML content and attribute values. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
