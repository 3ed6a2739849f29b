package org.gdlbench.corpus;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names of a folder's rule sheets. A sheet is named by its file name without {@code .kif};
 * a name several sheets share is replaced, for each of them, by the sheet's path in the folder
 * with its folders joined by {@value #SEPARATOR}: {@code tictactoe.kif} beside
 * {@code tictactoe/tictactoe.kif} are {@code tictactoe} and {@code tictactoe__tictactoe}. Names
 * stay file names (no {@code /}), because result folders, match records and logs are named after
 * games.
 */
final class SheetNames {
    static final String SEPARATOR = "__";

    private SheetNames() {
    }

    /** Every file's name, unique, in the order of {@code files}. */
    static Map<Path, String> of(Path folder, List<Path> files) {
        Map<String, Integer> sharing = new HashMap<>();
        for (Path file : files) {
            sharing.merge(fileName(file), 1, Integer::sum);
        }
        Map<Path, String> names = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (Path file : files) {
            String name = sharing.get(fileName(file)) == 1 ? fileName(file) : pathName(folder.relativize(file));
            // only a folder path spelled like a file name (a/b.kif beside a__b.kif) can still clash
            String unique = name;
            for (int n = 2; !taken.add(unique); n++) {
                unique = name + "~" + n;
            }
            names.put(file, unique);
        }
        return names;
    }

    private static String fileName(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".kif".length());
    }

    private static String pathName(Path relative) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            name.append(relative.getName(i)).append(SEPARATOR);
        }
        return name.append(fileName(relative)).toString();
    }
}
