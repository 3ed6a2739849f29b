package org.gdlbench.codegen;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles one generated Java class in memory with the JDK's compiler and defines it as a hidden
 * class beside a given lookup class, so the generated code may use that package's package-private
 * types and is unloaded once nothing refers to it.
 */
public final class JavaSourceCompiler {
    private JavaSourceCompiler() {}

    /** Whether this JVM has a Java compiler (a JDK, not only a runtime). */
    public static boolean available() {
        return ToolProvider.getSystemJavaCompiler() != null;
    }

    /**
     * Compiles {@code source}, a top-level class {@code simpleName} in the lookup class's package
     * that declares no nested or local classes, and defines it.
     *
     * @param host a full-privilege lookup in the generated class's package
     * @param classPathOf classes whose code locations make the class path the source compiles against
     * @return a full-privilege lookup on the defined hidden class
     * @throws IllegalStateException when there is no compiler or the source does not compile (a generator bug)
     */
    public static MethodHandles.Lookup define(MethodHandles.Lookup host, String simpleName, String source,
            List<Class<?>> classPathOf) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java runtime has no compiler");
        }
        String packageName = host.lookupClass().getPackageName();
        String className = packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        ByteArrayOutputStream classFile = new ByteArrayOutputStream();
        StandardJavaFileManager standard = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
        JavaFileManager files = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind,
                    FileObject sibling) {
                if (!name.equals(className)) {
                    throw new IllegalStateException("generated code declared a second class: " + name);
                }
                return new SimpleJavaFileObject(URI.create("bytes:///" + name.replace('.', '/') + ".class"), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return classFile;
                    }
                };
            }
        };
        JavaFileObject unit = new SimpleJavaFileObject(
                URI.create("string:///" + className.replace('.', '/') + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        List<String> options = List.of("-classpath", classPath(classPathOf), "-g:none", "-proc:none",
                "-implicit:none", "-Xlint:none", "-nowarn");
        boolean compiled = javac.getTask(null, files, diagnostics, options, null, List.of(unit)).call();
        if (!compiled) {
            String first = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                    .map(d -> "line " + d.getLineNumber() + ": " + d.getMessage(null))
                    .findFirst().orElse("no diagnostic");
            throw new IllegalStateException("generated class " + className + " does not compile: " + first);
        }
        try {
            return host.defineHiddenClass(classFile.toByteArray(), true);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define generated class " + className, e);
        }
    }

    private static String classPath(List<Class<?>> classes) {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> type : classes) {
            try {
                entries.add(Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
            } catch (URISyntaxException | NullPointerException e) {
                throw new IllegalStateException("cannot tell where " + type.getName() + " was loaded from", e);
            }
        }
        return entries.stream().collect(Collectors.joining(File.pathSeparator));
    }
}
