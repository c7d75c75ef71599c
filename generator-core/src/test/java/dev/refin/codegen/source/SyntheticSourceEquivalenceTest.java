package dev.refin.codegen.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;
import dev.refin.describe.source.MetadataSource;
import dev.refin.describe.source.SourceFormat;
import dev.refin.describe.source.SourceProject;
import dev.refin.describe.source.testing.MetadataSourceWriter;
import dev.refin.runtime.FieldType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random orgs from the synthetic-org generator, written as metadata source in both formats (and as a namespaced
 * package's own source): every format reads back as the same describes, and the custom fields, {@code Id} and
 * {@code Name} are the synthetic describes' own.
 */
class SyntheticSourceEquivalenceTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(longs = {1L, 20240601L, 77L})
    void bothFormatsAndTheNamespacedSourceGiveTheSameDescribes(long seed) throws Exception {
        List<ObjectDescribe> describes = synthetic(dir.resolve("describes"), 25, 60, seed);

        MetadataSourceWriter.write(dir.resolve("source"), describes, SourceFormat.SOURCE);
        MetadataSourceWriter.write(dir.resolve("mdapi"), describes, SourceFormat.METADATA_API);
        MetadataSourceWriter.write(dir.resolve("package"), describes, SourceFormat.SOURCE, SyntheticOrg.NAMESPACE);
        SourceProject source = MetadataSource.read(dir.resolve("source"));
        SourceProject mdapi = MetadataSource.read(dir.resolve("mdapi"));
        SourceProject packaged = MetadataSource.read(dir.resolve("package"));

        assertEquals(SourceFormat.SOURCE, source.format());
        assertEquals(SourceFormat.METADATA_API, mdapi.format());
        assertEquals(describes.size(), source.objects().size());
        assertEquals(source.objects(), mdapi.objects(), "metadata API format = source format");
        assertEquals(source.objects(), packaged.objects(), "a package's own source = its objects with the prefix");

        for (ObjectDescribe expected : describes) {
            ObjectDescribe actual = source.object(expected.name()).orElseThrow();
            assertEquals(expected.label(), actual.label());
            assertEquals(expected.labelPlural(), actual.labelPlural());
            List<String> differences = new ArrayList<>();
            for (FieldDescribe field : expected.fields()) {
                if (!field.custom()
                        && !field.name().equals("Id")
                        && !field.name().equals("Name")) {
                    continue;
                }
                FieldDescribe read = actual.field(field.name()).orElse(null);
                if (read == null) {
                    differences.add(field.name() + ": missing");
                    continue;
                }
                compare(field, read, differences);
            }
            assertEquals(List.of(), differences, expected.name());
            assertEquals(
                    expected.childRelationships().stream()
                            .sorted(java.util.Comparator.comparing(dev.refin.describe.ChildRelationship::childSObject)
                                    .thenComparing(dev.refin.describe.ChildRelationship::field))
                            .toList(),
                    actual.childRelationships(),
                    expected.name() + " child relationships");
        }
    }

    /**
     * The members generation reads, as the platform's describe gives them for the synthetic field. Where the synthetic
     * generator's hand-made describes differ from the platform's (checked in the describe module against real
     * describes), the platform's value is expected: {@code int} custom fields (the platform has none on custom objects;
     * their source is a whole Number, a double), text formulas (not groupable), date formulas (groupable), boolean
     * formulas (no default value, defaulted on create, groupable), long text areas (not aggregatable), {@code Name}
     * (defaulted on create; 80 long and not groupable when an auto-number) and picklists with a default value (defaulted on create, the value named).
     */
    private static Map<String, Object> expected(FieldDescribe f) {
        Map<String, Object> t = traits(f);
        if (f.name().equals("Name")) {
            t.put("defaultedOnCreate", true);
        }
        if (f.name().equals("Name") && f.autoNumber()) {
            // An auto-number Name keeps the Name column's length and is not groupable (camel's Invoice__c, v42).
            t.put("length", 80);
            t.put("groupable", false);
        }
        if (f.type() == FieldType.INT) {
            t.put("type", FieldType.DOUBLE);
            t.put("soapType", "xsd:double");
            t.put("precision", f.digits());
            t.put("digits", 0);
            t.put("groupable", false);
        }
        if (f.calculated() && f.type() == FieldType.BOOLEAN) {
            t.put("defaultedOnCreate", true);
            t.put("groupable", true);
            t.put("defaultValue", null);
        }
        if (f.calculated() && f.type() == FieldType.STRING) {
            t.put("groupable", false);
        }
        if (f.calculated() && f.type() == FieldType.DATE) {
            t.put("groupable", true);
        }
        if (f.type() == FieldType.TEXTAREA && !f.filterable()) {
            t.put("aggregatable", false);
        }
        if (f.type() == FieldType.PICKLIST && !f.calculated()) {
            // The platform fills a picklist's default on insert and names it (camel's Invoice__c describe, v42).
            f.picklistValues().stream()
                    .filter(PicklistEntry::defaultValue)
                    .findFirst()
                    .ifPresent(e -> {
                        t.put("defaultedOnCreate", true);
                        t.put("defaultValue", com.fasterxml.jackson.databind.node.TextNode.valueOf(e.value()));
                    });
        }
        return t;
    }

    private static Map<String, Object> traits(FieldDescribe f) {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("type", f.type());
        t.put("soapType", f.soapType());
        t.put("label", f.label());
        t.put("length", f.length());
        t.put("precision", f.precision());
        t.put("scale", f.scale());
        t.put("digits", f.digits());
        t.put("nillable", f.nillable());
        t.put("createable", f.createable());
        t.put("updateable", f.updateable());
        t.put("defaultedOnCreate", f.defaultedOnCreate());
        t.put("calculated", f.calculated());
        t.put("calculatedFormula", f.calculatedFormula());
        t.put("autoNumber", f.autoNumber());
        t.put("externalId", f.externalId());
        t.put("unique", f.unique());
        t.put("idLookup", f.idLookup());
        t.put("nameField", f.nameField());
        t.put("filterable", f.filterable());
        t.put("sortable", f.sortable());
        t.put("groupable", f.groupable());
        t.put("aggregatable", f.aggregatable());
        t.put("htmlFormatted", f.htmlFormatted());
        t.put("extraTypeInfo", f.extraTypeInfo());
        t.put("defaultValue", f.defaultValue());
        t.put("inlineHelpText", f.inlineHelpText());
        t.put("referenceTo", f.referenceTo());
        t.put("relationshipName", f.relationshipName());
        t.put("relationshipOrder", f.relationshipOrder());
        t.put("cascadeDelete", f.cascadeDelete());
        t.put("restrictedPicklist", f.restrictedPicklist());
        t.put("dependentPicklist", f.dependentPicklist());
        t.put("controllerName", f.controllerName());
        t.put("picklistValues", entries(f.picklistValues()));
        return t;
    }

    private static void compare(FieldDescribe expected, FieldDescribe actual, List<String> differences) {
        Map<String, Object> got = traits(actual);
        expected(expected).forEach((member, value) -> {
            if (!Objects.equals(value, got.get(member))) {
                differences.add(expected.name() + "." + member + ": describe " + value + ", source " + got.get(member));
            }
        });
    }

    private static List<String> entries(List<PicklistEntry> entries) {
        return entries.stream()
                .map(e -> e.value() + "|" + e.label() + "|" + e.active() + "|" + e.defaultValue() + "|"
                        + e.validForIndexes())
                .toList();
    }

    /** A synthetic org's describes, parsed as the generator parses saved describes. */
    static List<ObjectDescribe> synthetic(Path dir, int objects, int fields, long seed) throws Exception {
        SyntheticOrg.write(dir, objects, fields, seed);
        List<ObjectDescribe> describes = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir).sorted()) {
            for (Path file : files.toList()) {
                describes.add(DescribeParser.parseObject(file.getFileName().toString(), Files.readAllBytes(file)));
            }
        }
        assertTrue(describes.size() == objects);
        return describes;
    }
}
