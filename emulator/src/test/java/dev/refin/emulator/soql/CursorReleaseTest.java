package dev.refin.emulator.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.ObjectDescribe;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A drained query cursor is released at once: its rows are not kept until the cursor limit evicts them. */
class CursorReleaseTest {
    @Test
    void drainingACursorReleasesIt() throws Exception {
        Path file = SoqlHttp.snapshot().resolve("Product2.json");
        ObjectDescribe product =
                (ObjectDescribe) DescribeParser.parse("Product2.json", Files.readAllBytes(file), new ArrayList<>());
        List<JsonNode> rows = new ArrayList<>();
        for (int i = 0; i < 450; i++) {
            ObjectNode row = JsonNodeFactory.instance.objectNode();
            row.put("Id", String.format(java.util.Locale.ROOT, "01t%015d", i));
            row.put("Name", "P-" + i);
            rows.add(row);
        }
        QueryService service = new QueryService(new SoqlSource() {
            @Override
            public Optional<ObjectDescribe> object(String name) {
                return name.equalsIgnoreCase("Product2") ? Optional.of(product) : Optional.empty();
            }

            @Override
            public Collection<? extends JsonNode> records(String objectName) {
                return rows;
            }

            @Override
            public Clock clock() {
                return Clock.systemUTC();
            }
        });
        JsonNode first = service.query("v65.0", "SELECT Id, Name FROM Product2", "batchSize=200");
        assertEquals(1, service.openCursors());
        String next = first.get("nextRecordsUrl").asText();
        JsonNode second = service.next("v65.0", next.substring(next.lastIndexOf('/') + 1));
        assertEquals(1, service.openCursors(), "not drained yet");
        String last = second.get("nextRecordsUrl").asText();
        String locator = last.substring(last.lastIndexOf('/') + 1);
        JsonNode third = service.next("v65.0", locator);
        assertEquals(50, third.get("records").size());
        assertEquals(0, service.openCursors(), "drained: released");
        assertThrows(QueryException.class, () -> service.next("v65.0", locator));
    }
}
