package org.gdlbench.machine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * A reasoner name with options, as users write it: {@code forward:ordering=worst} or
 * {@code name:key=value,key=value}. Each distinct spec is its own column in results.
 */
public record ReasonerSpec(String name, Map<String, String> options) {
    public ReasonerSpec {
        options = Map.copyOf(options);
    }

    /** @throws ReasonerSpecException when the text is not of that form */
    public static ReasonerSpec parse(String text) {
        String trimmed = text.trim();
        int colon = trimmed.indexOf(':');
        String name = colon < 0 ? trimmed : trimmed.substring(0, colon);
        if (name.isEmpty()) {
            throw new ReasonerSpecException("reasoner '" + text + "' has no name");
        }
        Map<String, String> options = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String pair : trimmed.substring(colon + 1).split(",")) {
                int equals = pair.indexOf('=');
                if (equals <= 0 || equals == pair.length() - 1) {
                    throw new ReasonerSpecException("reasoner option '" + pair + "' in '" + text
                            + "' is not of the form key=value");
                }
                options.put(pair.substring(0, equals).trim(), pair.substring(equals + 1).trim());
            }
        }
        return new ReasonerSpec(name, options);
    }

    /** The canonical text: name, then options sorted by key. */
    @Override
    public String toString() {
        if (options.isEmpty()) {
            return name;
        }
        StringJoiner joined = new StringJoiner(",", name + ":", "");
        options.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(entry -> joined.add(entry.getKey() + "=" + entry.getValue()));
        return joined.toString();
    }
}
