package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.Reasoners;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "reasoners", description = {
        "List the registered reasoners: name, what each is, and the options it takes as name:key=value."})
final class ReasonersCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (String name : Reasoners.names()) {
            ReasonerFactory factory = Reasoners.factory(name);
            out.println(name + ": " + factory.description());
            for (Map.Entry<String, Set<String>> option : new TreeMap<>(factory.options()).entrySet()) {
                String values = option.getValue().isEmpty() ? "VALUE" : String.join(" | ", new TreeSet<>(option.getValue()));
                out.println("    " + name + ":" + option.getKey() + "=" + values);
            }
        }
        return 0;
    }
}
