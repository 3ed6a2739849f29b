package org.gdlbench.ggpbase.api;

import java.util.List;

/** The KIF text of a parenthesised list. */
final class Kif {
    private Kif() {
    }

    static String list(Object head, List<?> items) {
        StringBuilder text = new StringBuilder("(").append(head);
        items.forEach(item -> text.append(' ').append(item));
        return text.append(')').toString();
    }
}
