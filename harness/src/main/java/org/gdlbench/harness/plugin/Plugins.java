package org.gdlbench.harness.plugin;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;

/**
 * Reasoners from jars in a folder: each jar gets its own class loader over gdlbench's, and the
 * factories its {@code META-INF/services} lists join the registry. The jars are also appended
 * to {@code java.class.path}, which is the class path JMH gives its forks, so a benchmark fork
 * finds the same reasoners the ordinary way. A plug-in is one jar: its own dependencies shaded
 * in, gdlbench's not.
 */
public final class Plugins {
    static final String SERVICE = "META-INF/services/" + ReasonerFactory.class.getName();
    private static final Set<Path> LOADED = new HashSet<>();

    private Plugins() {
    }

    /**
     * Loads every {@code .jar} in {@code folder}, in name order; a jar loaded before is skipped.
     *
     * @return the names of the reasoners registered now
     * @throws ReasonerSpecException naming the jar when it is not a jar, registers no reasoner, or
     *     names a reasoner that is taken or cannot be loaded; nothing of that jar is registered
     */
    public static synchronized List<String> load(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new ReasonerSpecException("--plugins " + folder + ": not a folder");
        }
        List<String> names = new ArrayList<>();
        for (Path jar : jars(folder)) {
            Path real = real(jar);
            if (!LOADED.contains(real)) {
                names.addAll(loadJar(jar));
                LOADED.add(real);
            }
        }
        return names;
    }

    private static List<String> loadJar(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            if (file.getEntry(SERVICE) == null) {
                throw new ReasonerSpecException(jar + ": registers no reasoner (no " + SERVICE + " in it)");
            }
        } catch (IOException e) {
            throw new ReasonerSpecException(jar + ": not a readable jar (" + e.getMessage() + ")");
        }
        URLClassLoader loader = new URLClassLoader(new URL[] {url(jar)}, Plugins.class.getClassLoader());
        List<String> names = Reasoners.load(loader, jar.toString());
        if (names.isEmpty()) {
            throw new ReasonerSpecException(jar + ": its " + SERVICE + " lists no reasoner of its own");
        }
        String classPath = System.getProperty("java.class.path", "");
        System.setProperty("java.class.path", classPath.isEmpty() ? jar.toAbsolutePath().toString()
                : classPath + File.pathSeparator + jar.toAbsolutePath());
        return names;
    }

    private static List<Path> jars(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new ReasonerSpecException("--plugins " + folder + ": cannot list it (" + e.getMessage() + ")");
        }
    }

    private static Path real(Path jar) {
        try {
            return jar.toRealPath();
        } catch (IOException e) {
            return jar.toAbsolutePath().normalize();
        }
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new ReasonerSpecException(jar + ": cannot be named as a URL (" + e.getMessage() + ")");
        }
    }
}
