package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What a run's reasoner says about itself for reports, as its factory declared it when the run
 * was made: the report cannot ask the factory, which may be a plug-in or an engine long gone.
 *
 * @param family the approach it implements, shared by its variants on other systems
 * @param chartColour its colour in every chart as {@code #RRGGBB}; null leaves it to the report
 * @param chartOrder where charts list it, lower first; null for after the ordered ones, by name
 */
@JsonPropertyOrder({"family", "chartColour", "chartOrder"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReasonerTraits(String family, String chartColour, Integer chartOrder) {
}
