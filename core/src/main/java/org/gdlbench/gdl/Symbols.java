package org.gdlbench.gdl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The symbol table of one game: every constant, function and relation name interned to an int.
 *
 * <p>GDL is case-insensitive, so names are kept in lower case. The reserved words of GDL always
 * get the same ids (the constants below), so code can test {@code functor == Symbols.TRUE}
 * without a lookup. Each game has its own table; nothing here is global.
 */
public final class Symbols {
    public static final int ROLE = 0;
    public static final int INIT = 1;
    public static final int TRUE = 2;
    public static final int NEXT = 3;
    public static final int LEGAL = 4;
    public static final int DOES = 5;
    public static final int GOAL = 6;
    public static final int TERMINAL = 7;
    public static final int DISTINCT = 8;
    public static final int NOT = 9;
    public static final int OR = 10;
    public static final int BASE = 11;
    public static final int INPUT = 12;
    public static final int SEES = 13;
    public static final int RULE = 14;

    private static final String[] RESERVED = {
        "role", "init", "true", "next", "legal", "does", "goal", "terminal",
        "distinct", "not", "or", "base", "input", "sees", "<="
    };

    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> ids = new HashMap<>();

    public Symbols() {
        for (String reserved : RESERVED) {
            intern(reserved);
        }
    }

    /** The id of {@code name}, adding it when new; the name is normalised to lower case. */
    public int intern(String name) {
        String normal = normalise(name);
        Integer id = ids.get(normal);
        if (id != null) {
            return id;
        }
        int fresh = names.size();
        names.add(normal);
        ids.put(normal, fresh);
        return fresh;
    }

    /** The id of {@code name}, or -1 when this game never uses it. */
    public int lookup(String name) {
        Integer id = ids.get(normalise(name));
        return id == null ? -1 : id;
    }

    public String name(int id) {
        return names.get(id);
    }

    public int size() {
        return names.size();
    }

    public static String normalise(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** True for the ids of the GDL keywords (role, true, not, ...). */
    public static boolean isReserved(int id) {
        return id < RESERVED.length;
    }
}
