package org.gdlbench.machine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * One option a reasoner takes as {@code name:key=value}: its key, what it does, the values it
 * allows and its default. A factory declares its options ({@link ReasonerFactory#options()}) and
 * reads their typed values from {@link ReasonerOptions}; the text a user wrote is parsed here
 * only, once, when the spec is checked, so no reasoner reads option strings itself.
 *
 * @param <T> the type of the option's value
 */
public final class ReasonerOption<T> {
    private final String name;
    private final String description;
    private final String values;
    private final T defaultValue;
    private final String defaultText;
    /** The value a text stands for, or null when the text is not one of the allowed values. */
    private final Function<String, T> parser;

    private ReasonerOption(String name, String description, String values, T defaultValue, String defaultText,
                           Function<String, T> parser) {
        this.name = Objects.requireNonNull(name);
        this.description = Objects.requireNonNull(description);
        this.values = values;
        this.defaultValue = defaultValue;
        this.defaultText = defaultText;
        this.parser = parser;
    }

    /**
     * An option taking one of {@code values}, each written as its name by {@code nameOf} (e.g. an
     * ordering's name for the ordering), listed in that order.
     */
    public static <T> ReasonerOption<T> choice(String name, String description, List<T> values,
                                               Function<T, String> nameOf, T defaultValue) {
        Map<String, T> named = new LinkedHashMap<>();
        for (T value : values) {
            named.put(nameOf.apply(value), value);
        }
        if (!values.contains(defaultValue)) {
            throw new IllegalArgumentException("option " + name + "'s default is not one of its values");
        }
        return new ReasonerOption<>(name, description, "one of " + String.join(", ", named.keySet()),
                defaultValue, nameOf.apply(defaultValue), named::get);
    }

    /** An option taking one of the names {@code values}, its value the name itself. */
    public static ReasonerOption<String> choice(String name, String description, String defaultName, String... values) {
        return choice(name, description, List.of(values), Function.identity(), defaultName);
    }

    /** An option taking {@code true} or {@code false}. */
    public static ReasonerOption<Boolean> flag(String name, String description, boolean defaultValue) {
        return choice(name, description, List.of(true, false), String::valueOf, defaultValue);
    }

    /** An option taking a whole number from 1 to {@link Integer#MAX_VALUE}. */
    public static ReasonerOption<Integer> positiveInt(String name, String description, int defaultValue) {
        return new ReasonerOption<>(name, description, "a positive whole number", defaultValue,
                String.valueOf(defaultValue), text -> {
                    Long value = wholeNumber(text);
                    return value == null || value > Integer.MAX_VALUE ? null : value.intValue();
                });
    }

    /** An option taking a positive whole number. */
    public static ReasonerOption<Long> positiveLong(String name, String description, long defaultValue) {
        return new ReasonerOption<>(name, description, "a positive whole number", defaultValue,
                String.valueOf(defaultValue), ReasonerOption::wholeNumber);
    }

    /**
     * An option taking a positive number, at most {@link Integer#MAX_VALUE}; {@code unit} says what
     * it counts, e.g. "seconds", or is empty.
     */
    public static ReasonerOption<Double> positiveNumber(String name, String description, double defaultValue,
                                                        String unit) {
        return new ReasonerOption<>(name, description, "a positive number" + (unit.isEmpty() ? "" : " of " + unit),
                defaultValue, plain(defaultValue), text -> {
                    try {
                        double value = Double.parseDouble(text);
                        return value > 0 && value <= Integer.MAX_VALUE ? value : null;
                    } catch (NumberFormatException e) {
                        return null;
                    }
                });
    }

    /**
     * An option taking any text, such as a folder or a class name, described for people by
     * {@code what} (e.g. "a folder"); absent, its value is null.
     */
    public static ReasonerOption<String> text(String name, String description, String what) {
        return new ReasonerOption<>(name, description, what, null, null, text -> text);
    }

    private static Long wholeNumber(String text) {
        try {
            long value = Long.parseLong(text);
            return value > 0 ? value : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** 10.0 as "10", 0.5 as "0.5". */
    private static String plain(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? String.valueOf((long) value) : String.valueOf(value);
    }

    /** The key users write, e.g. {@code ordering}. */
    public String name() {
        return name;
    }

    /** What the option does, one line. */
    public String description() {
        return description;
    }

    /** The values it allows, for people: "one of best, original, worst", "a positive whole number". */
    public String values() {
        return values;
    }

    /** The value when the option is not given; null for an option without one. */
    public T defaultValue() {
        return defaultValue;
    }

    /** The default as users would write it, or null when there is none. */
    public String defaultText() {
        return defaultText;
    }

    /**
     * The value {@code text} stands for.
     *
     * @throws ReasonerSpecException naming the option, the reasoner and the values allowed, in one line
     */
    T parse(String reasoner, String text) {
        T value = parser.apply(text);
        if (value == null) {
            throw new ReasonerSpecException("option '" + name + "' of reasoner '" + reasoner + "' takes " + values
                    + ", not '" + text + "'");
        }
        return value;
    }

    @Override
    public String toString() {
        return name;
    }
}
