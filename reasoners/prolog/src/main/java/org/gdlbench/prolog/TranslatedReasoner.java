package org.gdlbench.prolog;

import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;

/**
 * What every reasoner of this module says alike, whichever Prolog system runs the translation:
 * its encoding, its family, its ordering of rule bodies and what preparing it mostly does.
 */
abstract class TranslatedReasoner implements ReasonerFactory {
    final Encoding encoding;

    TranslatedReasoner(Encoding encoding) {
        this.encoding = encoding;
    }

    @Override
    public final String family() {
        return Encoding.FAMILY;
    }

    /** Prolog runs rule bodies as written, but left recursion last so that resolution does not loop. */
    @Override
    public final String bodyOrdering(ReasonerOptions options) {
        return "safe";
    }

    @Override
    public final PreparationCost preparationCost() {
        return PreparationCost.TRANSLATES;
    }
}
