package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.refin.runtime.SObjectJson;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 on the same classpath as the runtime's Jackson 2, as in a Spring Boot 4 application: both work in one
 * JVM, and JSON passes between them (the representative suite runs in this same JVM).
 */
class Jackson3BesideTest {
    private static final JsonMapper JACKSON_3 = JsonMapper.builder().build();

    @Test
    void jackson3AndTheRuntimeReadEachOthersJson() throws IOException {
        assertEquals(3, tools.jackson.databind.cfg.PackageVersion.VERSION.getMajorVersion());
        Note note = new Note().set(Note.TEXT, "from the runtime");

        String json = SObjectJson.write(note, SObjectJson.Scope.CHANGED);
        assertEquals(Map.of("refin__Text__c", "from the runtime"), JACKSON_3.readValue(json, Map.class));

        String fromJackson3 = JACKSON_3.writeValueAsString(Map.of("refin__Text__c", "from Jackson 3"));
        assertEquals("from Jackson 3", SObjectJson.read(Note.TYPE, fromJackson3).get(Note.TEXT));
    }
}
