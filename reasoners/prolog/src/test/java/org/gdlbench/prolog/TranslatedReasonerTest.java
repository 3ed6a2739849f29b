package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.junit.jupiter.api.Test;

/** The module's reasoners, on tuProlog and as native processes, say the same of the one translation. */
class TranslatedReasonerTest {
    @Test
    void everySystemAndEncodingIsOfThePrologFamilyOrdersBodiesSafelyAndTranslates() {
        List<ReasonerFactory> factories = List.of(new PrologAssertReasoner(), new PrologThreadedReasoner(),
                new SwiAssertReasoner(), new SwiThreadedReasoner(), new GprologAssertReasoner(),
                new GprologThreadedReasoner());
        for (ReasonerFactory factory : factories) {
            assertEquals("prolog", factory.family(), factory.name());
            assertEquals("safe", factory.bodyOrdering(ReasonerOptions.parse(factory, Map.of())), factory.name());
            assertEquals(PreparationCost.TRANSLATES, factory.preparationCost(), factory.name());
        }
    }
}
