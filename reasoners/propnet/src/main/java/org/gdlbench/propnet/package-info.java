/**
 * The propositional-network reasoner: a game's ground rules built into a net, optimised, and
 * played by one of three back ends. This package is the reasoner's face (the factory, the
 * machine, the back end's choice); its thresholds are in {@code .tuning}, the net is built and
 * laid out in {@code .net}, optimised in {@code .optimise}, evaluated in {@code .eval}, and its
 * code is generated in {@code .codegen}.
 *
 * <p><b>A playout step, from the harness's call to the generated loop.</b> JMH's
 * {@code PlayoutBenchmark} (in the harness) calls {@link org.gdlbench.machine.StateMachine#playout}
 * on a {@link org.gdlbench.propnet.PropnetMachine}, which marks the start state through
 * {@link org.gdlbench.propnet.eval.StartMarking} (copied back when it is the last start, else
 * loaded by {@link org.gdlbench.propnet.eval.Marking#load}, which hands each changed state word to
 * the {@link org.gdlbench.propnet.eval.Evaluator}). When the evaluator has a loop generated for
 * the net ({@link org.gdlbench.propnet.eval.Evaluator#generatedPlayout}), the machine calls
 * {@link org.gdlbench.propnet.eval.GeneratedPlayout#playout}: on a
 * {@link org.gdlbench.propnet.eval.FullEvaluation} (back end {@code full-pass}) that is the
 * {@code playSteps} method {@link org.gdlbench.propnet.codegen.PlayoutWriter} wrote into the class
 * {@link org.gdlbench.propnet.codegen.EvaluationCompiler} generated (defined in {@code .eval},
 * beside the class it extends), where a step picks each role's move from the legal moves' output
 * words, marks the joint move, calls {@code evaluateMoves()}, copies the next state's output words
 * into the state words and calls {@code evaluateState()}; on a
 * {@link org.gdlbench.propnet.eval.CompiledPropagation} ({@code compiled-propagation}) it is the
 * {@code playSteps} that {@link org.gdlbench.propnet.codegen.NetCompiler} generated, where a step
 * calls each changed input's {@code up<n>()}/{@code down<n>()} methods, then each changed state
 * word's {@code bases<w>()}, and {@code settle()} on nets with recursive components. Otherwise
 * ({@code interpreted-propagation}) the step is the loop in {@code PropnetMachine.playout}: it
 * reads each role's legal moves through their guards
 * ({@link org.gdlbench.propnet.eval.LegalMoves}), then
 * {@link org.gdlbench.propnet.eval.Marking#play} announces the inputs that change to the
 * {@link org.gdlbench.propnet.eval.InterpretedPropagation}, which walks their fan-out, and
 * {@link org.gdlbench.propnet.eval.Marking#advance} loads the next state the same way; recursive
 * components are recomputed by {@code eval.RecursiveFixpoint} when {@code eval.Propagation.settle}
 * is called. At a terminal state the machine asks the evaluator for the goals (a compiled pass on
 * a full evaluation) or else {@link org.gdlbench.propnet.eval.GoalEvaluator}.
 *
 * <p>Preparation, in order: {@link org.gdlbench.propnet.PropnetReasoner} grounds the game,
 * {@link org.gdlbench.propnet.net.NetBuilder} builds the book's net,
 * {@link org.gdlbench.propnet.optimise.NetOptimiser} runs its passes ({@code optimise.NetPass}),
 * {@link org.gdlbench.propnet.net.Propnet} lays the net out as flat (CSR) arrays, and
 * {@link org.gdlbench.propnet.BackEndChooser} chooses the back end
 * ({@link org.gdlbench.propnet.BackEndChoice}) under the thresholds of
 * {@link org.gdlbench.propnet.tuning.PropnetTuning}, each a reasoner option; with {@code dump=DIR} the
 * generated sources are written out ({@link org.gdlbench.propnet.codegen.CodeTarget}).
 */
package org.gdlbench.propnet;
