package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * The answers of a {@code POST /composite} call, one per subrequest in request order, then one for each part of the
 * answer that matches no subrequest.
 *
 * @param results the subrequests' answers
 */
public record CompositeResult(List<Subresult> results) {

    /** Copies the list. */
    public CompositeResult {
        results = List.copyOf(results);
    }

    /**
     * One subrequest's answer.
     *
     * @param referenceId the subrequest's reference id
     * @param status its HTTP status; 0 when the answer holds no usable result for it (missing, repeated, or for a
     *     subrequest that was never sent)
     * @param body its JSON body; a null node for 204
     * @param errors its errors when the status is not 2xx, when its 2xx body says {@code success:false}, or (of kind
     *     {@link ErrorKind#OUTCOME_UNKNOWN}) when the answer does not match the request: no result, several, one no
     *     subrequest sent, or a malformed id; else empty
     */
    public record Subresult(String referenceId, int status, JsonNode body, List<ApiError> errors) {
        /** Copies the errors. */
        public Subresult {
            errors = List.copyOf(errors);
        }

        /** Whether the subrequest succeeded (a 304 Not Modified included): a 2xx or 3xx status and no errors. */
        public boolean success() {
            return status >= 200 && status < 400 && errors.isEmpty();
        }
    }

    /** The answer of the subrequest with a reference id. */
    public Optional<Subresult> get(String referenceId) {
        return results.stream()
                .filter(result -> result.referenceId().equals(referenceId))
                .findFirst();
    }

    /** Whether every subrequest succeeded. */
    public boolean success() {
        return results.stream().allMatch(Subresult::success);
    }
}
