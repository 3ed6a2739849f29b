package org.gdlbench.machine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers values 0, 1, 2, ... in the order they are first met: how a machine that learns a role's
 * moves as play meets them gives each its id.
 *
 * @param <V> the values numbered, with equality by value
 */
public final class Numbering<V> {
    private final List<V> values = new ArrayList<>();
    private final Map<V, Integer> ids = new HashMap<>();

    /** The id of {@code value}, numbering it now when it is met for the first time. */
    public int id(V value) {
        Integer id = ids.get(value);
        if (id == null) {
            id = values.size();
            values.add(value);
            ids.put(value, id);
        }
        return id;
    }

    /** The id of {@code value}, or -1 when it has not been met. */
    public int find(V value) {
        return ids.getOrDefault(value, -1);
    }

    /** The value numbered {@code id}. */
    public V value(int id) {
        return values.get(id);
    }

    /** How many values have been numbered. */
    public int size() {
        return values.size();
    }
}
