package org.gdlbench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Game;
import org.junit.jupiter.api.Test;

class ReasonerOptionsTest {
    enum Speed { SLOW, FAST }

    static final ReasonerOption<Speed> SPEED = ReasonerOption.choice("speed", "how fast",
            List.of(Speed.SLOW, Speed.FAST), speed -> speed.name().toLowerCase(java.util.Locale.ROOT), Speed.SLOW);
    static final ReasonerOption<Integer> DEPTH = ReasonerOption.positiveInt("depth", "how deep", 3);
    static final ReasonerOption<Double> SECONDS = ReasonerOption.positiveNumber("seconds", "how long", 1.5, "seconds");
    static final ReasonerOption<Boolean> CHECK = ReasonerOption.flag("check", "whether to check", true);
    static final ReasonerOption<String> DUMP = ReasonerOption.text("dump", "where to write", "a folder");

    /** Records the options its machine would be made with. */
    static final class Recording implements ReasonerFactory {
        ReasonerOptions seen;

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public String description() {
            return "test";
        }

        @Override
        public List<ReasonerOption<?>> options() {
            return List.of(SPEED, DEPTH, SECONDS, CHECK, DUMP);
        }

        @Override
        public StateMachine create(Game game, ReasonerOptions options) {
            seen = options;
            return null;
        }
    }

    @Test
    void typedValuesReachTheFactory() {
        Recording factory = new Recording();
        factory.create(null, Map.of("speed", "fast", "depth", "7", "seconds", "0.25", "check", "false", "dump", "out"));
        assertEquals(Speed.FAST, factory.seen.get(SPEED));
        assertEquals(7, factory.seen.get(DEPTH));
        assertEquals(0.25, factory.seen.get(SECONDS));
        assertFalse(factory.seen.get(CHECK));
        assertEquals("out", factory.seen.get(DUMP));
        assertTrue(factory.seen.given(DEPTH));
    }

    @Test
    void anOptionNotGivenHasItsDefault() {
        ReasonerOptions options = ReasonerOptions.defaults(new Recording());
        assertEquals(Speed.SLOW, options.get(SPEED));
        assertEquals(3, options.get(DEPTH));
        assertEquals(1.5, options.get(SECONDS));
        assertTrue(options.get(CHECK));
        assertNull(options.get(DUMP));
        assertFalse(options.given(DEPTH));
    }

    @Test
    void anUnknownKeyIsNamedWithTheKeysThereAre() {
        ReasonerSpecException e = assertThrows(ReasonerSpecException.class,
                () -> ReasonerOptions.parse(new Recording(), Map.of("sped", "fast")));
        assertEquals("reasoner 'recording' has no option 'sped' (did you mean 'speed'?)"
                + " (options: check, depth, dump, seconds, speed)", e.getMessage());
    }

    @Test
    void aValueNotAllowedIsNamedWithTheValuesAllowed() {
        Recording factory = new Recording();
        assertEquals("option 'speed' of reasoner 'recording' takes one of slow, fast, not 'quick'",
                assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("speed", "quick"))).getMessage());
        assertEquals("option 'depth' of reasoner 'recording' takes a positive whole number, not '2.5'",
                assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("depth", "2.5"))).getMessage());
        assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("depth", "0")));
        assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("depth", "3000000000")));
        assertEquals("option 'seconds' of reasoner 'recording' takes a positive number of seconds, not '-1'",
                assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("seconds", "-1"))).getMessage());
        assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("seconds", "NaN")));
        assertThrows(ReasonerSpecException.class, () -> factory.create(null, Map.of("check", "yes")));
        assertNull(factory.seen, "no machine is made with a bad option");
    }

    @Test
    void readingAnOptionNotDeclaredIsABug() {
        ReasonerOptions options = ReasonerOptions.defaults(new Recording());
        ReasonerOption<Integer> other = ReasonerOption.positiveInt("depth", "another option of the same name", 3);
        assertThrows(IllegalArgumentException.class, () -> options.get(other));
    }
}
