package org.gdlbench.machine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.util.NearestNames;

/**
 * The options a reasoner was given, parsed and checked against the options it declares: the one
 * place where {@code key=value} texts become values. A factory reads each option's typed value
 * with {@link #get}, its default when not given.
 */
public final class ReasonerOptions {
    private final String reasoner;
    private final Map<String, ReasonerOption<?>> declared;
    private final Map<String, Object> given;

    private ReasonerOptions(String reasoner, Map<String, ReasonerOption<?>> declared, Map<String, Object> given) {
        this.reasoner = reasoner;
        this.declared = declared;
        this.given = given;
    }

    /**
     * Parses {@code options} as {@code factory} declares them.
     *
     * @throws ReasonerSpecException in one line, for a key the factory does not declare (with its
     *                               keys) or a value it does not allow (with the values allowed)
     */
    public static ReasonerOptions parse(ReasonerFactory factory, Map<String, String> options) {
        Map<String, ReasonerOption<?>> declared = new LinkedHashMap<>();
        for (ReasonerOption<?> option : factory.options()) {
            if (declared.put(option.name(), option) != null) {
                throw new IllegalStateException("reasoner " + factory.name() + " declares option " + option + " twice");
            }
        }
        Map<String, Object> given = new HashMap<>();
        for (Map.Entry<String, String> entry : options.entrySet()) {
            ReasonerOption<?> option = declared.get(entry.getKey());
            if (option == null) {
                List<String> keys = new ArrayList<>(declared.keySet());
                keys.sort(null);
                throw new ReasonerSpecException("reasoner '" + factory.name() + "' has no option '" + entry.getKey() + "'"
                        + NearestNames.hint(entry.getKey(), keys)
                        + (keys.isEmpty() ? "" : " (options: " + String.join(", ", keys) + ")"));
            }
            given.put(option.name(), option.parse(factory.name(), entry.getValue()));
        }
        return new ReasonerOptions(factory.name(), declared, given);
    }

    /** No option given: every option at its default. */
    public static ReasonerOptions defaults(ReasonerFactory factory) {
        return parse(factory, Map.of());
    }

    /**
     * The value of {@code option}: the one given, else its default.
     *
     * @throws IllegalArgumentException when the reasoner does not declare {@code option}: a bug
     */
    public <T> T get(ReasonerOption<T> option) {
        if (declared.get(option.name()) != option) {
            throw new IllegalArgumentException("reasoner " + reasoner + " reads option " + option + " it does not declare");
        }
        @SuppressWarnings("unchecked") // put by option.parse, so of option's type
        T value = given.containsKey(option.name()) ? (T) given.get(option.name()) : option.defaultValue();
        return value;
    }

    /** Whether {@code option} was given, rather than left at its default. */
    public boolean given(ReasonerOption<?> option) {
        get(option);
        return given.containsKey(option.name());
    }
}
