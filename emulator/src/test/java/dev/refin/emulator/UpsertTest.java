package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Upsert and retrieval by external id: 201, 200, 300 and 404 like the platform. */
class UpsertTest {
    private static final String TAX = "refin__Tax_Profile__c";

    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void insertsThenUpdatesByExternalId() {
        String path = V + "/sobjects/" + TAX + "/refin__Tax_Code__c/VAT-20";
        EmulatorClient.Response created = client.patch(path, "{\"Name\":\"VAT 20\",\"refin__Rate__c\":20}");
        assertEquals(201, created.status(), created.text());
        JsonNode body = created.json();
        assertEquals(List.of("id", "success", "errors", "created"), fieldNames(body));
        assertTrue(body.get("created").asBoolean());
        String id = body.get("id").asText();
        assertTrue(created.headers().get("location").get(0).endsWith("/" + id));
        JsonNode sample = EmulatorClient.readFixture("create/restforce-upsert-created.json");
        sample.fieldNames()
                .forEachRemaining(name -> assertEquals(
                        sample.get(name).getNodeType(), body.get(name).getNodeType(), name));

        EmulatorClient.Response updated =
                client.patch(V + "/sobjects/" + TAX + "/refin__Tax_Code__c/vat-20", "{\"refin__Rate__c\":21}");
        assertEquals(200, updated.status(), updated.text());
        assertEquals(id, updated.json().get("id").asText());
        assertFalse(updated.json().get("created").asBoolean());
        assertEquals(21, client.read(TAX, id).get("refin__Rate__c").asInt());
        assertEquals("VAT-20", client.read(TAX, id).get("refin__Tax_Code__c").asText());

        EmulatorClient.Response old =
                client.patch("/services/data/v45.0/sobjects/" + TAX + "/refin__Tax_Code__c/VAT-20", "{}");
        assertEquals(204, old.status(), "updates answer 204 before v46");
        EmulatorClient.Response oldCreate =
                client.patch("/services/data/v45.0/sobjects/" + TAX + "/refin__Tax_Code__c/VAT-45", "{\"Name\":\"v\"}");
        assertEquals(201, oldCreate.status());
        assertFalse(oldCreate.json().has("created"));

        JsonNode read = client.get(path + "?fields=Name").json();
        assertEquals(id, read.get("Id").asText());
        assertEquals("VAT 20", read.get("Name").asText());
    }

    @Test
    void severalMatchesAnswer300WithTheirUrls(@TempDir Path dir) throws Exception {
        // The sample snapshot's external ids are all unique; a copy with a non-unique one lets two records match.
        try (var files = Files.list(EmulatorClient.snapshot())) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(file.getFileName()));
            }
        }
        Path taxFile = dir.resolve(TAX + ".json");
        ObjectNode describe = (ObjectNode) EmulatorClient.MAPPER.readTree(taxFile.toFile());
        for (JsonNode field : describe.get("fields")) {
            if (field.get("name").asText().equals("refin__Tax_Code__c")) {
                ((ObjectNode) field).put("unique", false);
            }
        }
        EmulatorClient.MAPPER.writeValue(taxFile.toFile(), describe);
        try (Emulator own = Emulator.builder().snapshot(dir).build().start()) {
            EmulatorClient other = new EmulatorClient(own.baseUrl());
            String a = other.create(TAX, "{'Name':'A','refin__Tax_Code__c':'EXT-1'}");
            String b = other.create(TAX, "{'Name':'B','refin__Tax_Code__c':'ext-1'}");
            String path = V + "/sobjects/" + TAX + "/refin__Tax_Code__c/EXT-1";
            EmulatorClient.Response response = other.patch(path, "{\"Name\":\"x\"}");
            assertEquals(300, response.status(), response.text());
            assertEquals(
                    List.of(V + "/sobjects/" + TAX + "/" + a, V + "/sobjects/" + TAX + "/" + b),
                    EmulatorClient.MAPPER.convertValue(response.json(), List.class));
            JsonNode sample = EmulatorClient.readFixture("errors/restforce-upsert-300-multiple-choices.json");
            assertEquals(sample.getNodeType(), response.json().getNodeType());
            assertEquals(sample.get(0).getNodeType(), response.json().get(0).getNodeType());
            assertEquals(300, other.get(path).status());
            assertEquals("A", other.read(TAX, a).get("Name").asText(), "nothing changed");
        }
    }

    @Test
    void aFieldThatIsNotAnExternalIdAnswers404LikeTheSample() {
        EmulatorClient.Response response = client.patch(V + "/sobjects/" + TAX + "/Name/x", "{}");
        JsonNode error = response.error(404, "NOT_FOUND");
        JsonNode sample = EmulatorClient.readFixture("errors/restforce-upsert-not-found-external-id.json");
        assertEquals(fieldNames(sample.get(0)), fieldNames(error));
        assertEquals(
                "Provided external ID field does not exist or is not accessible: Name",
                error.get("message").asText());
        client.patch(V + "/sobjects/" + TAX + "/Nope__c/x", "{}").error(404, "NOT_FOUND");
        client.get(V + "/sobjects/" + TAX + "/refin__Tax_Code__c/none").error(404, "NOT_FOUND");
        client.patch(V + "/sobjects/" + TAX + "/refin__Tax_Code__c/bad", "{\"Bogus__c\":1}")
                .error(400, "INVALID_FIELD");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
