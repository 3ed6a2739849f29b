package org.gdlbench.propnet.batch;

/**
 * The gates a batch works out, one word per component as {@link WordPass} reads them: those the
 * state decides, those a move decides, and those only goals read; and the roles' legal words. Interpreted ({@link
 * InterpretedGates}) or generated as straight-line code for one net ({@link BatchGatesCompiler}).
 * Subclasses are public to the package only; generated ones are defined in it.
 */
abstract class BatchGates {
    /** Works out the gates the state decides, from the bases' words. */
    abstract void state(long[] value);

    /**
     * Works out the gates a move decides, from the bases', the state's gates' and the inputs'
     * words, and makes each base's word its next word ({@link NextWords}).
     */
    abstract void advance(long[] value);

    /** Works out the gates only goals read, from the others. */
    abstract void goals(long[] value);

    /** Writes {@code role}'s legal words, guards applied, into {@code words}, one per move ({@link LegalWords}). */
    abstract void legal(int role, long[] value, long[] words);
}
