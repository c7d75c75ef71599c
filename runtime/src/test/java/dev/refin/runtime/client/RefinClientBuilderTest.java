package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RefinClientBuilderTest {
    private static final AuthProvider AUTH = StaticTokenAuth.of("t");

    @Test
    void defaultsToV65AndStripsTheTrailingSlash() {
        RefinClient client = RefinClient.builder()
                .instanceUrl("https://acme.my.salesforce.com/")
                .auth(AUTH)
                .build();
        assertEquals("v65.0", client.apiVersion());
        assertEquals("https://acme.my.salesforce.com", client.instanceUrl().toString());
        assertTrue(client.lastApiUsage().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"v65.0", "v66.0", "v70.0", "v100.0"})
    void acceptsCurrentVersions(String version) {
        RefinClient client = RefinClient.builder()
                .instanceUrl("https://acme.my.salesforce.com")
                .auth(AUTH)
                .apiVersion(version)
                .build();
        assertEquals(version, client.apiVersion());
    }

    @ParameterizedTest
    @ValueSource(strings = {"65.0", "v65", "v65.00", "V65.0", "latest", "v6.0", " v65.0", "v65.0/"})
    void refusesMalformedVersions(String version) {
        assertThrows(IllegalArgumentException.class, () -> RefinClient.builder().apiVersion(version));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://localhost:8080", "http://127.0.0.1:1", "http://[::1]:9000", "https://acme.example"})
    void allowsHttpsAndLoopback(String url) {
        RefinClient.builder().instanceUrl(url).auth(AUTH).build();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://acme.my.salesforce.com",
                "http://localhost.evil.com",
                "ftp://localhost",
                "acme.my.salesforce.com",
                "https://acme.example?x=1"
            })
    void refusesInsecureOrMalformedUrls(String url) {
        assertThrows(
                IllegalArgumentException.class,
                () -> RefinClient.builder().instanceUrl(url).auth(AUTH).build());
        assertThrows(
                IllegalArgumentException.class, () -> OAuthPasswordAuth.of(url, "id", "secret", "user", "password"));
    }

    @Test
    void requiresUrlAuthAndPositiveTimeouts() {
        assertThrows(
                IllegalStateException.class,
                () -> RefinClient.builder().auth(AUTH).build());
        assertThrows(
                IllegalStateException.class,
                () -> RefinClient.builder().instanceUrl("https://a.example").build());
        assertThrows(IllegalArgumentException.class, () -> RefinClient.builder().requestTimeout(Duration.ZERO));
        assertThrows(
                IllegalArgumentException.class, () -> RefinClient.builder().connectTimeout(Duration.ofSeconds(-1)));
        assertThrows(IllegalArgumentException.class, () -> StaticTokenAuth.of(" "));
    }

    @Test
    void parsesSforceLimitInfo() {
        ApiUsage usage = ApiUsage.parse("api-usage=25/5000; per-app-api-usage=17/250(appName=sample)")
                .orElseThrow();
        assertEquals(25, usage.used());
        assertEquals(5000, usage.limit());
        assertTrue(ApiUsage.parse("per-app-api-usage=17/250(appName=x)").isEmpty());
        assertTrue(ApiUsage.parse(null).isEmpty());
    }
}
