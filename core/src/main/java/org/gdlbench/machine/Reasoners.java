package org.gdlbench.machine;

import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import org.gdlbench.gdl.Game;
import org.gdlbench.util.NearestNames;

/**
 * The registry of reasoners on the class path, found by their short names. Plug-ins loaded later
 * through their own class loader ({@link #load(ClassLoader, String)}) join it.
 */
public final class Reasoners {
    /** The name of the reference reasoner, the oracle every other reasoner is checked against. */
    public static final String REFERENCE = "reference";
    private static final Map<String, ReasonerFactory> FACTORIES = new ConcurrentSkipListMap<>(load());

    private Reasoners() {
    }

    private static Map<String, ReasonerFactory> load() {
        Map<String, ReasonerFactory> found = new TreeMap<>();
        for (ReasonerFactory factory : ServiceLoader.load(ReasonerFactory.class)) {
            ReasonerFactory previous = found.put(factory.name(), factory);
            if (previous != null) {
                throw new IllegalStateException("two reasoners are named " + factory.name());
            }
        }
        return found;
    }

    /**
     * Registers the reasoners that {@code loader} itself provides (not those of its parents, which
     * are registered already), all or none.
     *
     * @param origin where the loader's classes come from, for messages, e.g. a jar's path
     * @return the names registered, sorted
     * @throws ReasonerSpecException when a name is taken, or a listed factory cannot be loaded
     */
    public static synchronized List<String> load(ClassLoader loader, String origin) {
        Map<String, ReasonerFactory> added = new TreeMap<>();
        try {
            for (ReasonerFactory factory : ServiceLoader.load(ReasonerFactory.class, loader)) {
                if (factory.getClass().getClassLoader() != loader) {
                    continue;
                }
                ReasonerFactory taken = FACTORIES.containsKey(factory.name())
                        ? FACTORIES.get(factory.name()) : added.get(factory.name());
                if (taken != null) {
                    throw new ReasonerSpecException(origin + ": reasoner '" + factory.name()
                            + "' is already registered by " + originOf(taken));
                }
                added.put(factory.name(), factory);
            }
        } catch (ServiceConfigurationError | LinkageError e) {
            throw new ReasonerSpecException(origin + ": cannot load its reasoners: " + e.getMessage());
        }
        FACTORIES.putAll(added);
        return new ArrayList<>(added.keySet());
    }

    /**
     * Registers one factory made at run time (an engine named on the command line).
     *
     * @throws ReasonerSpecException when its name is taken
     */
    public static synchronized void register(ReasonerFactory factory, String origin) {
        ReasonerFactory taken = FACTORIES.get(factory.name());
        if (taken != null) {
            throw new ReasonerSpecException(origin + ": reasoner '" + factory.name() + "' is already registered by "
                    + originOf(taken));
        }
        FACTORIES.put(factory.name(), factory);
    }

    /** Takes back a factory made at run time, when what named it (a command) ends. */
    public static synchronized void unregister(String name) {
        FACTORIES.remove(name);
    }

    private static String originOf(ReasonerFactory factory) {
        CodeSource source = factory.getClass().getProtectionDomain().getCodeSource();
        return source == null ? factory.getClass().getName() : source.getLocation().toString();
    }

    /** The registered names, sorted. */
    public static List<String> names() {
        return new ArrayList<>(FACTORIES.keySet());
    }

    public static ReasonerFactory factory(String name) {
        ReasonerFactory factory = FACTORIES.get(name);
        if (factory == null) {
            throw new ReasonerSpecException("unknown reasoner '" + name + "'" + NearestNames.hint(name, FACTORIES.keySet())
                    + "; known: " + String.join(", ", FACTORIES.keySet()));
        }
        return factory;
    }

    /**
     * Checks a spec's name and options without preparing anything.
     *
     * @throws ReasonerSpecException when the name is unknown, or an option unknown or its value not allowed
     */
    public static ReasonerSpec check(ReasonerSpec spec) {
        options(spec);
        return spec;
    }

    /** The options of {@code spec}, parsed by its reasoner. @throws ReasonerSpecException as {@link #check} */
    public static ReasonerOptions options(ReasonerSpec spec) {
        return ReasonerOptions.parse(factory(spec.name()), spec.options());
    }

    /**
     * Prepares the reasoner named by {@code spec} for {@code game}. A reasoner that runs out of
     * heap or stack preparing refuses the game ({@link ResourceExhaustion}), for every caller.
     */
    public static StateMachine create(ReasonerSpec spec, Game game) {
        ReasonerOptions options = options(spec);
        try {
            return FACTORIES.get(spec.name()).create(game, options);
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw ResourceExhaustion.giveUp(e, "preparing");
        }
    }

    public static StateMachine create(String spec, Game game) {
        return create(ReasonerSpec.parse(spec), game);
    }
}
