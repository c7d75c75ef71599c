package dev.refin.describe;

import java.util.List;

/**
 * The describeGlobal result ({@code GET /sobjects/}).
 *
 * @param encoding the org's character set
 * @param maxBatchSize the largest batch the org accepts
 * @param sobjects one summary per visible object
 */
public record GlobalDescribe(String encoding, int maxBatchSize, List<SObjectSummary> sobjects)
        implements DescribeDocument {

    public GlobalDescribe {
        sobjects = List.copyOf(sobjects);
    }

    /**
     * One object in a describeGlobal result.
     *
     * @param name API name
     * @param label label
     * @param labelPlural plural label
     * @param keyPrefix id prefix, or null
     * @param custom whether the object is custom
     * @param createable whether records may be created
     * @param queryable whether the object may be queried
     */
    public record SObjectSummary(
            String name,
            String label,
            String labelPlural,
            String keyPrefix,
            boolean custom,
            boolean createable,
            boolean queryable) {}
}
