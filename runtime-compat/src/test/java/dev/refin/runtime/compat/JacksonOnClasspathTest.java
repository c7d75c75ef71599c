package dev.refin.runtime.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.json.PackageVersion;
import dev.refin.runtime.SObjectJson;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The Jackson 2 this run of the representative suite uses is the one the build meant ({@code refin.jackson.expected},
 * set by each surefire execution), so that a passing suite proves that version.
 */
class JacksonOnClasspathTest {
    private static final String EXPECTED = System.getProperty("refin.jackson.expected");

    @Test
    void theSuiteRunsOnTheExpectedJackson() {
        assertEquals(EXPECTED, PackageVersion.VERSION.toString(), "jackson-core");
        assertEquals(
                EXPECTED, com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString(), "jackson-databind");
    }

    @Test
    void aRecordSurvivesARoundTrip() throws IOException {
        Note note = new Note().set(Note.TEXT, "caf\u00e9 \"quoted\" \ud83d\ude00");

        String json = SObjectJson.write(note, SObjectJson.Scope.CHANGED);

        assertEquals("{\"refin__Text__c\":\"caf\u00e9 \\\"quoted\\\" \ud83d\ude00\"}", json);
        assertEquals(note.get(Note.TEXT), SObjectJson.read(Note.TYPE, json).get(Note.TEXT));
    }
}
