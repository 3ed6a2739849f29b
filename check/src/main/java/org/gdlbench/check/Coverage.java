package org.gdlbench.check;

import java.util.ArrayList;
import java.util.List;

/**
 * What the states compared on one game exercised, as the reference saw them: the sheet's rules
 * that derived something, the goal values reached per role, whether a terminal state was reached,
 * and the forms of legal moves (functor and arity, e.g. {@code mark/2}, {@code noop}) per role.
 *
 * @param rules the sheet's rules (facts and base and input rules apart, which play never asks)
 *     that derived an answer, counted as written (a rule normalisation splits counts once); null
 *     when the reference cannot report its derivations
 * @param goalValues (role, value) pairs reached, of those the goal rules name or play reached
 * @param moveForms (role, form) pairs seen legal, of those the legal rules name or play reached
 * @param never what was never exercised, in the sheet's order: rules as {@code line N (rule)},
 *     then {@code goal V of R}, {@code terminal}, {@code move F of R}
 */
public record Coverage(Count rules, Count goalValues, boolean terminalReached, Count moveForms, List<String> never) {
    /** How many items of a kind were exercised, of how many. */
    public record Count(int exercised, int total) {
        @Override
        public String toString() {
            return exercised + "/" + total;
        }
    }

    /** How many never-exercised items the one-line form lists before "and N more". */
    public static final int NEVER_SHOWN = 5;
    /** Characters of a rule's text shown in the one-line form. */
    private static final int RULE_TEXT_SHOWN = 60;

    public Coverage {
        never = List.copyOf(never);
    }

    /** Whether everything was exercised. */
    public boolean complete() {
        return never.isEmpty();
    }

    /** "rules 47/49 exercised, goal values 6/6, terminal reached, move forms 3/3". */
    public String summary() {
        return (rules == null ? "rules not reported by the reference" : "rules " + rules + " exercised")
                + ", goal values " + goalValues + ", terminal " + (terminalReached ? "reached" : "never reached")
                + ", move forms " + moveForms;
    }

    /** {@link #summary()} and the first few items never exercised, rule texts shortened. */
    public String line() {
        if (never.isEmpty()) {
            return summary();
        }
        List<String> shown = new ArrayList<>();
        for (String item : never.subList(0, Math.min(NEVER_SHOWN, never.size()))) {
            shown.add(item.length() <= RULE_TEXT_SHOWN + 12 ? item : item.substring(0, RULE_TEXT_SHOWN + 11) + "…)");
        }
        String more = never.size() > NEVER_SHOWN ? ", … and " + (never.size() - NEVER_SHOWN) + " more" : "";
        return summary() + "; never: " + String.join(", ", shown) + more;
    }
}
