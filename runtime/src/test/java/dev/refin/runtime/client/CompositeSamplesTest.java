package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.RealFixtures;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.write.CompositeCalls;
import dev.refin.runtime.internal.write.SaveResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every composite, collections and tree sample in {@link dev.refin.runtime.RealFixtures} goes through the parsers. */
class CompositeSamplesTest {

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void everyCompositeSampleParses() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("composite");
        assertEquals(11, files.size());
        int responses = 0;
        for (Path file : files) {
            String name = file.getFileName().toString();
            JsonNode tree = Codecs.MAPPER.readTree(read(file));
            if (name.contains("-request")) {
                // Requests: the shape CompositeCalls writes, with a reference id and a full URL per subrequest.
                for (JsonNode sub : tree.get("compositeRequest")) {
                    assertTrue(sub.get("url").asText().startsWith("/services/data/"), name);
                    assertFalse(sub.get("referenceId").asText().isEmpty(), name);
                }
                continue;
            }
            responses++;
            CompositeResult result = CompositeCalls.parseComposite(read(file));
            assertEquals(tree.get("compositeResponse").size(), result.results().size(), name);
            for (CompositeResult.Subresult sub : result.results()) {
                boolean failed = sub.status() >= 400;
                assertEquals(failed, !sub.errors().isEmpty(), name + " " + sub.referenceId());
            }
        }
        assertEquals(6, responses);
    }

    @Test
    void compositeFailuresClassify() throws IOException {
        CompositeResult halted = CompositeCalls.parseComposite(
                read(RealFixtures.file("composite/camel-composite-response-failure-processing-halted.json")));
        assertEquals(
                "PROCESSING_HALTED", halted.results().get(0).errors().get(0).errorCode());
        assertEquals(
                ErrorKind.INVALID_FIELD,
                halted.get("NewPayment2").orElseThrow().errors().get(0).kind());
        assertFalse(halted.success());

        CompositeResult missing = CompositeCalls.parseComposite(
                read(RealFixtures.file("composite/cumulusci-composite-get-unknown-sobject-response-404.json")));
        assertEquals(
                ErrorKind.NOT_FOUND, missing.results().get(0).errors().get(0).kind());

        CompositeResult notModified = CompositeCalls.parseComposite(
                read(RealFixtures.file("composite/cumulusci-composite-304-not-modified-response.json")));
        assertTrue(notModified.results().stream()
                .allMatch(sub -> sub.status() == 304 && sub.body().isNull()));

        CompositeResult created = CompositeCalls.parseComposite(
                read(RealFixtures.file("composite/camel-composite-response-success-201.json")));
        assertTrue(created.success());
        assertEquals(
                "a1V3E000000EXomUAM", created.results().get(0).body().get("id").asText());
    }

    @Test
    void everyCollectionsSampleParses() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("collections");
        assertEquals(8, files.size());
        for (Path file : files) {
            String name = file.getFileName().toString();
            String json = read(file);
            JsonNode tree = Codecs.MAPPER.readTree(json);
            if (name.contains("-request")) {
                assertTrue(tree.get("records").size() > 0, name);
                tree.get("records")
                        .forEach(r ->
                                assertFalse(r.at("/attributes/type").asText().isEmpty(), name));
                continue;
            }
            List<SaveResult> results = CompositeCalls.parseCollection(json, tree.size());
            assertEquals(tree.size(), results.size(), name);
            assertTrue(results.stream().allMatch(SaveResult::success), name);
        }
        List<SaveResult> mixed = CompositeCalls.parseCollection(
                read(RealFixtures.file(
                        "collections/cumulusci-collections-upsert-contact-by-email-response-mixed.json")),
                -1);
        assertEquals("0037e00001WZ316AAD", mixed.get(3).id());
    }

    @Test
    void everyTreeSampleHasTheShapeTheClientWrites() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("tree");
        assertEquals(4, files.size());
        for (Path file : files) {
            JsonNode tree = Codecs.MAPPER.readTree(read(file));
            checkRecords(tree.get("records"), file.getFileName().toString());
        }
    }

    private static void checkRecords(JsonNode records, String name) {
        assertTrue(records.isArray() && records.size() > 0, name);
        for (JsonNode record : records) {
            assertFalse(record.at("/attributes/type").asText().isEmpty(), name);
            assertFalse(record.at("/attributes/referenceId").asText().isEmpty(), name);
            record.fields().forEachRemaining(entry -> {
                if (entry.getValue().isObject() && entry.getValue().has("records")) {
                    checkRecords(entry.getValue().get("records"), name);
                }
            });
        }
    }

    @Test
    void treeAnswersCorrelateByReferenceId() throws IOException {
        CompositeCalls.TreeResponse ok = CompositeCalls.parseTree("{\"hasErrors\":false,\"results\":["
                + "{\"referenceId\":\"ref1\",\"id\":\"001D000000K0fXOIAZ\"},"
                + "{\"referenceId\":\"ref2\",\"id\":\"003D000000QV9n2IAD\"}]}");
        assertFalse(ok.hasErrors());
        assertEquals("003D000000QV9n2IAD", ok.ids().get("ref2"));
        CompositeCalls.TreeResponse failed = CompositeCalls.parseTree("{\"hasErrors\":true,\"results\":["
                + "{\"referenceId\":\"ref2\",\"errors\":[{\"statusCode\":\"INVALID_EMAIL_ADDRESS\","
                + "\"message\":\"Email: invalid email address: 123\",\"fields\":[\"Email\"]}]}]}");
        assertTrue(failed.hasErrors());
        assertEquals(List.of("Email"), failed.errors().get("ref2").get(0).fields());
    }
}
