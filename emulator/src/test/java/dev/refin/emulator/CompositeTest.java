package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The composite family through HTTP: references, all-or-none rollback, batch, tree and collections. */
class CompositeTest {
    private static Emulator emulator;
    private static EmulatorClient client;
    private static String entity;
    private static String revenue;

    @BeforeAll
    static void start() throws Exception {
        emulator =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start();
        client = new EmulatorClient(emulator.baseUrl());
        entity = client.create("refin__Entity__c", "{'Name':'Composite Co'}");
        revenue = client.create("refin__GL_Account__c", "{'Name':'4000','refin__Active__c':true}");
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    private static int count(String object) {
        return emulator.records(object).size();
    }

    @Test
    void compositeCreatesAHeaderAndLinesWithReferences() {
        String body = ("{'allOrNone':true,'compositeRequest':["
                        + "{'method':'POST','url':'" + V + "/sobjects/refin__Sales_Invoice__c','referenceId':'inv',"
                        + "'body':{'refin__Entity__c':'" + entity + "'}},"
                        + "{'method':'POST','url':'" + V
                        + "/sobjects/refin__Sales_Invoice_Line__c','referenceId':'line1',"
                        + "'body':{'refin__Sales_Invoice__c':'@{inv.id}','refin__Unit_Price__c':10,'refin__GL_Account__c':'"
                        + revenue + "'}},"
                        + "{'method':'GET','url':'" + V
                        + "/sobjects/refin__Sales_Invoice__c/@{inv.id}?fields=Name,refin__Subtotal__c',"
                        + "'referenceId':'read'},"
                        + "{'method':'PATCH','url':'" + V
                        + "/sobjects/refin__Sales_Invoice__c/@{inv.id}','referenceId':'memo',"
                        + "'body':{'refin__Memo__c':'@{read.Name}'}}]}")
                .replace('\'', '"');
        EmulatorClient.Response response = client.post(V + "/composite", body);
        assertEquals(200, response.status(), response.text());
        JsonNode answers = response.json().get("compositeResponse");
        assertEquals(4, answers.size());
        assertEquals(201, answers.get(0).get("httpStatusCode").asInt());
        String invoice = answers.get(0).get("body").get("id").asText();
        assertEquals(
                V + "/sobjects/refin__Sales_Invoice__c/" + invoice,
                answers.get(0).get("httpHeaders").get("Location").asText());
        assertEquals("line1", answers.get(1).get("referenceId").asText());
        assertEquals(10, answers.get(2).get("body").get("refin__Subtotal__c").asInt());
        assertEquals(204, answers.get(3).get("httpStatusCode").asInt());
        assertTrue(answers.get(3).get("body").isNull());
        JsonNode stored = client.read("refin__Sales_Invoice__c", invoice);
        assertEquals(stored.get("Name").asText(), stored.get("refin__Memo__c").asText());
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/camel-composite-response-success-201.json")
                        .get("compositeResponse")
                        .get(0),
                answers.get(0));
    }

    @Test
    void allOrNoneRollsEverythingBackAndHaltsTheRest() {
        int invoices = count("refin__Sales_Invoice__c");
        int accounts = count("Account");
        String body = ("{'allOrNone':true,'compositeRequest':["
                        + "{'method':'POST','url':'" + V
                        + "/sobjects/Account','referenceId':'acct','body':{'Name':'Kept?'}},"
                        + "{'method':'POST','url':'" + V + "/sobjects/refin__Sales_Invoice__c','referenceId':'inv',"
                        + "'body':{'refin__Entity__c':'" + entity + "','refin__Customer__c':'@{acct.id}'}},"
                        + "{'method':'POST','url':'" + V
                        + "/sobjects/refin__Sales_Invoice_Line__c','referenceId':'bad',"
                        + "'body':{'refin__Sales_Invoice__c':'@{inv.id}','Bogus__c':1}},"
                        + "{'method':'GET','url':'" + V + "/sobjects/Account/@{acct.id}','referenceId':'after'}]}")
                .replace('\'', '"');
        JsonNode answers = client.post(V + "/composite", body).json().get("compositeResponse");
        assertEquals(4, answers.size());
        for (int i : new int[] {0, 1, 3}) {
            assertEquals(400, answers.get(i).get("httpStatusCode").asInt());
            assertEquals(
                    "PROCESSING_HALTED",
                    answers.get(i).get("body").get(0).get("errorCode").asText());
        }
        assertEquals(
                "INVALID_FIELD",
                answers.get(2).get("body").get(0).get("errorCode").asText());
        assertEquals(invoices, count("refin__Sales_Invoice__c"));
        assertEquals(accounts, count("Account"));
        JsonNode sample = EmulatorClient.readFixture(
                        "composite/camel-composite-response-failure-processing-halted.json")
                .get("compositeResponse");
        Fidelity.assertSameShape(sample.get(0), answers.get(0));
        Fidelity.assertSameShape(sample.get(1), answers.get(2));
    }

    @Test
    void withoutAllOrNoneGoodSubrequestsCommitAndDependentsAreHalted() {
        int accounts = count("Account");
        String body = ("{'compositeRequest':["
                        + "{'method':'POST','url':'" + V
                        + "/sobjects/Account','referenceId':'good','body':{'Name':'Kept'}},"
                        + "{'method':'POST','url':'" + V
                        + "/sobjects/Account','referenceId':'bad','body':{'Bogus__c':1}},"
                        + "{'method':'GET','url':'" + V + "/sobjects/Account/@{bad.id}','referenceId':'dependent'},"
                        + "{'method':'GET','url':'" + V + "/sobjects/Foo','referenceId':'unknown'}]}")
                .replace('\'', '"');
        JsonNode answers = client.post(V + "/composite", body).json().get("compositeResponse");
        assertEquals(201, answers.get(0).get("httpStatusCode").asInt());
        assertEquals(400, answers.get(1).get("httpStatusCode").asInt());
        assertEquals(
                "PROCESSING_HALTED",
                answers.get(2).get("body").get(0).get("errorCode").asText());
        assertEquals(404, answers.get(3).get("httpStatusCode").asInt());
        assertEquals(accounts + 1, count("Account"));
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("composite/cumulusci-composite-get-unknown-sobject-response-404.json")
                        .get("compositeResponse")
                        .get(0),
                answers.get(3));
    }

    @Test
    void malformedEnvelopesAreRefusedWhole() {
        client.post(V + "/composite", "{}").error(400, "JSON_PARSER_ERROR");
        client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"GET\",\"url\":\"x\",\"referenceId\":\"a b\"}]}")
                .error(400, "INVALID_INPUT");
        client.post(
                        V + "/composite",
                        "{\"compositeRequest\":[{\"method\":\"GET\",\"url\":\"" + V
                                + "/sobjects\",\"referenceId\":\"a\",\"httpHeaders\":{\"Authorization\":\"x\"}}]}")
                .error(400, "INVALID_INPUT");
        client.get(V + "/composite").error(405, "METHOD_NOT_ALLOWED");
    }

    @Test
    void batchRunsEachSubrequestIndependentlyAndHaltsOnError() {
        String id = client.create("Account", "{'Name':'Batch'}");
        String body = ("{'batchRequests':["
                        + "{'method':'PATCH','url':'v65.0/sobjects/Account/" + id + "','richInput':{'Name':'Renamed'}},"
                        + "{'method':'GET','url':'v65.0/sobjects/Account/" + id + "?fields=Name'},"
                        + "{'method':'PATCH','url':'v65.0/sobjects/Account/" + id + "','richInput':{'Bogus__c':1}}]}")
                .replace('\'', '"');
        JsonNode out = client.post(V + "/composite/batch", body).json();
        assertTrue(out.get("hasErrors").asBoolean());
        assertEquals(204, out.get("results").get(0).get("statusCode").asInt());
        assertTrue(out.get("results").get(0).get("result").isNull());
        assertEquals(
                "Renamed", out.get("results").get(1).get("result").get("Name").asText());
        assertEquals(400, out.get("results").get(2).get("statusCode").asInt());
        String halting = ("{'haltOnError':true,'batchRequests':["
                        + "{'method':'GET','url':'v65.0/sobjects/Nope__c'},"
                        + "{'method':'GET','url':'v65.0/sobjects/Account/" + id + "'}]}")
                .replace('\'', '"');
        JsonNode halted = client.post(V + "/composite/batch", halting).json();
        assertEquals(412, halted.get("results").get(1).get("statusCode").asInt());
        assertEquals(
                "BATCH_PROCESSING_HALTED",
                halted.get("results")
                        .get(1)
                        .get("result")
                        .get(0)
                        .get("errorCode")
                        .asText());
    }

    @Test
    void treeCreatesNestedRecordsAllOrNone() {
        String body = ("{'records':[{'attributes':{'type':'refin__Sales_Invoice__c','referenceId':'inv1'},"
                        + "'refin__Entity__c':'" + entity + "','refin__Lines__r':{'records':["
                        + "{'attributes':{'type':'refin__Sales_Invoice_Line__c','referenceId':'l1'},'refin__Unit_Price__c':5},"
                        + "{'attributes':{'type':'refin__Sales_Invoice_Line__c','referenceId':'l2'},'refin__Unit_Price__c':7}]}},"
                        + "{'attributes':{'type':'refin__Sales_Invoice__c','referenceId':'inv2'},'refin__Entity__c':'"
                        + entity + "'}]}")
                .replace('\'', '"');
        EmulatorClient.Response response = client.post(V + "/composite/tree/refin__Sales_Invoice__c", body);
        assertEquals(201, response.status(), response.text());
        JsonNode results = response.json().get("results");
        assertFalse(response.json().get("hasErrors").asBoolean());
        assertEquals(
                List.of("inv1", "inv2", "l1", "l2"),
                List.of(
                        results.get(0).get("referenceId").asText(),
                        results.get(1).get("referenceId").asText(),
                        results.get(2).get("referenceId").asText(),
                        results.get(3).get("referenceId").asText()));
        String invoice = results.get(0).get("id").asText();
        assertEquals(
                12,
                client.read("refin__Sales_Invoice__c", invoice)
                        .get("refin__Subtotal__c")
                        .asInt());

        int invoices = count("refin__Sales_Invoice__c");
        int lines = count("refin__Sales_Invoice_Line__c");
        String bad = body.replace("\"refin__Unit_Price__c\":7", "\"refin__Unit_Price__c\":\"seven\"");
        EmulatorClient.Response failed = client.post(V + "/composite/tree/refin__Sales_Invoice__c", bad);
        assertEquals(400, failed.status(), failed.text());
        JsonNode failure = failed.json();
        assertTrue(failure.get("hasErrors").asBoolean());
        assertEquals(1, failure.get("results").size());
        assertEquals("l2", failure.get("results").get(0).get("referenceId").asText());
        JsonNode error = failure.get("results").get(0).get("errors").get(0);
        assertTrue(error.get("statusCode").isTextual());
        assertTrue(error.get("message").isTextual());
        assertTrue(error.get("fields").isArray());
        assertEquals(invoices, count("refin__Sales_Invoice__c"));
        assertEquals(lines, count("refin__Sales_Invoice_Line__c"));
    }

    @Test
    void treeAcceptsTheSampleRequestShape() {
        JsonNode sample = EmulatorClient.readFixture("tree/plugin-data-accounts-with-child-contacts-tree-request.json");
        // The snapshot has no Contact: the sample's nesting is replayed with Accounts' child accounts.
        String body = sample.toString()
                .replace("\"Contacts\"", "\"ChildAccounts\"")
                .replace("\"Contact\"", "\"Account\"")
                .replace("\"lastname\"", "\"name\"")
                .replace("\"title\"", "\"description\"")
                .replace("\"numberOfEmployees\":\"100\",", "")
                .replace("\"website\"", "\"accountNumber\"");
        EmulatorClient.Response response = client.post(V + "/composite/tree/Account", body);
        assertEquals(201, response.status(), response.text());
        assertEquals(4, response.json().get("results").size());
        String child = response.json().get("results").get(2).get("id").asText();
        assertEquals(
                response.json().get("results").get(0).get("id").asText(),
                client.read("Account", child).get("ParentId").asText());
    }

    @Test
    void collectionsCreateUpdateAndDeleteWithAllOrNone() {
        JsonNode createRequest =
                EmulatorClient.readFixture("collections/cumulusci-collections-create-accounts-request.json");
        String create = createRequest.toString().replace("\"CleanStatus\":\"Pending\",", "");
        EmulatorClient.Response created = client.post(V + "/composite/sobjects", create);
        assertEquals(200, created.status(), created.text());
        JsonNode results = created.json();
        assertEquals(6, results.size());
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("collections/cumulusci-collections-create-accounts-response.json"), results);
        List<String> ids = new java.util.ArrayList<>();
        results.forEach(r -> ids.add(r.get("id").asText()));

        String update = ("{'allOrNone':false,'records':[{'attributes':{'type':'Account'},'id':'" + ids.get(0)
                        + "','Description':'fav'},{'attributes':{'type':'Account'},'id':'" + ids.get(1)
                        + "','Bogus__c':1}]}")
                .replace('\'', '"');
        JsonNode updated = client.patch(V + "/composite/sobjects", update).json();
        assertTrue(updated.get(0).get("success").asBoolean());
        Fidelity.assertSameShape(
                EmulatorClient.readFixture("collections/cumulusci-collections-update-accounts-response.json")
                        .get(0),
                updated.get(0));
        assertFalse(updated.get(1).get("success").asBoolean());
        assertEquals(
                "INVALID_FIELD",
                updated.get(1).get("errors").get(0).get("statusCode").asText());
        assertEquals(
                "fav", client.read("Account", ids.get(0)).get("Description").asText());

        String allOrNone =
                update.replace("\"allOrNone\":false", "\"allOrNone\":true").replace("fav", "lost");
        JsonNode rolledBack = client.patch(V + "/composite/sobjects", allOrNone).json();
        assertEquals(
                "ALL_OR_NONE_OPERATION_ROLLED_BACK",
                rolledBack.get(0).get("errors").get(0).get("statusCode").asText());
        assertEquals(
                "fav", client.read("Account", ids.get(0)).get("Description").asText());

        JsonNode deleted = client.delete(V + "/composite/sobjects?ids=" + ids.get(0) + "," + ids.get(1) + ",bad")
                .json();
        assertTrue(deleted.get(0).get("success").asBoolean());
        assertEquals(ids.get(1), deleted.get(1).get("id").asText());
        assertEquals(
                "MALFORMED_ID",
                deleted.get(2).get("errors").get(0).get("statusCode").asText());
        client.get(V + "/sobjects/Account/" + ids.get(0)).error(404, "ENTITY_IS_DELETED");

        JsonNode fetched = client.get(
                        V + "/composite/sobjects/Account?ids=" + ids.get(2) + "," + ids.get(0) + "&fields=Name")
                .json();
        assertTrue(fetched.get(0).get("Name").isTextual());
        assertTrue(fetched.get(1).isNull());
    }

    @Test
    void collectionsUpsertByExternalIdReportsCreated() {
        String body = ("{'allOrNone':false,'records':[{'attributes':{'type':'refin__Tax_Profile__c'},"
                        + "'Name':'A','refin__Tax_Code__c':'COL-A'},{'attributes':{'type':'refin__Tax_Profile__c'},"
                        + "'Name':'B','refin__Tax_Code__c':'COL-B'}]}")
                .replace('\'', '"');
        JsonNode first = client.patch(V + "/composite/sobjects/refin__Tax_Profile__c/refin__Tax_Code__c", body)
                .json();
        Fidelity.assertSameShape(
                EmulatorClient.readFixture(
                        "collections/cumulusci-collections-upsert-contact-by-email-response-created.json"),
                first);
        assertTrue(first.get(0).get("created").asBoolean());
        JsonNode second = client.patch(
                        V + "/composite/sobjects/refin__Tax_Profile__c/refin__Tax_Code__c",
                        body.replace("COL-B", "COL-C"))
                .json();
        Fidelity.assertSameShape(
                EmulatorClient.readFixture(
                        "collections/cumulusci-collections-upsert-contact-by-email-response-mixed.json"),
                second);
        assertFalse(second.get(0).get("created").asBoolean());
        assertTrue(second.get(1).get("created").asBoolean());
    }

    @Test
    void collectionsRefuseMoreThan200Records() {
        StringBuilder body = new StringBuilder("{\"records\":[");
        for (int i = 0; i < 201; i++) {
            body.append(i == 0 ? "" : ",").append("{\"attributes\":{\"type\":\"Account\"},\"Name\":\"n\"}");
        }
        client.post(V + "/composite/sobjects", body + "]}").error(400, "EXCEEDED_ID_LIMIT");
    }

    @Test
    void describesInACompositeAreTheDescribeResourceAnswersAndReferencesStillReadIntoThem() {
        String body = ("{'compositeRequest':["
                        + "{'method':'GET','url':'" + V
                        + "/sobjects/refin__Sales_Invoice__c/describe','referenceId':'inv'},"
                        + "{'method':'GET','url':'" + V + "/sobjects/@{inv.name}/describe',"
                        + "'referenceId':'byName'},"
                        + "{'method':'GET','url':'" + V + "/sobjects/No_Such__c/describe','referenceId':'missing'}]}")
                .replace('\'', '"');
        EmulatorClient.Response response = client.post(V + "/composite", body);
        assertEquals(200, response.status(), response.text());
        JsonNode answers = response.json().get("compositeResponse");
        JsonNode direct =
                client.get(V + "/sobjects/refin__Sales_Invoice__c/describe").json();
        assertEquals(direct, answers.get(0).get("body"));
        assertEquals(200, answers.get(0).get("httpStatusCode").asInt());
        assertFalse(
                answers.get(0).get("httpHeaders").path("Last-Modified").asText().isEmpty());
        // The second URL names the object by a value read out of the first describe.
        assertEquals(direct, answers.get(1).get("body"));
        assertEquals(404, answers.get(2).get("httpStatusCode").asInt());
        assertEquals(
                "NOT_FOUND", answers.get(2).get("body").get(0).get("errorCode").asText());
    }
}
