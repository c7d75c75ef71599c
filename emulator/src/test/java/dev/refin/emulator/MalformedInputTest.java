package dev.refin.emulator;

import static dev.refin.emulator.EmulatorClient.V;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A client's malformed input is refused with a 4xx and the platform's error array, never a 500. */
class MalformedInputTest {
    private static Emulator emulator;
    private static EmulatorClient client;

    @BeforeAll
    static void start() throws Exception {
        emulator = EmulatorClient.startReadyOrg();
        client = new EmulatorClient(emulator.baseUrl());
    }

    @AfterAll
    static void stop() {
        emulator.close();
    }

    @Test
    void malformedRequestsAreNeverServerErrors() {
        String invoices = V + "/sobjects/refin__Sales_Invoice__c";
        String[][] requests = {
            {"POST", V + "/composite", "[]"},
            {"POST", V + "/composite", "{\"compositeRequest\":\"x\"}"},
            {"POST", V + "/composite", "{\"compositeRequest\":[{}]}"},
            {"POST", V + "/composite", "{\"compositeRequest\":[{\"method\":\"GET\",\"url\":42,\"referenceId\":\"a\"}]}"
            },
            {
                "POST",
                V + "/composite",
                "{\"compositeRequest\":[{\"method\":\"GET\",\"url\":\"%%%\",\"referenceId\":\"a\"}]}"
            },
            {
                "POST",
                V + "/composite",
                "{\"compositeRequest\":[{\"method\":\"GET\",\"url\":\"" + V
                        + "/query?q=@{nope.records[0].Id}\",\"referenceId\":\"a\"}]}"
            },
            {"POST", V + "/composite/batch", "{\"batchRequests\":[{\"method\":\"GET\"}]}"},
            {"POST", V + "/composite/batch", "{\"batchRequests\":7}"},
            {"POST", V + "/composite/tree/refin__Sales_Invoice__c", "{\"records\":[{}]}"},
            {"POST", V + "/composite/tree/refin__Sales_Invoice__c", "{\"records\":\"x\"}"},
            {"POST", V + "/composite/tree/Nope", "{\"records\":[]}"},
            {"POST", V + "/composite/sobjects", "{\"records\":[{\"Name\":\"no type\"}]}"},
            {"POST", V + "/composite/sobjects", "{\"records\":[1]}"},
            {"PATCH", V + "/composite/sobjects", "{\"records\":[{\"attributes\":{\"type\":\"Account\"}}]}"},
            {"DELETE", V + "/composite/sobjects?ids=", null},
            {"DELETE", V + "/composite/sobjects?ids=,,,", null},
            {"GET", V + "/composite/sobjects/Account?ids=x&fields=Name", null},
            {"POST", V + "/composite/sobjects/Account", "{\"ids\":\"x\",\"fields\":7}"},
            {"PATCH", V + "/composite/sobjects/Account/Name", "{\"records\":[{\"attributes\":{\"type\":\"Account\"}}]}"
            },
            {"POST", invoices, "{\"attributes\":7}"},
            {"POST", invoices, "{\"refin__Entity__r\":{\"attributes\":{\"type\":7},\"refin__Code__c\":\"x\"}}"},
            {"POST", invoices, "{\"refin__Entity__r\":{}}"},
            {"PATCH", invoices + "/refin__Reference__c/", "{}"},
            {"GET", invoices + "/%E0%A4", null},
            {"GET", V + "/query?q=SELECT+Id+FROM+Account+WHERE+CreatedDate+%3E+LAST_N_DAYS%3Ax", null},
            {"GET", V + "/query?q=SELECT+Id+FROM+Account+LIMIT+99999999999999", null},
            {"GET", V + "/query?q=SELECT+Id+FROM+Account+OFFSET+-1", null},
            {"GET", V + "/query/01gXXXXXXXXXXXXXXX-abc", null},
            {"GET", V + "/query/01g000000000000000-99999999999999999999", null},
            {"GET", V + "/sobjects/Account/updated?start=x&end=y", null},
            {"GET", V + "/search?q=%7B", null},
            {"GET", V + "/search?q=FIND+%7B%7D", null},
            {"GET", V + "/search?q=FIND+%7Bx%7D+RETURNING+Account(Id+LIMIT+99999999999999)", null},
            {"GET", V + "/parameterizedSearch?q=x&sobject=Account&Account.limit=abc", null},
            {"POST", V + "/parameterizedSearch", "{\"q\":\"x\",\"sobjects\":[{\"name\":7}]}"},
            {"POST", V + "/parameterizedSearch", "[]"},
            {"POST", V + "/jobs/ingest", "{\"object\":7,\"operation\":[]}"},
            {"POST", V + "/jobs/query", "{\"query\":{}}"},
            {"GET", V + "/jobs/query/750000000000000AAA/results?maxRecords=-5&locator=%25%25", null},
            {"GET", V + "/recent?limit=99999999999999", null},
            {"GET", V + "/sobjects/Account/describe/layouts/%00", null},
        };
        List<String> failures = new ArrayList<>();
        for (String[] request : requests) {
            EmulatorClient.Response answer = client.send(request[0], request[1], request[2]);
            if (answer.status() >= 500) {
                failures.add(request[0] + " " + request[1] + " " + request[2] + " -> " + answer.status() + " "
                        + answer.text());
            }
        }
        assertEquals(List.of(), failures);
    }
}
