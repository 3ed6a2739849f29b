/**
 * The Java code generated for a net and compiled in memory:
 * {@link org.gdlbench.propnet.codegen.NetCompiler} writes the methods of a compiled propagation,
 * {@link org.gdlbench.propnet.codegen.EvaluationCompiler} the straight-line full pass (its gates'
 * statements from {@code EvaluationStatements}, the roles its move part is specialised for from
 * {@code MoveSpecialisation}), {@code PlayoutWriter} the playout loop of either, and
 * {@link org.gdlbench.propnet.codegen.CodeTarget} names the game in each class's header and dumps
 * the sources with a {@code SlotLegend} mapping array slots to GDL atoms.
 */
package org.gdlbench.propnet.codegen;
