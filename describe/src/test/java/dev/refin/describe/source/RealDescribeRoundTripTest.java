package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.describe.source.testing.MetadataSourceWriter;
import dev.refin.runtime.RealFixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real describes' custom fields, written as the metadata source an admin commits (type, length, precision, value
 * sets, references; none of the describe traits), read back: every trait the platform derives from the type
 * (filterable, sortable, groupable, aggregatable, soapType, nillable, createable, ...) must be what the real describe
 * gives.
 */
class RealDescribeRoundTripTest {

    /** Fields whose describe reflects the describing user's field-level security or an API-only setting. */
    private static final Set<String> PERMISSION_SHAPED =
            Set.of("CreateableButNotUpdateableField", "UpdateableButNotCreateableField");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "describe/restforce-whizbang-custom-describe.json",
                "describe/nifi-datetestobject__c-describe-v62-time-field.json",
                "describe/camel-account-describe-v42-location-custom-fields.json",
                "describe/elasticio-account-describe-v46-with-custom-fields.json",
                "describe/cumulusci-account-personaccount-npsp-describe-v59.json",
                "describe/elasticio-contact-describe-v25.json"
            })
    void customFieldsReadFromSourceAreTheRealDescribesFields(String fixture) throws Exception {
        ObjectDescribe real = DescribeParser.parseObject(fixture, RealFixtures.bytes(fixture));
        // Old describes (API 20-25) lack some members; the parser's defaults for them are not the platform's.
        JsonNode raw = DescribeParser.readTree(fixture, RealFixtures.bytes(fixture), new ArrayList<>());
        Map<String, JsonNode> rawFields = new HashMap<>();
        raw.get("fields").forEach(f -> rawFields.put(f.get("name").asText(), f));
        List<FieldDescribe> custom = new ArrayList<>();
        for (FieldDescribe f : real.fields()) {
            // Person-account fields (__pc) belong to Contact; formulas and roll-ups on standard objects are kept.
            if (f.custom() && !f.nameField() && !f.name().endsWith("__pc") && !PERMISSION_SHAPED.contains(f.name())) {
                custom.add(f);
            }
        }
        ObjectDescribe onlyCustom = real.withFields(custom);
        MetadataSourceWriter.write(dir, List.of(onlyCustom), SourceFormat.SOURCE);

        ObjectDescribe read = MetadataSource.read(dir).objects().get(0);
        Path mdapi = dir.resolve("mdapi");
        MetadataSourceWriter.write(mdapi, List.of(onlyCustom), SourceFormat.METADATA_API);
        assertEquals(
                List.of(read), MetadataSource.read(mdapi).objects(), "the metadata API format gives the same describe");

        List<String> differences = new ArrayList<>();
        for (FieldDescribe expected : custom) {
            FieldDescribe actual = read.field(expected.name()).orElse(null);
            if (actual == null) {
                differences.add(expected.name() + ": missing");
                continue;
            }
            JsonNode rawField = rawFields.get(expected.name());
            traits(expected).forEach((trait, value) -> {
                if (!trait.equals("picklistValues") && !rawField.has(trait)) {
                    return;
                }
                if (trait.equals("defaultedOnCreate") && oldPicklistDefault(expected, rawField)) {
                    // Describes before API 30-odd (restforce's Whizbang) did not report a picklist's default value.
                    return;
                }
                Object got = traits(actual).get(trait);
                if (!java.util.Objects.equals(value, got)) {
                    differences.add(expected.name() + "." + trait + ": describe " + value + ", source " + got);
                }
            });
        }
        assertEquals(List.of(), differences);
        assertTrue(custom.size() > 0);
    }

    private static boolean oldPicklistDefault(FieldDescribe f, JsonNode rawField) {
        return f.type() == dev.refin.runtime.FieldType.PICKLIST
                && f.picklistValues().stream().anyMatch(PicklistEntry::defaultValue)
                && rawField.path("defaultValue").isNull();
    }

    /** The members generation reads, as a map for a readable diff. */
    static Map<String, Object> traits(FieldDescribe f) {
        Map<String, Object> t = new LinkedHashMap<>();
        Map<String, Function<FieldDescribe, Object>> members = new LinkedHashMap<>();
        members.put("label", FieldDescribe::label);
        members.put("type", FieldDescribe::type);
        members.put("soapType", FieldDescribe::soapType);
        members.put("length", FieldDescribe::length);
        members.put("precision", FieldDescribe::precision);
        members.put("scale", FieldDescribe::scale);
        members.put("digits", FieldDescribe::digits);
        members.put("nillable", FieldDescribe::nillable);
        members.put("createable", FieldDescribe::createable);
        members.put("updateable", FieldDescribe::updateable);
        members.put("defaultedOnCreate", FieldDescribe::defaultedOnCreate);
        members.put("calculated", FieldDescribe::calculated);
        members.put("calculatedFormula", FieldDescribe::calculatedFormula);
        members.put("autoNumber", FieldDescribe::autoNumber);
        members.put("externalId", FieldDescribe::externalId);
        members.put("unique", FieldDescribe::unique);
        members.put("idLookup", FieldDescribe::idLookup);
        members.put("filterable", FieldDescribe::filterable);
        members.put("sortable", FieldDescribe::sortable);
        members.put("groupable", FieldDescribe::groupable);
        members.put("aggregatable", FieldDescribe::aggregatable);
        members.put("htmlFormatted", FieldDescribe::htmlFormatted);
        members.put("extraTypeInfo", FieldDescribe::extraTypeInfo);
        members.put("compoundFieldName", FieldDescribe::compoundFieldName);
        members.put("referenceTo", FieldDescribe::referenceTo);
        members.put("relationshipName", FieldDescribe::relationshipName);
        members.put("cascadeDelete", FieldDescribe::cascadeDelete);
        members.put("restrictedPicklist", FieldDescribe::restrictedPicklist);
        members.put("dependentPicklist", FieldDescribe::dependentPicklist);
        members.put("controllerName", FieldDescribe::controllerName);
        members.put("inlineHelpText", FieldDescribe::inlineHelpText);
        members.put("picklistValues", x -> x.picklistValues().stream()
                .map(RealDescribeRoundTripTest::entry)
                .toList());
        members.forEach((name, getter) -> t.put(name, getter.apply(f)));
        return t;
    }

    private static String entry(PicklistEntry e) {
        return e.value() + "|" + e.label() + "|" + e.active() + "|" + e.defaultValue() + "|" + e.validForIndexes();
    }
}
