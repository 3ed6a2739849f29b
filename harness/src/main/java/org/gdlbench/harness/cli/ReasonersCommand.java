package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.Comparator;
import java.util.concurrent.Callable;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.Reasoners;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "reasoners", description = {
        "List the registered reasoners: name, what each is, and the options it takes as name:key=value,",
        "each with what it does, the values it takes and its default."})
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
            factory.options().stream().sorted(Comparator.comparing(ReasonerOption::name)).forEach(option -> {
                out.println("    " + name + ":" + option.name() + "=...  " + option.description());
                out.println("        takes " + option.values()
                        + (option.defaultText() == null ? "" : "; default " + option.defaultText()));
            });
        }
        return 0;
    }
}
