package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.emulator.auth.Auth;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Rolled-back composites under concurrency: readers never see their partial writes, and the licence check holds. */
class CompositeConcurrencyTest {
    @Test
    void readersNeverSeeTheWritesOfARolledBackComposite() throws Exception {
        try (Emulator emulator =
                Emulator.builder().snapshot(EmulatorClient.snapshot()).build().start()) {
            EmulatorClient client = new EmulatorClient(emulator.baseUrl());
            String failing = ("{'allOrNone':true,'compositeRequest':["
                            + "{'method':'POST','url':'" + V
                            + "/sobjects/Account','referenceId':'a','body':{'Name':'x'}},"
                            + "{'method':'POST','url':'" + V
                            + "/sobjects/Account','referenceId':'b','body':{'Name':'y'}},"
                            + "{'method':'POST','url':'" + V
                            + "/sobjects/Account','referenceId':'c','body':{'Nope__c':1}}]}")
                    .replace('\'', '"');
            String count = V + "/query?q=" + URLEncoder.encode("SELECT COUNT() FROM Account", StandardCharsets.UTF_8);
            ExecutorService pool = Executors.newFixedThreadPool(5);
            AtomicBoolean writing = new AtomicBoolean(true);
            try {
                List<Future<?>> writers = new ArrayList<>();
                for (int w = 0; w < 4; w++) {
                    writers.add(pool.submit(() -> {
                        for (int i = 0; i < 40; i++) {
                            assertEquals(
                                    200, client.post(V + "/composite", failing).status());
                        }
                        return null;
                    }));
                }
                Future<Integer> reader = pool.submit(() -> {
                    int reads = 0;
                    while (writing.get()) {
                        JsonNode page = client.get(count).json();
                        assertEquals(0, page.get("totalSize").asInt(), page.toString());
                        assertEquals(0, emulator.records("Account").size());
                        reads++;
                    }
                    return reads;
                });
                for (Future<?> writer : writers) {
                    writer.get();
                }
                writing.set(false);
                reader.get();
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void theLicenceCheckAppliesInsideCompositeAndCollections() throws Exception {
        try (Emulator emulator = Emulator.builder()
                .snapshot(EmulatorClient.snapshot())
                .user("clerk@refin.test", "pw", false)
                .build()
                .start()) {
            EmulatorClient admin = new EmulatorClient(emulator.baseUrl());
            String entity = admin.create("refin__Entity__c", "{'Name':'E'}");
            EmulatorClient clerk = admin.withToken(emulator.issueToken("clerk@refin.test"));
            String invoice = "{'attributes':{'type':'refin__Sales_Invoice__c'},'refin__Entity__c':'" + entity + "'}";
            JsonNode results = clerk.post(
                            V + "/composite/sobjects", ("{'records':[" + invoice + "]}").replace('\'', '"'))
                    .json();
            JsonNode error = results.get(0).get("errors").get(0);
            assertEquals(
                    "FIELD_CUSTOM_VALIDATION_EXCEPTION", error.get("statusCode").asText());
            assertEquals(Auth.LICENCE_MESSAGE, error.get("message").asText());
            String composite = ("{'compositeRequest':[{'method':'POST','url':'" + V
                            + "/sobjects/refin__Sales_Invoice__c','referenceId':'i','body':{'refin__Entity__c':'"
                            + entity + "'}}]}")
                    .replace('\'', '"');
            JsonNode answer = clerk.post(V + "/composite", composite)
                    .json()
                    .get("compositeResponse")
                    .get(0);
            assertEquals(400, answer.get("httpStatusCode").asInt());
            assertEquals(
                    "FIELD_CUSTOM_VALIDATION_EXCEPTION",
                    answer.get("body").get(0).get("errorCode").asText());
            assertEquals(0, emulator.records("refin__Sales_Invoice__c").size());
        }
    }
}
