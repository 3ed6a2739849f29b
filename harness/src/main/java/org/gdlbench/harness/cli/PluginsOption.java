package org.gdlbench.harness.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.harness.plugin.Plugins;
import picocli.CommandLine.Option;

/**
 * {@code --plugins DIR}: reasoners from the jars in a folder, loaded as the command line is
 * read. Without it, the {@code plugins} folder beside the launcher (system property
 * {@code gdlbench.plugins}, set by {@code ./gdlbench}) when there is one.
 */
final class PluginsOption {
    static final String DEFAULT_PROPERTY = "gdlbench.plugins";

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
        Plugins.load(folder);
    }
}
