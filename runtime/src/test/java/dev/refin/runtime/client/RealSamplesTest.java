package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.runtime.AnySObject;
import dev.refin.runtime.RealFixtures;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.auth.TokenEndpoint;
import dev.refin.runtime.internal.paging.QueryPage;
import dev.refin.runtime.internal.write.SaveResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every query, OAuth and create sample in {@link dev.refin.runtime.RealFixtures} goes through the client's parsers. */
class RealSamplesTest {

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void everyQuerySampleParsesPageByPage() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("query");
        assertEquals(30, files.size());
        int pages = 0;
        for (Path file : files) {
            String name = file.getFileName().toString();
            String json = read(file);
            JsonNode tree = Codecs.MAPPER.readTree(json);
            if (!tree.has("records")) {
                // A single-record GET stored with the query samples: read it as a record.
                AnySObject record = SObjectJson.read(new AnySObject("X").sobjectType(), json);
                assertTrue(record.unknownFields().containsKey("Id"), name);
                continue;
            }
            pages++;
            QueryPage<JsonNode> page = QueryPage.parse(json, Codecs.MAPPER::readTree);
            assertEquals(tree.get("totalSize").asLong(), page.totalSize(), name);
            assertEquals(tree.get("done").asBoolean(), page.done(), name);
            assertEquals(tree.get("records").size(), page.records().size(), name);
            assertEquals(tree.get("records"), Codecs.MAPPER.valueToTree(page.records()), name);
            if (page.done()) {
                assertNull(page.nextRecordsUrl(), name);
            } else {
                assertTrue(page.nextRecordsUrl().startsWith("/services/data/"), name);
            }
            QueryPage<AnySObject> typed =
                    QueryPage.parse(json, parser -> SObjectJson.read(new AnySObject("X").sobjectType(), parser));
            assertEquals(page.records().size(), typed.records().size(), name);
        }
        assertEquals(24, pages);
    }

    @Test
    void pagedSamplesChainTheirLocators() throws IOException {
        long rows = 0;
        String expectedNext = null;
        for (int i = 1; i <= 4; i++) {
            QueryPage<JsonNode> page = QueryPage.parse(
                    read(RealFixtures.file("query/netcoreforce-query-paged-batch-" + i + ".json")),
                    Codecs.MAPPER::readTree);
            if (expectedNext != null) {
                assertTrue(expectedNext.endsWith("-" + rows), expectedNext);
            }
            rows += page.records().size();
            expectedNext = page.nextRecordsUrl();
            assertEquals(i == 4, page.done());
        }
        assertEquals(800, rows);
    }

    @Test
    void aPageThatIsNotDoneNeedsANextUrl() {
        assertThrows(
                IOException.class,
                () -> QueryPage.parse("{\"totalSize\":3,\"done\":false,\"records\":[]}", Codecs.MAPPER::readTree));
        assertThrows(IOException.class, () -> QueryPage.parse("[1]", Codecs.MAPPER::readTree));
    }

    @Test
    void everyOAuthSampleParses() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("oauth");
        assertEquals(4, files.size());
        for (Path file : files) {
            String name = file.getFileName().toString();
            String json = read(file);
            if (Codecs.MAPPER.readTree(json).has("error")) {
                RefinAuthException e = TokenEndpoint.refusal(400, json);
                assertEquals("invalid_grant", e.error(), name);
                assertFalse(e.errorDescription().isBlank(), name);
            } else {
                OAuthToken token = OAuthToken.parse(json);
                assertFalse(token.accessToken().isBlank(), name);
                assertEquals("https://na1.salesforce.com", token.instanceUrl().orElseThrow(), name);
                assertEquals(1309974610026L, token.issuedAt().orElseThrow().toEpochMilli(), name);
                assertFalse(token.toString().contains(token.accessToken()), name);
            }
        }
    }

    @Test
    void everyCreateSampleParses() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("create");
        assertEquals(4, files.size());
        for (Path file : files) {
            String name = file.getFileName().toString();
            String json = read(file);
            if (name.contains("request")) {
                AnySObject body = SObjectJson.read(new AnySObject("Account").sobjectType(), json);
                assertEquals("xyzzy", body.unknownFields().get("Name").asText());
                continue;
            }
            SaveResult result = SaveResult.parse(json);
            assertTrue(result.success(), name);
            assertNotNull(result.id(), name);
            assertTrue(result.errors().isEmpty(), name);
        }
    }

    @Test
    void aFailedSaveResultKeepsItsErrors() throws IOException {
        SaveResult result = SaveResult.parse(
                "{\"success\":false,\"errors\":[{\"statusCode\":\"MALFORMED_ID\",\"message\":\"bad id\",\"fields\":[]}]}");
        assertFalse(result.success());
        assertEquals("MALFORMED_ID", result.errors().get(0).errorCode());
    }
}
