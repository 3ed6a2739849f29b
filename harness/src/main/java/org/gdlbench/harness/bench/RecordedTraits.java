package org.gdlbench.harness.bench;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.results.ReasonerTraits;

/**
 * Reasoner factories' traits as result folders record them, so that reports, which cannot ask
 * the factories, colour and order each reasoner as it says.
 */
public final class RecordedTraits {
    private RecordedTraits() {
    }

    /** The traits of the registered reasoners named {@code names} (specs' names, without options); others left out. */
    public static Map<String, ReasonerTraits> of(Collection<String> names) {
        Map<String, ReasonerTraits> traits = new TreeMap<>();
        for (String name : names) {
            if (Reasoners.names().contains(name)) {
                traits.put(name, of(Reasoners.factory(name)));
            }
        }
        return traits;
    }

    /** The traits of every reasoner registered now: a report's for runs that recorded none of theirs. */
    public static Map<String, ReasonerTraits> registered() {
        return of(Reasoners.names());
    }

    static ReasonerTraits of(ReasonerFactory factory) {
        // the factory's "no order" is left unwritten rather than written as a huge number
        int order = factory.chartOrder();
        return new ReasonerTraits(factory.family(), factory.chartColour(), order == Integer.MAX_VALUE ? null : order);
    }
}
