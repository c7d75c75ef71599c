package dev.refin.runtime.client;

import java.time.Duration;

/**
 * Hooks for metrics and tracing: told when each HTTP attempt starts and ends, when a request is retried, when a
 * token was refreshed after a 401, and when a response reported the org's API usage. Every method has an empty
 * default. Called on the calling thread, synchronously, so implementations must be fast and thread-safe; an
 * exception thrown by a listener is logged and ignored. Nothing passed carries a token, a secret or a query value.
 */
public interface RequestListener {
    /** A listener that does nothing. */
    RequestListener NONE = new RequestListener() {};

    /**
     * One HTTP attempt of a call.
     *
     * @param method the HTTP method
     * @param path the path below the API version with query parameter names but no values, e.g.
     *     {@code /query?q=…}
     * @param attempt 1 for the first attempt
     */
    record Request(String method, String path, int attempt) {}

    /** An attempt is about to be sent. */
    default void requestStarted(Request request) {}

    /**
     * An attempt ended: {@code status} is the HTTP status, or 0 when no response arrived ({@code failure} then
     * says why: a timeout, a reset connection, a response over the size limit).
     */
    default void requestFinished(Request request, int status, Duration elapsed, String failure) {}

    /** A failed attempt will be repeated after {@code delay}; {@code reason} names the failure. */
    default void requestRetried(Request request, Duration delay, String reason) {}

    /** The auth provider issued a new token after the server refused the previous one with 401. */
    default void tokenRefreshed() {}

    /** A response carried {@code Sforce-Limit-Info}. */
    default void apiUsage(ApiUsage usage) {}
}
