/**
 * The propnet's tuning thresholds ({@link org.gdlbench.propnet.tuning.PropnetTuning}), in a
 * package of their own below the reasoner's face and the code generator, which both read them.
 */
package org.gdlbench.propnet.tuning;
