package dev.refin.codegen;

/**
 * The one-line summaries the command line and the Maven goals print after a run, with their counts in the singular
 * or plural as the number asks ("1 type", "2 types", "0 types").
 */
public final class Summaries {

    private Summaries() {}

    /** {@code 1 type}, {@code 0 types}, {@code 2 types}: the count and the noun that agrees with it. */
    public static String count(long count, String singular, String plural) {
        return count + " " + (count == 1 ? singular : plural);
    }

    /** {@code 18 types from SOURCE into OUTPUT (1 written, 17 unchanged, 0 removed)}: what a generation did. */
    public static String generation(RefinCodegen.Result result, Object source, Object output) {
        return count(result.objects().size(), "type", "types") + " from " + source + " into " + output + " ("
                + result.written().size() + " written, " + result.unchanged().size() + " unchanged, "
                + result.deleted().size() + " removed)";
    }

    /** {@code up to date (18 types in OUTPUT)}: a generation that found nothing changed. */
    public static String upToDate(RefinCodegen.Result result, Object output) {
        return "up to date (" + count(result.objects().size(), "type", "types") + " in " + output + ")";
    }

    /**
     * {@code 18 objects from ORG into DIR (1 file changed, 17 unchanged in the org, 2 HTTP calls)}: what a snapshot
     * refresh did.
     */
    public static String snapshot(RefinCodegen.SnapshotResult result, Object org, Object directory) {
        return count(result.objects().size(), "object", "objects") + " from " + org + " into " + directory + " ("
                + count(result.written().size(), "file", "files") + " changed, " + result.notModified()
                + " unchanged in the org, " + count(result.calls(), "HTTP call", "HTTP calls") + ")";
    }
}
