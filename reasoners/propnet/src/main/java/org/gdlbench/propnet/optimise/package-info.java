/**
 * The optimisation of the book's net before it is laid out:
 * {@link org.gdlbench.propnet.optimise.NetOptimiser} runs named passes ({@code NetPass}: unused
 * gates dropped, constants simplified, equal gates merged, disjunctions over a role's exclusive
 * moves rewritten, gates absorbed and factored, legal moves' shared literals taken out as guards,
 * goals' subsets shared) over the net's {@link org.gdlbench.propnet.net.GateGraph}, and logs the
 * net's counts before and after each pass when debugging.
 */
package org.gdlbench.propnet.optimise;
