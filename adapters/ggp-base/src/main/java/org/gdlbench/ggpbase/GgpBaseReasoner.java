package org.gdlbench.ggpbase;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.gdlbench.gdl.Game;
import org.gdlbench.ggpbase.api.GgpStateMachine;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * The reasoner {@code ggp-base}: a Java engine written against the ggp-base state machine API,
 * named by {@code machine=CLASS}, with its jars (a jar, or a folder of jars such as the engine's
 * and ggp-base's) by {@code jars=PATH}. The class either implements the adapter's
 * {@link GgpStateMachine} or extends ggp-base's own {@code StateMachine}, which is then bound by
 * name (docs/GGP-BASE.md). A new engine object is made for each game, by its no-argument constructor.
 */
public final class GgpBaseReasoner implements ReasonerFactory {
    public static final String NAME = "ggp-base";
    static final ReasonerOption<String> MACHINE = ReasonerOption.text("machine",
            "the engine's class: an adapter GgpStateMachine or a ggp-base StateMachine (required)", "a class name");
    static final ReasonerOption<String> JARS = ReasonerOption.text("jars",
            "the engine's jars: a jar, or a folder of jars (by default the class path)", "a path");
    /** One class loader per jars option, so a game's engines share loaded classes and JIT work. */
    private static final Map<String, ClassLoader> LOADERS = new ConcurrentHashMap<>();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "a Java engine written against ggp-base's state machine API (options machine=CLASS, jars=PATH)";
    }

    @Override
    public List<ReasonerOption<?>> options() {
        return List.of(MACHINE, JARS);
    }

    /** It must be told which engine to run: "every reasoner" leaves it out. */
    @Override
    public boolean runsWithoutOptions() {
        return false;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        String className = options.get(MACHINE);
        if (className == null) {
            throw new ReasonerSpecException("reasoner '" + NAME + "' needs the option machine=CLASS, the engine's class"
                    + " (e.g. " + NAME + ":machine=com.example.MyMachine,jars=engine/)");
        }
        ClassLoader loader = options.given(JARS) ? loader(options.get(JARS))
                : Thread.currentThread().getContextClassLoader();
        GgpStateMachine engine = engine(className, loader == null ? GgpBaseReasoner.class.getClassLoader() : loader);
        try {
            return new GgpMachine(game, engine);
        } catch (RuntimeException e) {
            throw new UnsupportedGameException("the engine " + className + " failed to load " + game.name() + ": " + e);
        }
    }

    private static GgpStateMachine engine(String className, ClassLoader loader) {
        Object instance;
        try {
            Class<?> type = Class.forName(className, true, loader);
            instance = type.getConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new ReasonerSpecException("reasoner '" + NAME + "': no class " + className + " on its class path"
                    + " (name the engine's jars with jars=PATH)");
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new ReasonerSpecException("reasoner '" + NAME + "': cannot make a " + className
                    + " with its no-argument constructor: " + e);
        }
        if (instance instanceof GgpStateMachine machine) {
            return machine;
        }
        try {
            Class<?> ggpBase = Class.forName(ReflectiveMachine.STATE_MACHINE, false, loader);
            if (ggpBase.isInstance(instance)) {
                return new ReflectiveMachine(instance, loader);
            }
        } catch (ClassNotFoundException e) {
            // neither kind of engine: said below
        } catch (IllegalArgumentException e) {
            throw new ReasonerSpecException("reasoner '" + NAME + "': " + className + ": " + e.getMessage());
        }
        throw new ReasonerSpecException("reasoner '" + NAME + "': " + className + " is neither a "
                + GgpStateMachine.class.getName() + " nor a " + ReflectiveMachine.STATE_MACHINE);
    }

    private static ClassLoader loader(String jars) {
        return LOADERS.computeIfAbsent(jars, path -> new URLClassLoader(urls(Path.of(path)),
                GgpBaseReasoner.class.getClassLoader()));
    }

    private static URL[] urls(Path path) {
        List<Path> jars = new ArrayList<>();
        if (Files.isDirectory(path)) {
            try (Stream<Path> files = Files.list(path)) {
                files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().forEach(jars::add);
            } catch (IOException e) {
                throw new ReasonerSpecException("reasoner '" + NAME + "': cannot list " + path + " (" + e.getMessage() + ")");
            }
        } else if (Files.isRegularFile(path)) {
            jars.add(path);
        }
        if (jars.isEmpty()) {
            throw new ReasonerSpecException("reasoner '" + NAME + "': jars=" + path + " is neither a jar nor a folder of jars");
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars) {
            try {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new ReasonerSpecException("reasoner '" + NAME + "': " + jar + " cannot be named as a URL");
            }
        }
        return urls.toArray(URL[]::new);
    }
}
