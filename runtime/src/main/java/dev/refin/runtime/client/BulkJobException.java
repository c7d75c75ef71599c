package dev.refin.runtime.client;

/** A Bulk API job did not finish as asked: it outlived the wait, or the platform refused to run it. */
public final class BulkJobException extends RefinException {
    private static final long serialVersionUID = 1L;

    private final String jobId;
    private final String state;

    /** Internal: public only for the runtime's internal packages; not for applications. */
    public BulkJobException(String message, String jobId, String state, ErrorKind kind) {
        super(message, false, kind, null);
        this.jobId = jobId;
        this.state = state;
    }

    /** The job's id. */
    public String jobId() {
        return jobId;
    }

    /** The job's last state seen ({@code InProgress} after a timeout, {@code Failed}, {@code Aborted}). */
    public String state() {
        return state;
    }
}
