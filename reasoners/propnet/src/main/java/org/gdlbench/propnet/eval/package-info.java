/**
 * The evaluation back ends, which keep a net's gates current as its marking changes: one
 * {@link org.gdlbench.propnet.eval.Evaluator} per back end
 * ({@link org.gdlbench.propnet.eval.InterpretedPropagation},
 * {@link org.gdlbench.propnet.eval.CompiledPropagation},
 * {@link org.gdlbench.propnet.eval.FullEvaluation}), the
 * {@link org.gdlbench.propnet.eval.Marking} they keep current, and what the machine reads through
 * it: legal moves ({@link org.gdlbench.propnet.eval.LegalMoves}), goals
 * ({@link org.gdlbench.propnet.eval.GoalEvaluator}, in the way a
 * {@link org.gdlbench.propnet.eval.GoalEvaluation} names), a playout's saved start
 * ({@link org.gdlbench.propnet.eval.StartMarking}) and the generated playout loop
 * ({@link org.gdlbench.propnet.eval.GeneratedPlayout}). The classes generated for a net are
 * defined in this package, beside the base classes whose package-private methods they override.
 */
package org.gdlbench.propnet.eval;
