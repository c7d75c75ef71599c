package dev.refin.runtime.internal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RealFixtures;
import dev.refin.runtime.client.ApiError;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinApiException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ErrorBodyTest {

    /** The expected first code and kind of every file under {@code errors/}; a new file must be added here. */
    private static final Map<String, String> EXPECTED = Map.of(
            "restforce-describe-not-found.json", "NOT_FOUND NOT_FOUND",
            "restforce-invalid-field-no-such-column.json", "INVALID_FIELD INVALID_FIELD",
            "restforce-invalid-session-id.json", "INVALID_SESSION_ID SESSION_EXPIRED",
            "restforce-malformed-search.json", "MALFORMED_SEARCH OTHER",
            "restforce-not-found-external-id.json", "NOT_FOUND NOT_FOUND",
            "restforce-query-invalid-field-placeholder.json", "INVALID_FIELD INVALID_FIELD",
            "restforce-upsert-300-multiple-choices.json", "MULTIPLE_CHOICES AMBIGUOUS_MATCH",
            "restforce-upsert-not-found-external-id.json", "NOT_FOUND NOT_FOUND",
            "snowfakery-query-invalid-type-400-b.json", "INVALID_TYPE OTHER",
            "snowfakery-query-invalid-type-400-v50.json", "INVALID_TYPE OTHER");

    @Test
    void everyRealErrorFixtureParsesAndClassifies() throws IOException {
        List<Path> files = RealFixtures.jsonFiles("errors");
        assertEquals(
                new TreeMap<>(EXPECTED).keySet().stream().toList(),
                files.stream().map(p -> p.getFileName().toString()).toList());
        for (Path file : files) {
            String name = file.getFileName().toString();
            int status = name.contains("300") ? 300 : 400;
            ErrorBody body = ErrorBody.parse(status, Files.readString(file, StandardCharsets.UTF_8));
            assertFalse(body.errors().isEmpty(), name);
            ApiError first = body.errors().get(0);
            assertEquals(EXPECTED.get(name), first.errorCode() + " " + first.kind(), name);
            assertFalse(first.message().isBlank(), name);
            RefinApiException e = new RefinApiException(status, "GET", "/x", body, true);
            assertTrue(e.getMessage().startsWith("HTTP " + status + " from GET /x: " + first.errorCode()), name);
        }
    }

    @Test
    void the300FixtureKeepsItsUrls() throws IOException {
        String json = Files.readString(RealFixtures.file("errors/restforce-upsert-300-multiple-choices.json"));
        ErrorBody body = ErrorBody.parse(300, json);
        assertEquals(
                List.of("/services/data/v23.0/sobjects/Whizbang/foo", "/services/data/v23.0/sobjects/Whizbang/bar"),
                body.matchingUrls());
    }

    @Test
    void multiLineQueryMessagesAreKeptVerbatim() throws IOException {
        String json = Files.readString(RealFixtures.file("errors/snowfakery-query-invalid-type-400-v50.json"));
        ApiError error = ErrorBody.parse(400, json).errors().get(0);
        assertTrue(error.message().startsWith("\nSELECT Xyzzy FROM Xyzzy\n"));
        assertTrue(error.message().contains("ERROR at Row:1:Column:19"));
        assertEquals(List.of(), error.fields());
    }

    @Test
    void itemErrorsKeyedStatusCodeAndOddShapesAreTolerated() {
        ApiError item = ErrorBody.parse(
                        400, "[{\"statusCode\":\"DUPLICATES_DETECTED\",\"message\":\"Use one?\",\"fields\":\"Name\"}]")
                .errors()
                .get(0);
        assertEquals("DUPLICATES_DETECTED", item.errorCode());
        assertEquals(List.of("Name"), item.fields());
        assertEquals(ErrorKind.DUPLICATE_VALUE, item.kind());
        assertEquals(
                "UNKNOWN",
                ErrorBody.parse(400, "[{\"message\":\"m\"}]").errors().get(0).errorCode());
        assertEquals("HTTP_400", ErrorBody.parse(400, "[]").errors().get(0).errorCode());
        assertEquals(
                "UNEXPECTED_RESPONSE",
                ErrorBody.parse(400, "{\"foo\":1}").errors().get(0).errorCode());
        assertEquals(
                "NON_JSON_RESPONSE",
                ErrorBody.parse(500, "Internal Server Error").errors().get(0).errorCode());
        assertEquals(
                "NON_JSON_RESPONSE", ErrorBody.parse(500, "42").errors().get(0).errorCode());
        ApiError oauth = ErrorBody.parse(400, "{\"error\":\"invalid_grant\",\"error_description\":\"bad\"}")
                .errors()
                .get(0);
        assertEquals("invalid_grant", oauth.errorCode());
        assertEquals("bad", oauth.message());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|You must be a licensed user of the package to create, edit or delete"
                        + " accounting transactions. Contact your administrator.|LICENCE_SEAT_MISSING",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|Transaction Date 2024-01-05 is on or before the GL book closure date"
                        + " 2024-01-31.|CLOSED_PERIOD",
                "UNKNOWN|Transaction Date 2024-01-05 is on or before the GL book closure date.|CLOSED_PERIOD",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|This document requires approval before posting.|APPROVAL_REQUIRED",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|A posted document is locked and cannot be edited.|DOCUMENT_LOCKED",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|The document is not balanced.|UNBALANCED",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|The document is not balanced: debits 100.00, credits 90.00.|UNBALANCED",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|GL Account 4000 Revenue is inactive. Activate it or choose an"
                        + " active account before posting.|INACTIVE_ACCOUNT",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|Something else entirely.|OTHER",
                "ENTITY_IS_LOCKED|This record is locked.|DOCUMENT_LOCKED",
                "DUPLICATE_VALUE|duplicate value found: Name duplicates value on record with id: a0A|DUPLICATE_VALUE",
                "FIELD_CUSTOM_VALIDATION_EXCEPTION|Duplicate vendor reference: BILL-000001 (a0M000000000001AAA) already"
                        + " has the vendor reference PS-1 for this vendor.|DUPLICATE_VENDOR_REFERENCE",
                "REQUIRED_FIELD_MISSING|Required fields are missing: [Name]|REQUIRED_FIELD_MISSING",
                "INVALID_FIELD_FOR_INSERT_UPDATE|Unable to create/update fields: CreatedDate.|INVALID_FIELD",
                "INVALID_SESSION_ID|Session expired or invalid|SESSION_EXPIRED",
                "REQUEST_LIMIT_EXCEEDED|TotalRequests Limit exceeded.|LIMIT_EXCEEDED",
                "ENTITY_IS_DELETED|entity is deleted|NOT_FOUND",
                "UNABLE_TO_LOCK_ROW|unable to obtain exclusive access to this record|LOCK_CONTENTION",
                "MALFORMED_QUERY|unexpected token|OTHER"
            })
    void classifiesCodesAndGateMessages(String code, String message, ErrorKind expected) {
        assertEquals(expected, new ApiError(message, code, null).kind());
    }

    @ParameterizedTest
    @CsvSource({
        "400, UNABLE_TO_LOCK_ROW, false, true",
        "403, REQUEST_LIMIT_EXCEEDED, true, false",
        "400, FIELD_CUSTOM_VALIDATION_EXCEPTION, true, false",
        "500, UNKNOWN_EXCEPTION, true, true",
        "500, UNKNOWN_EXCEPTION, false, false",
        "503, SERVER_UNAVAILABLE, true, true",
        "429, TOO_MANY, true, true",
        "404, NOT_FOUND, true, false",
        "401, INVALID_SESSION_ID, true, false"
    })
    void retryableOnlyWhereARetryCanSucceed(int status, String code, boolean idempotent, boolean retryable) {
        ErrorBody body = new ErrorBody(List.of(new ApiError("m", code, List.of())), List.of());
        assertEquals(retryable, new RefinApiException(status, "X", "/x", body, idempotent).isRetryable());
    }
}
