package org.gdlbench.reports.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The level texts a chart's SVG draws, as a reader of the chart sees them. (JFreeSVG draws turned
 * text as outlines, which this does not read.)
 */
public final class SvgTexts {
    private static final Pattern TEXT = Pattern.compile("<text[^>]*>([^<]*)</text>");

    private SvgTexts() {
    }

    public static List<String> strings(String svg) {
        List<String> texts = new ArrayList<>();
        Matcher matcher = TEXT.matcher(svg);
        while (matcher.find()) {
            texts.add(matcher.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                    .replace("&apos;", "'").replace("&#39;", "'").replace("&amp;", "&"));
        }
        return texts;
    }
}
