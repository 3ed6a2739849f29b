package org.gdlbench.reports.report;

import java.util.Map;
import java.util.TreeMap;

/** Reasoner specs as result rows write them: {@code name} or {@code name:key=value,...}, keys sorted. */
final class ReasonerSpecs {
    private ReasonerSpecs() {
    }

    static String name(String spec) {
        int colon = spec.indexOf(':');
        return colon < 0 ? spec : spec.substring(0, colon);
    }

    /** The options, sorted by key, in a map the caller may change. */
    static Map<String, String> options(String spec) {
        Map<String, String> options = new TreeMap<>();
        int colon = spec.indexOf(':');
        if (colon >= 0) {
            for (String option : spec.substring(colon + 1).split(",")) {
                int equals = option.indexOf('=');
                if (equals > 0) {
                    options.put(option.substring(0, equals), option.substring(equals + 1));
                }
            }
        }
        return options;
    }

    static String spec(String name, Map<String, String> options) {
        if (options.isEmpty()) {
            return name;
        }
        StringBuilder spec = new StringBuilder(name).append(':');
        options.forEach((key, value) -> spec.append(spec.charAt(spec.length() - 1) == ':' ? "" : ",")
                .append(key).append('=').append(value));
        return spec.toString();
    }
}
