package dev.refin.describe;

/**
 * One problem found in describe input, located by source (usually a file name) and JSON path.
 *
 * @param severity whether the input is unusable ({@link Severity#ERROR}) or merely odd
 * @param source where the JSON came from, e.g. {@code refin__Sales_Invoice__c.json}
 * @param path the JSON location, e.g. {@code $.fields[3].type}
 * @param message what is wrong, in words
 */
public record DescribeProblem(Severity severity, String source, String path, String message) {

    /** How bad a problem is. */
    public enum Severity {
        /** The input cannot be used; nothing is generated. */
        ERROR,
        /** The input is usable but something was kept as-is or ignored. */
        WARNING
    }

    /** Formats as {@code source: path: message}, with {@code warning: } in front of warnings. */
    @Override
    public String toString() {
        return (severity == Severity.WARNING ? "warning: " : "") + source + ": " + path + ": " + message;
    }
}
