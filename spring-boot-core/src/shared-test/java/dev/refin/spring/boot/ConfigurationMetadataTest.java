package dev.refin.spring.boot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The core jar carries configuration metadata, so IDEs complete and document every {@code refin.*} property. */
class ConfigurationMetadataTest {
    @Test
    void everyPropertyIsDescribed() throws Exception {
        Map<String, JsonNode> properties = new HashMap<>();
        try (InputStream in = RefinProperties.class.getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertNotNull(in, "META-INF/spring-configuration-metadata.json is missing");
            for (JsonNode property : new ObjectMapper().readTree(in).path("properties")) {
                properties.put(property.path("name").asText(), property);
            }
        }
        for (String name : new String[] {
            "refin.instance-url",
            "refin.api-version",
            "refin.request-timeout",
            "refin.max-response-size",
            "refin.retry.max-attempts",
            "refin.auth.flow",
            "refin.auth.jwt.private-key-location",
            "refin.auth.password.client-secret",
            "refin.auth.client-credentials.my-domain-url",
            "refin.auth.refresh-token.refresh-token",
            "refin.auth.static-token.access-token",
            "refin.health.min-remaining-requests",
            "refin.health.timeout"
        }) {
            JsonNode property = properties.get(name);
            assertNotNull(property, name + " has no metadata; known: " + properties.keySet());
            assertFalse(property.path("description").asText().isBlank(), name + " has no description");
        }
    }
}
