package dev.refin.describe;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.FieldType;
import dev.refin.runtime.RealFixtures;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Feeds unusable describe input to the parser and checks every problem is reported with source and JSON path. */
class DescribeParserBadInputTest {
    private static final String VALID_NAME_RULE =
            " is not a valid API name (letters, digits and underscores, starting with a letter)";

    @Test
    void emptyFile() {
        assertProblems("X.json", new byte[0], "X.json: $: is empty: expected a describe JSON object");
    }

    @Test
    void whitespaceOnly() {
        assertProblems("X.json", " \n\t\r\n  ", "X.json: $: is empty: expected a describe JSON object");
    }

    @Test
    void byteOrderMarkOnly() {
        assertProblems(
                "X.json",
                new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, ' '},
                "X.json: $: is empty: expected a describe JSON object");
    }

    @Test
    void htmlPage() {
        assertProblems(
                "Account.json",
                "\n<html><head><title>Login</title></head><body>Please log in</body></html>",
                "Account.json: $: is not JSON but markup (starts with '<'): an HTML page, e.g. from a proxy or a"
                        + " login redirect, was saved instead of the describe");
    }

    @Test
    void plainText() {
        assertProblems("X.json", "Bad Gateway", "X.json: $: is not JSON: expected '{' but the content starts with 'B'");
    }

    @Test
    void truncatedRealDescribe() {
        byte[] whole = RealFixtures.bytes("describe/camel-asset-trimmed-describe-v42-missing-keys.json");
        byte[] half = Arrays.copyOf(whole, whole.length / 2);
        String text = new String(half, StandardCharsets.UTF_8);
        assertTrue(text.endsWith("\"filteredLookupInfo"), text.substring(text.length() - 30));
        long line = text.chars().filter(c -> c == '\n').count() + 1;
        int column = text.length() - text.lastIndexOf('\n');
        assertEquals(92, line);
        assertEquals(26, column);

        assertProblems(
                "Asset.json",
                half,
                "Asset.json: $: is truncated: the JSON ends before the document is complete (line 92, column 26)");
    }

    @Test
    void truncatedAtALineEndAfterAComma() {
        byte[] whole = RealFixtures.bytes("describe/camel-asset-trimmed-describe-v42-missing-keys.json");
        String text = new String(whole, StandardCharsets.UTF_8);
        int cut = 0;
        for (int line = 0; line < 40; line++) {
            cut = text.indexOf('\n', cut) + 1;
        }
        byte[] head = Arrays.copyOf(whole, cut);
        assertTrue(new String(head, StandardCharsets.UTF_8).endsWith("\"inlineHelpText\": null,\n"));

        assertProblems(
                "Asset.json",
                head,
                "Asset.json: $: is truncated: the JSON ends before the document is complete (line 41, column 1)");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // input (after the common prefix) | line and column just past the end
                "12                  | line 1, column 58",
                "tr                  | line 1, column 58",
                "nul                 | line 1, column 59",
                "1.                  | line 1, column 58",
                "-                   | line 1, column 57",
                "false,              | line 1, column 62",
                "[\"Account\",       | line 1, column 67",
                "\"ab\\u00            | line 1, column 63",
            })
    void truncatedInsideOrAfterAValue(String tail, String end) {
        String prefix = "{\"name\": \"X__c\", \"fields\": [{\"name\": \"A__c\", \"length\": ";
        assertEquals(55, prefix.length());
        assertProblems(
                "X.json",
                prefix + tail,
                "X.json: $: is truncated: the JSON ends before the document is complete (" + end + ")");
    }

    @Test
    void truncatedWithCarriageReturns() {
        assertProblems(
                "X.json",
                "{\"name\": \"X__c\",\r\n\"fields\": [\r\n{\"name\": \"A__c\",\r\n  ",
                "X.json: $: is truncated: the JSON ends before the document is complete (line 4, column 3)");
    }

    @Test
    void invalidTokenBeforeTheEndIsNotTruncation() {
        List<DescribeProblem> problems = new ArrayList<>();
        assertNull(parse("X.json", bytes("{\"name\": \"X__c\", \"fields\": [tr]}"), problems));
        String message = problems.get(0).toString();
        assertTrue(
                message.startsWith("X.json: $: is not valid JSON (line 1, column 29): Unrecognized token 'tr'"),
                message);
    }

    @Test
    void invalidJsonNamesTheLocation() {
        List<DescribeProblem> problems = new ArrayList<>();
        assertNull(parse("X.json", bytes("{\"name\": \"X__c\",\n \"fields\": [}"), problems));
        assertEquals(1, problems.size());
        String message = problems.get(0).toString();
        assertTrue(message.startsWith("X.json: $: is not valid JSON (line 2, column 13): "), message);
    }

    @Test
    void errorArraySavedInsteadOfDescribe() {
        assertProblems(
                "Foo__c.json",
                "[{\"message\":\"The requested resource does not exist\",\"errorCode\":\"NOT_FOUND\"}]",
                "Foo__c.json: $: is a platform error response, not a describe: NOT_FOUND: The requested resource does"
                        + " not exist");
    }

    @Test
    void realNotFoundErrorFixture() {
        assertProblems(
                "restforce-describe-not-found.json",
                RealFixtures.bytes("errors/restforce-describe-not-found.json"),
                "restforce-describe-not-found.json: $: is a platform error response, not a describe: NOT_FOUND: The"
                        + " requested resource does not exist");
    }

    @Test
    void otherArray() {
        assertProblems("X.json", "[1, 2]", "X.json: $: expected a describe JSON object, found an array");
    }

    @Test
    void oauthErrorObject() {
        assertProblems(
                "token.json",
                RealFixtures.bytes("oauth/restforce-oauth-invalid-grant-password.json"),
                "token.json: $: is an error response, not a describe: invalid_grant: authentication failure - Invalid"
                        + " Password");
        assertProblems(
                "token.json",
                "{\"error\":\"invalid_client_id\"}",
                "token.json: $: is an error response, not a describe: invalid_client_id");
    }

    @Test
    void objectWithoutFields() {
        assertProblems(
                "X.json", "{\"name\":\"X__c\"}", "X.json: $: is not an object describe: it has no 'fields' member");
    }

    @Test
    void fieldsNotAnArray() {
        assertProblems(
                "X.json", "{\"name\":\"X__c\",\"fields\":{}}", "X.json: $.fields: expected an array, found an object");
    }

    @Test
    void fieldWithMissingType() {
        String json = "{\"name\":\"X__c\",\"fields\":["
                + field("A__c", "string") + "," + field("B__c", "date") + "," + field("C__c", "int") + ","
                + "{\"name\":\"D__c\",\"label\":\"D\"}]}";
        assertProblems("X.json", json, "X.json: $.fields[3].type: missing");
    }

    @Test
    void fieldWithMissingName() {
        assertProblems(
                "X.json",
                "{\"name\":\"X__c\",\"fields\":[{\"type\":\"string\"}]}",
                "X.json: $.fields[0].name: missing");
    }

    @Test
    void objectWithMissingName() {
        assertProblems("X.json", "{\"fields\":[" + field("A__c", "string") + "]}", "X.json: $.name: missing");
    }

    @Test
    void fieldNameIsAPath() {
        assertProblems(
                "X.json",
                "{\"name\":\"X__c\",\"fields\":[" + field("../etc/passwd", "string") + "]}",
                "X.json: $.fields[0].name: '../etc/passwd'" + VALID_NAME_RULE);
    }

    @Test
    void objectNameIsAPath() {
        assertProblems(
                "X.json",
                "{\"name\":\"refin__X/../../Y__c\",\"fields\":[" + field("A__c", "string") + "]}",
                "X.json: $.name: 'refin__X/../../Y__c'" + VALID_NAME_RULE);
    }

    @Test
    void globalDescribeWithBadName() {
        assertProblems(
                "global.json",
                "{\"sobjects\":[{\"name\":\"Account\"},{\"name\":\"a b\"},{\"label\":\"x\"},7]}",
                "global.json: $.sobjects[1].name: 'a b'" + VALID_NAME_RULE,
                "global.json: $.sobjects[2].name: missing",
                "global.json: $.sobjects[3]: expected an object, found a number");
    }

    @Test
    void duplicateFieldNames() {
        String json = "{\"name\":\"X__c\",\"fields\":[" + field("Name", "string") + "," + field("A__c", "int") + ","
                + field("NAME", "string") + "]}";
        assertProblems("X.json", json, "X.json: $.fields[2].name: duplicate field 'NAME' (also at $.fields[0])");
    }

    @Test
    void wrongMemberTypes() {
        String json = "{\"name\":\"X__c\",\"fields\":["
                + "{\"name\":\"A__c\",\"type\":\"string\",\"nillable\":{}},"
                + "{\"name\":\"B__c\",\"type\":\"string\",\"length\":\"eighty\"},"
                + "{\"name\":\"C__c\",\"type\":\"reference\",\"referenceTo\":\"Account\"},"
                + "{\"name\":\"D__c\",\"type\":\"string\",\"label\":[\"D\"]},"
                + "{\"name\":\"E__c\",\"type\":\"picklist\",\"picklistValues\":{}},"
                + "{\"name\":\"F__c\",\"type\":\"int\",\"digits\":1.5,\"createable\":1},"
                + "{\"name\":\"G__c\",\"type\":\"reference\",\"referenceTo\":[\"Account\",3]},"
                + "{\"name\":\"H__c\",\"type\":\"picklist\",\"picklistValues\":[\"x\",{\"label\":\"y\"}]}"
                + "]}";
        assertProblems(
                "X.json",
                json,
                "X.json: $.fields[0].nillable: expected true or false, found an object {}",
                "X.json: $.fields[1].length: expected an integer, found a string \"eighty\"",
                "X.json: $.fields[2].referenceTo: expected an array of strings, found a string",
                "X.json: $.fields[3].label: expected a string, found an array",
                "X.json: $.fields[4].picklistValues: expected an array, found an object",
                "X.json: $.fields[5].digits: expected an integer, found a number 1.5",
                "X.json: $.fields[5].createable: expected true or false, found a number 1",
                "X.json: $.fields[6].referenceTo[1]: expected a string, found a number",
                "X.json: $.fields[7].picklistValues[0]: expected a picklist entry object, found a string",
                "X.json: $.fields[7].picklistValues[1].value: missing");
    }

    @Test
    void fieldThatIsNotAnObject() {
        assertProblems(
                "X.json",
                "{\"name\":\"X__c\",\"fields\":[\"Name\", null]}",
                "X.json: $.fields[0]: expected a field object, found a string",
                "X.json: $.fields[1]: expected a field object, found null");
    }

    @Test
    void multipleProblemsAreAllReportedTogether() {
        String json = "{\"name\":\"Bad Name\",\"fields\":["
                + field("Id", "id") + ","
                + "{\"name\":\"A__c\"},"
                + field("../x", "string") + ","
                + field("Vec__c", "vector") + ","
                + field("id", "string") + ","
                + "{\"name\":\"B__c\",\"type\":\"boolean\",\"nillable\":\"maybe\"}"
                + "]}";
        List<String> expected = List.of(
                "X.json: $.name: 'Bad Name'" + VALID_NAME_RULE,
                "X.json: $.fields[1].type: missing",
                "X.json: $.fields[2].name: '../x'" + VALID_NAME_RULE,
                "warning: X.json: $.fields[3].type: unknown field type 'vector' on field 'Vec__c': kept as a raw JSON"
                        + " value",
                "X.json: $.fields[4].name: duplicate field 'id' (also at $.fields[0])",
                "X.json: $.fields[5].nillable: expected true or false, found a string \"maybe\"");
        assertProblems("X.json", json, expected.toArray(new String[0]));

        DescribeException e =
                assertThrows(DescribeException.class, () -> DescribeParser.parseObject("X.json", bytes(json)));
        assertEquals("5 problems in describe input:\n  " + String.join("\n  ", expected), e.getMessage());
        assertEquals(
                expected, e.problems().stream().map(DescribeProblem::toString).collect(Collectors.toList()));
    }

    @Test
    void exceptionMessageForASingleProblem() {
        DescribeException e =
                assertThrows(DescribeException.class, () -> DescribeParser.parseObject("E.json", new byte[0]));
        assertEquals(
                "1 problem in describe input:\n  E.json: $: is empty: expected a describe JSON object", e.getMessage());
        DescribeProblem problem = e.problems().get(0);
        assertEquals(DescribeProblem.Severity.ERROR, problem.severity());
        assertEquals("E.json", problem.source());
        assertEquals("$", problem.path());
        assertEquals("is empty: expected a describe JSON object", problem.message());
    }

    @Test
    void parseObjectRejectsAGlobalDescribe() {
        DescribeException e = assertThrows(
                DescribeException.class, () -> DescribeParser.parseObject("g.json", bytes("{\"sobjects\":[]}")));
        assertEquals(
                "1 problem in describe input:\n  g.json: $: is a describeGlobal list, not an object describe",
                e.getMessage());
    }

    @Test
    void unknownTypeIsAWarningAndTheDocumentIsReturned() {
        String json = "{\"name\":\"refin__Doc__c\",\"fields\":["
                + field("Name", "string") + ","
                + "{\"name\":\"refin__Embedding__c\",\"type\":\"vector\",\"soapType\":\"tns:vector\",\"length\":1536}"
                + "]}";
        List<DescribeProblem> problems = new ArrayList<>();
        DescribeDocument document = assertDoesNotThrow(() -> DescribeParser.parse("Doc.json", bytes(json), problems));

        assertEquals(
                List.of("warning: Doc.json: $.fields[1].type: unknown field type 'vector' on field"
                        + " 'refin__Embedding__c': kept as a raw JSON value"),
                problems.stream().map(DescribeProblem::toString).collect(Collectors.toList()));
        assertEquals(DescribeProblem.Severity.WARNING, problems.get(0).severity());
        ObjectDescribe object = assertInstanceOf(ObjectDescribe.class, document);
        FieldDescribe embedding = object.field("refin__Embedding__c").orElseThrow();
        assertEquals(FieldType.UNKNOWN, embedding.type());
        assertEquals("vector", embedding.rawType());
        assertEquals("tns:vector", embedding.soapType());
        assertEquals(1536, embedding.length());
        assertEquals(2, object.fields().size());

        ObjectDescribe viaThrowingApi = assertDoesNotThrow(() -> DescribeParser.parseObject("Doc.json", bytes(json)));
        assertEquals(object, viaThrowingApi);
    }

    private static String field(String name, String type) {
        return "{\"name\":\"" + name + "\",\"type\":\"" + type + "\"}";
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static DescribeDocument parse(String source, byte[] json, List<DescribeProblem> problems) {
        return assertDoesNotThrow(() -> DescribeParser.parse(source, json, problems));
    }

    private static void assertProblems(String source, String json, String... expected) {
        assertProblems(source, bytes(json), expected);
    }

    private static void assertProblems(String source, byte[] json, String... expected) {
        List<DescribeProblem> problems = new ArrayList<>();
        DescribeDocument document = parse(source, json, problems);

        assertNull(document);
        assertEquals(
                List.of(expected),
                problems.stream().map(DescribeProblem::toString).collect(Collectors.toList()));
        for (DescribeProblem problem : problems) {
            assertEquals(source, problem.source());
        }
        DescribeException e = assertThrows(DescribeException.class, () -> DescribeParser.parseObject(source, json));
        for (String line : expected) {
            assertTrue(e.getMessage().contains("\n  " + line), e.getMessage());
        }
        assertEquals(problems, e.problems());
    }
}
