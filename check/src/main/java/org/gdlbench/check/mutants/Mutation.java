package org.gdlbench.check.mutants;

/**
 * One single-point bug planted in a rule sheet: a rule, a literal or a constant changed in one
 * place. Texts are the sheet's own rules printed back (one line each, comments and layout gone).
 *
 * @param number where it stands in the game's list of mutations, from 1
 * @param kind what was changed
 * @param line the line of the sheet where the changed rule starts
 * @param rule the changed rule as the sheet has it
 * @param original the part changed: the rule dropped, the literal or head edited
 * @param mutated what replaces {@link #original}; empty when it was dropped
 * @param ruleIndex the changed rule's index in the sheet's rules
 * @param mutatedRule the changed rule after the change; empty when the rule was dropped
 */
public record Mutation(int number, Kind kind, int line, String rule, String original, String mutated, int ruleIndex,
                       String mutatedRule) {
    /** The single-point bugs, in the order a rule's mutations are listed. */
    public enum Kind {
        /** A rule with a body, or a fact of legal, next, goal or terminal, removed. */
        DROP_RULE("drop-rule"),
        /** An {@code init} fact or rule removed. */
        DROP_INIT("drop-init"),
        /** A goal rule's value replaced: 0 by 100, any other by 0. */
        GOAL_VALUE("goal-value"),
        /** A body literal (or a disjunct of an {@code or}) removed. */
        DROP_LITERAL("drop-literal"),
        /** A positive literal or a {@code distinct} put under {@code not}. */
        NEGATE("negate"),
        /** A {@code not} taken away. */
        UN_NEGATE("un-negate"),
        /** A number in a rule's head or body raised by one. */
        CONSTANT_UP("constant+1"),
        /** A number in a rule's head or body lowered by one (never below 0). */
        CONSTANT_DOWN("constant-1");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** The name the reports use, such as {@code drop-literal}. */
        public String label() {
            return label;
        }
    }

    /** "(true (cell 1 1 ?z)) -> (true (cell 1 2 ?z))", or "drop (not open)". */
    public String change() {
        return mutated.isEmpty() ? "drop " + original : original + " -> " + mutated;
    }
}
