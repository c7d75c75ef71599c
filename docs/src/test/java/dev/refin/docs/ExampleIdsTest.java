package dev.refin.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The record ids in the pages are ids of the objects they stand for: each begins with the key prefix the sample
 * snapshot's describe gives that object ({@code sample-project/src/main/refin}), so a reader who checks an id's
 * prefix against their org is not misled. An id passed for a typed object ({@code RecordId.of(SalesInvoice.SOBJECT_TYPE,
 * "...")}), set on a lookup ({@code setEntityId(RecordId.of("..."))}) or exported as getting-started's variable
 * ({@code REFIN_ENTITY_ID=...}) has that object's prefix; every other id has the prefix of some object of the snapshot
 * or of the platform's organization ({@code 00D}) or record type ({@code 012}).
 */
class ExampleIdsTest {
    private static final Path DOCS = Path.of("").toAbsolutePath();
    private static final Path SNAPSHOT = DOCS.resolve("../sample-project/src/main/refin");
    private static final String ID = "((?:0|a)[0-9A-Za-z]{14}(?:[0-9A-Za-z]{3})?)";
    /** An id literal: 15 or 18 characters in quotes, or after {@code =} in a shell line. */
    private static final Pattern LITERAL = Pattern.compile("[\"'=]" + ID + "(?![0-9A-Za-z])");

    private static final Pattern TYPED = Pattern.compile("RecordId\\.of\\((\\w+)\\.SOBJECT_TYPE,\\s*\"" + ID + "\"");
    private static final Pattern TYPE_ARGUMENT = Pattern.compile("RecordId\\.<(\\w+)>of\\(\"" + ID + "\"");
    private static final Pattern LOOKUP = Pattern.compile("\\.set(\\w+)Id\\(RecordId\\.of\\(\"" + ID + "\"");
    private static final Pattern EXPORTED = Pattern.compile("REFIN_(\\w+)_ID='?" + ID);
    /** getting-started's variables (the names refin:emulator prints its ready org's ids under). */
    private static final Map<String, String> VARIABLES = Map.of(
            "ENTITY", "refin__Entity__c",
            "CUSTOMER", "Account",
            "REVENUE_ACCOUNT", "refin__GL_Account__c",
            "RECEIVABLE_ACCOUNT", "refin__GL_Account__c",
            "LEDGER", "refin__Ledger__c",
            "PERIOD", "refin__Accounting_Period__c");

    @Test
    void everyExampleIdHasTheKeyPrefixOfTheObjectItStandsFor() throws IOException {
        Map<String, String> prefixes = new HashMap<>(); // object API name -> key prefix
        Map<String, String> byJavaName = new HashMap<>(); // "salesinvoice" -> refin__Sales_Invoice__c
        Map<String, Set<String>> lookups = new HashMap<>(); // "entity" -> the objects such lookups point to
        ObjectMapper mapper = new ObjectMapper();
        try (Stream<Path> files = Files.list(SNAPSHOT)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                JsonNode describe = mapper.readTree(file.toFile());
                String name = describe.get("name").asText();
                prefixes.put(name, describe.path("keyPrefix").asText());
                byJavaName.put(simple(name), name);
                for (JsonNode field : describe.path("fields")) {
                    JsonNode targets = field.path("referenceTo");
                    if (field.path("type").asText().equals("reference") && targets.size() == 1) {
                        String fieldName = field.get("name").asText();
                        String key = simple(
                                fieldName.endsWith("Id") ? fieldName.substring(0, fieldName.length() - 2) : fieldName);
                        lookups.computeIfAbsent(key, k -> new HashSet<>())
                                .add(targets.get(0).asText());
                    }
                }
            }
        }
        Set<String> known = new HashSet<>(prefixes.values());
        known.add("00D"); // an organization: the emulator's default token begins with its org id
        known.add("012"); // a record type

        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                String where = DOCS.getParent().relativize(page) + ":" + (i + 1);
                Matcher literal = LITERAL.matcher(line);
                while (literal.find()) {
                    checked++;
                    String id = literal.group(1);
                    if (!known.contains(id.substring(0, 3))) {
                        problems.add(where + ": " + id + " has no key prefix of the sample snapshot " + known);
                    }
                }
                expect(TYPED.matcher(line), t -> byJavaName.get(simple(t)), prefixes, where, problems);
                expect(TYPE_ARGUMENT.matcher(line), t -> byJavaName.get(simple(t)), prefixes, where, problems);
                expect(
                        LOOKUP.matcher(line),
                        f -> {
                            Set<String> targets = lookups.get(simple(f));
                            return targets != null && targets.size() == 1
                                    ? targets.iterator().next()
                                    : null;
                        },
                        prefixes,
                        where,
                        problems);
                expect(EXPORTED.matcher(line), VARIABLES::get, prefixes, where, problems);
            }
        }
        assertTrue(checked >= 20, "expected the pages to show record ids, found " + checked);
        assertEquals(List.of(), problems);
    }

    @Test
    void aWrongPrefixIsReported() {
        List<String> problems = new ArrayList<>();
        expect(
                TYPED.matcher("client.get(RecordId.of(SalesInvoice.SOBJECT_TYPE, \"a0C5e000002XyZa\"));"),
                t -> "refin__Sales_Invoice__c",
                Map.of("refin__Sales_Invoice__c", "a0A"),
                "x.md:1",
                problems);
        assertEquals(
                List.of("x.md:1: a0C5e000002XyZa stands for a refin__Sales_Invoice__c, whose key prefix is a0A"),
                problems);
    }

    private static void expect(
            Matcher matcher,
            java.util.function.Function<String, String> objectOf,
            Map<String, String> prefixes,
            String where,
            List<String> problems) {
        while (matcher.find()) {
            String object = objectOf.apply(matcher.group(1));
            String id = matcher.group(2);
            if (object != null && !id.startsWith(prefixes.get(object))) {
                problems.add(where + ": " + id + " stands for a " + object + ", whose key prefix is "
                        + prefixes.get(object));
            }
        }
    }

    /** {@code refin__Sales_Invoice__c}, {@code SalesInvoice}, {@code setSalesInvoice} all become "salesinvoice". */
    private static String simple(String name) {
        String stripped = name.replaceFirst("^refin__", "").replaceFirst("__c$", "");
        return stripped.replace("_", "").toLowerCase(Locale.ROOT);
    }

    private static List<Path> pages() throws IOException {
        try (Stream<Path> files = Files.list(DOCS)) {
            List<Path> pages = new ArrayList<>(
                    files.filter(p -> p.toString().endsWith(".md")).sorted().toList());
            pages.add(DOCS.resolve("../README.md"));
            return pages;
        }
    }
}
