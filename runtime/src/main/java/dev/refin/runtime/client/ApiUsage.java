package dev.refin.runtime.client;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The org's API usage as the last response's {@code Sforce-Limit-Info} header reported it.
 *
 * @param used requests used in the rolling 24 hours
 * @param limit requests allowed in the rolling 24 hours
 * @param header the header's full text, e.g. {@code api-usage=18/5000}
 */
public record ApiUsage(long used, long limit, String header) {
    private static final Pattern API_USAGE = Pattern.compile("(?:^|[;,\\s])api-usage=(\\d{1,18})/(\\d{1,18})");

    /** Parses a {@code Sforce-Limit-Info} header; empty when it holds no {@code api-usage}. */
    public static Optional<ApiUsage> parse(String header) {
        if (header == null) {
            return Optional.empty();
        }
        Matcher matcher = API_USAGE.matcher(header);
        if (!matcher.find()) {
            return Optional.empty();
        }
        return Optional.of(
                new ApiUsage(Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2)), header.strip()));
    }
}
