package org.gdlbench.machine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * What preparing a state machine built, as data: the back end chosen, the preparation phases
 * with their times, sizes (ground atoms, rules, gates, links, generated code) and the reason for
 * each choice made. Result rows record it so reports can group by back end and chart phases;
 * {@link #summary()} renders the one line shown to people.
 *
 * <p>Size keys are camelCase nouns with their unit in the name where it is not a count
 * ({@code groundAtoms}, {@code groundRules}, {@code components}, {@code links},
 * {@code generatedCodeBytes}); {@link Sizes} names the common ones.
 *
 * @param backend the evaluation back end chosen, e.g. {@code compiled-propagation}; empty when
 *     the reasoner has only one
 * @param phases the preparation phases in the order they ran
 * @param sizes what was built, by name, in insertion order
 * @param reasons why each choice was made, one sentence each
 */
public record Preparation(String backend, List<Phase> phases, Map<String, Long> sizes, List<String> reasons) {
    /** A machine that reports nothing of its preparation. */
    public static final Preparation NONE = new Preparation("", List.of(), Map.of(), List.of());

    public Preparation {
        phases = List.copyOf(phases);
        sizes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sizes));
        reasons = List.copyOf(reasons);
    }

    /** One preparation phase and how long it took. */
    public record Phase(String name, long nanos) {
        public double millis() {
            return nanos / 1e6;
        }
    }

    /** The size keys several reasoners share. */
    public static final class Sizes {
        public static final String GROUND_ATOMS = "groundAtoms";
        public static final String GROUND_RULES = "groundRules";
        public static final String COMPONENTS = "components";
        public static final String LINKS = "links";
        public static final String GENERATED_CODE_BYTES = "generatedCodeBytes";

        private Sizes() {}
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The sum of every phase's time. */
    public long totalNanos() {
        long total = 0;
        for (Phase phase : phases) {
            total += phase.nanos();
        }
        return total;
    }

    /** The one line for people, e.g. {@code compiled-propagation; ground 120 ms, net 40 ms; groundAtoms 5,478, links 8,010}. */
    public String summary() {
        StringJoiner line = new StringJoiner("; ");
        if (!backend.isEmpty()) {
            line.add(backend);
        }
        if (!phases.isEmpty()) {
            StringJoiner times = new StringJoiner(", ");
            phases.forEach(p -> times.add(p.name() + " " + Math.round(p.millis()) + " ms"));
            line.add(times.toString());
        }
        if (!sizes.isEmpty()) {
            StringJoiner counts = new StringJoiner(", ");
            sizes.forEach((k, v) -> counts.add(String.format("%s %,d", k, v)));
            line.add(counts.toString());
        }
        reasons.forEach(line::add);
        return line.toString();
    }

    /** Collects a preparation record while a machine is being built. */
    public static final class Builder {
        private String backend = "";
        private final List<Phase> phases = new ArrayList<>();
        private final Map<String, Long> sizes = new LinkedHashMap<>();
        private final List<String> reasons = new ArrayList<>();

        public Builder backend(String name) {
            this.backend = name;
            return this;
        }

        public Builder phase(String name, long nanos) {
            phases.add(new Phase(name, nanos));
            return this;
        }

        public Builder size(String key, long value) {
            sizes.put(key, value);
            return this;
        }

        public Builder reason(String sentence) {
            reasons.add(sentence);
            return this;
        }

        /** Adds every phase, size and reason of {@code other} (e.g. the grounding's, under a net's). */
        public Builder include(Preparation other) {
            phases.addAll(other.phases());
            sizes.putAll(other.sizes());
            reasons.addAll(other.reasons());
            return this;
        }

        public Preparation build() {
            return new Preparation(backend, phases, sizes, reasons);
        }
    }
}
