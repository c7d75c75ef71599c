package dev.refin.runtime.internal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The check every request path passes before it is sent: the platform's own paths pass, steered ones do not. */
class UrlsPathTest {
    @Test
    void thePlatformsOwnPathsPass() {
        assertNull(Urls.pathProblem("/services/data/v62.0/sobjects/"), "describe global, with its trailing slash");
        assertNull(Urls.pathProblem("/services/data/v62.0/sobjects"));
        assertNull(Urls.pathProblem("/services/data/v62.0/sobjects/refin__Sales_Invoice__c/a0A000000000001AAA"));
        assertNull(Urls.pathProblem("/services/data/v62.0/query/01gD0000002HU6KIAW-2000"));
    }

    @Test
    void steeredPathsAreRefused() {
        assertEquals("the path has an empty segment", Urls.pathProblem("/services/data/v62.0//sobjects/"));
        assertEquals("the path has an empty segment", Urls.pathProblem("//evil.example/services/"));
        assertEquals("the path has an empty segment", Urls.pathProblem("/"));
        assertEquals(
                "the path has a dot segment", Urls.pathProblem("/services/data/v62.0/jobs/ingest/../../sobjects/"));
        assertEquals("the path has a dot segment", Urls.pathProblem("/services/data/v62.0/jobs/%2E%2E/x"));
        assertEquals("the path has a backslash or NUL", Urls.pathProblem("/services/data/v62.0/jobs/a%5cb"));
        assertEquals("the path is not absolute", Urls.pathProblem("services/data"));
    }
}
