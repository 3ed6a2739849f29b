package org.gdlbench.harness.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.harness.plugin.Plugins;
import org.gdlbench.machine.ReasonerSpecException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --plugins DIR}: reasoners from the jars in a folder, loaded as the command line is
 * read. Without it, the {@code plugins} folder beside the launcher (system property
 * {@code gdlbench.plugins}, set by {@code ./gdlbench}) when there is one.
 */
final class PluginsOption {
    static final String DEFAULT_PROPERTY = "gdlbench.plugins";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--plugins", paramLabel = "DIR", defaultValue = "${sys:" + DEFAULT_PROPERTY + "}",
            description = "Load reasoners from the jars in DIR (default: the plugins folder beside the launcher).")
    void load(Path folder) {
        if (folder == null) {
            return;
        }
        boolean isDefault = folder.toString().equals(System.getProperty(DEFAULT_PROPERTY));
        if (isDefault && !Files.isDirectory(folder)) {
            return;
        }
        try {
            Plugins.load(folder);
        } catch (ReasonerSpecException e) {
            // as a bad option, so that picocli reports the message alone
            throw new ParameterException(command.commandLine(), e.getMessage());
        }
    }
}
