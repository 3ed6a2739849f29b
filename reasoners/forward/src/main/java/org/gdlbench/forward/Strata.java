package org.gdlbench.forward;

import org.gdlbench.machine.GameRuleException;

/**
 * Runs the components of the dependency graph over a knowledge base, each after the ones it
 * reads: a component without recursion runs each rule once, a recursive one until nothing new
 * appears, and one that negates its own relations by alternating fixpoints.
 */
final class Strata {
    /**
     * Rules of one component of the dependency graph and the relations they define; for a
     * component that negates its own relations, those relations and their shadows.
     */
    record Component(RuleProcessor[] rules, int[] relations, boolean recursive, int[] negated, int[] shadows) {
    }

    private final KnowledgeBase kb;

    Strata(KnowledgeBase kb) {
        this.kb = kb;
    }

    void run(Component[] components) {
        for (Component component : components) {
            if (component.shadows().length > 0) {
                alternate(component);
            } else if (component.recursive()) {
                saturate(component);
            } else {
                for (RuleProcessor rule : component.rules()) {
                    rule.run(kb);
                }
            }
        }
    }

    /** Runs a recursive component's rules until nothing new appears. */
    private void saturate(Component component) {
        int before;
        int after = facts(component);
        do {
            before = after;
            for (RuleProcessor rule : component.rules()) {
                rule.run(kb);
            }
            after = facts(component);
        } while (after != before);
    }

    /**
     * A component that negates its own relations (stratified only atom by atom, as in
     * {@code (<= (goal ?r 100) (not (goal ?r 0)))}), by alternating fixpoints: the negations read
     * the shadows, which hold the previous round's result (nothing at first); the rounds end when
     * a round gives back what its negations read, the well-founded model, which for such rules
     * is the one model.
     */
    private void alternate(Component component) {
        int[] negated = component.negated();
        int[] shadows = component.shadows();
        for (int shadow : shadows) {
            kb.clear(shadow);
        }
        for (int round = 0; ; round++) {
            for (int relation : component.relations()) {
                kb.clear(relation);
            }
            saturate(component);
            boolean same = true;
            for (int i = 0; i < negated.length && same; i++) {
                same = sameFacts(negated[i], shadows[i]);
            }
            if (same) {
                return;
            }
            if (round > 2 * facts(component) + 2) {
                throw new GameRuleException("the rules negating their own relations have no single model");
            }
            for (int i = 0; i < negated.length; i++) {
                kb.clear(shadows[i]);
                int[] list = kb.lists[negated[i]];
                for (int k = 0; k < kb.sizes[negated[i]]; k++) {
                    kb.add(shadows[i], list[k]);
                }
            }
        }
    }

    private boolean sameFacts(int relation, int shadow) {
        if (kb.sizes[relation] != kb.sizes[shadow]) {
            return false;
        }
        int[] list = kb.lists[relation];
        for (int k = 0; k < kb.sizes[relation]; k++) {
            if (!kb.exists(shadow, list[k])) {
                return false;
            }
        }
        return true;
    }

    private int facts(Component component) {
        int facts = 0;
        for (int relation : component.relations()) {
            facts += kb.sizes[relation];
        }
        return facts;
    }
}
