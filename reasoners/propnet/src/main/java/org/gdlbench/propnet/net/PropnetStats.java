package org.gdlbench.propnet.net;

import org.gdlbench.grounding.GroundingStats;

/**
 * The size of a propnet before and after optimisation, and what building it cost. Negations are
 * inverted links in the optimised net, so it has no not-gates of its own.
 *
 * @param grounding      what grounding produced (its time not included in {@code buildMillis})
 * @param bookAnds       and-gates of the net as the book builds it: one per ground rule
 * @param bookOrs        or-gates of that net: one per view
 * @param bookNots       not-gates of that net: one per negated atom
 * @param bases          base propositions (fluents)
 * @param inputs         input propositions (moves)
 * @param ands           and-gates after optimisation
 * @param ors            or-gates after optimisation
 * @param invertedLinks  links that negate (the not-gates, folded into links)
 * @param transitions    transitions whose input is not a constant
 * @param links          links in all: gate inputs and outputs read by the machine
 * @param recursive      components of the net with a positive cycle, recomputed as a whole
 * @param goalOnlyGates  gates that feed only goals, evaluated when a goal is asked for rather than propagated
 * @param buildMillis    CPU time to build and optimise the net
 */
public record PropnetStats(GroundingStats grounding, int bookAnds, int bookOrs, int bookNots, int bases, int inputs,
                           int ands, int ors, int invertedLinks, int transitions, int links, int recursive,
                           int goalOnlyGates, long buildMillis) {
    @Override
    public String toString() {
        return String.format("book net %d and, %d or, %d not; optimised to %d and, %d or, %d inverted links,"
                        + " %d transitions, %d links, %d recursive components, %d gates only for goals;"
                        + " over %d bases and %d inputs in %d ms",
                bookAnds, bookOrs, bookNots, ands, ors, invertedLinks, transitions, links, recursive, goalOnlyGates,
                bases, inputs, buildMillis);
    }
}
