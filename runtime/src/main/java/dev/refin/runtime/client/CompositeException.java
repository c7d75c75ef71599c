package dev.refin.runtime.client;

import java.util.List;

/**
 * A composite, tree or collection call was refused in part or whole. The {@linkplain #rootCause() root
 * cause} is the first error that is not merely a roll-back because another record failed.
 */
public final class CompositeException extends RefinException {
    private static final long serialVersionUID = 1L;

    private final String resource;
    private final String failedReferenceId;
    private final transient List<RecordOutcome<?>> outcomes;
    private final List<ApiError> rootCause;

    /** Internal: public only for the runtime's internal packages; not for applications. */
    public CompositeException(
            String resource, String failedReferenceId, List<ApiError> rootCause, List<RecordOutcome<?>> outcomes) {
        super(describe(resource, failedReferenceId, rootCause), false, null);
        this.resource = resource;
        this.failedReferenceId = failedReferenceId;
        this.rootCause = List.copyOf(rootCause);
        this.outcomes = List.copyOf(outcomes);
    }

    /** The composite resource, e.g. {@code /composite/tree/refin__Sales_Invoice__c}. */
    public String resource() {
        return resource;
    }

    /** The reference id of the record or subrequest that failed first, or null when the server named none. */
    public String failedReferenceId() {
        return failedReferenceId;
    }

    /** The errors of the failing record or subrequest, verbatim. */
    public List<ApiError> rootCause() {
        return rootCause;
    }

    /** The kind of the root cause. */
    public ErrorKind kind() {
        return rootCause.stream()
                .map(ApiError::kind)
                .filter(kind -> kind != ErrorKind.OTHER)
                .findFirst()
                .orElse(ErrorKind.OTHER);
    }

    /** Every record's outcome, in the order they were given; empty for a plain composite call. */
    public List<RecordOutcome<?>> outcomes() {
        return outcomes == null ? List.of() : outcomes;
    }

    private static String describe(String resource, String referenceId, List<ApiError> rootCause) {
        String first =
                rootCause.isEmpty() ? "no error reported" : rootCause.get(0).toString();
        String more = rootCause.size() > 1
                ? " (and " + (rootCause.size() - 1) + " more, the next: " + rootCause.get(1) + ")"
                : "";
        return "POST " + resource + " refused" + (referenceId == null ? "" : " at " + referenceId) + ": " + first
                + more;
    }
}
