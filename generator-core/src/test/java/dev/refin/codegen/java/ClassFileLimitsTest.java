package dev.refin.codegen.java;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.testing.compile.Compilation;
import dev.refin.codegen.CompileTest;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.testing.RandomOrg;
import dev.refin.runtime.SObjectType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Valid describes past every class-file limit generate code that compiles and runs: a dependent picklist of 2,500
 * values each valid for all 300 controlling values (a string argument per controlling value would take megabytes of
 * one static initializer, 64 KB allowed), picklists of 5,000 and 20,000 values (past the 65,535 constant pool
 * entries and the static initializer of one enum), 900 fields and help texts of 100,000 characters, and an object
 * of 4,000 fields whose lookups give its parent 667 child relationships.
 */
class ClassFileLimitsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PACKAGE = "org.example.limits";
    private static final int WIDE = 4000;

    @Test
    void describesPastTheClassFileLimitsCompileAndRun(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(7);
        ObjectNode object = object("refin__Big__c");
        ArrayNode fields = (ArrayNode) object.get("fields");
        fields.add(picklist("refin__Region__c", 300, null, 0, random));
        fields.add(picklist("refin__Sub_Region__c", 2500, "refin__Region__c", 300, random));
        fields.add(picklist("refin__Sparse__c", 40, "refin__Region__c", 300, random));
        fields.add(field("refin__Flag__c", "boolean"));
        fields.add(picklist("refin__By_Flag__c", 30, "refin__Flag__c", 2, random));
        fields.add(picklist("refin__Huge__c", 20_000, null, 0, random));
        ObjectNode many = picklist("refin__Many__c", 5000, null, 0, random);
        many.put("type", "multipicklist");
        fields.add(many);
        String help = "x".repeat(50_000) + " */ \u00e9\u2028 <b>" + "word ".repeat(10_000);
        for (int i = 0; i < 900; i++) {
            ObjectNode field = field("refin__F" + i + "__c", i % 3 == 0 ? "string" : i % 3 == 1 ? "currency" : "date");
            if (i % 100 == 0) {
                field.put("inlineHelpText", help);
            }
            fields.add(field);
        }
        // 4,000 fields, a sixth of them lookups to refin__Big__c, which gets a child relationship for each.
        ObjectNode wide = object("refin__Wide__c");
        ArrayNode wideFields = (ArrayNode) wide.get("fields");
        String[] types = {"string", "reference", "picklist", "currency", "date", "boolean"};
        for (int i = 0; i < WIDE; i++) {
            String name = "refin__W" + i + "__c";
            ObjectNode field = field(name, types[i % types.length]);
            if (i % types.length == 1) {
                field.put("relationshipName", "refin__W" + i + "__r")
                        .putArray("referenceTo")
                        .add("refin__Big__c");
                ((ArrayNode) object.get("childRelationships"))
                        .addObject()
                        .put("childSObject", "refin__Wide__c")
                        .put("field", name)
                        .put("relationshipName", "refin__Wides" + i + "__r");
            } else if (i % types.length == 2) {
                field.putArray("picklistValues").addObject().put("value", "A").put("active", true);
            }
            wideFields.add(field);
        }
        Files.writeString(dir.resolve("refin__Big__c.json"), JSON.writeValueAsString(object));
        Files.writeString(dir.resolve("refin__Wide__c.json"), JSON.writeValueAsString(wide));

        List<GeneratedSource> sources = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName(PACKAGE),
                new DefaultNamingStrategy(),
                RefinCodegen.readSnapshot(dir));
        String big = sources.stream()
                .filter(f -> f.typeName().equals("Big"))
                .findFirst()
                .orElseThrow()
                .content();
        assertTrue(
                big.contains("The field has 20000 values, more than an enum holds: 18000 of them (inactive ones first)"
                        + " have no"),
                "the enum says which values it left out");
        Compilation compilation = compile(sources);
        ClassLoader loader = load(compilation);

        Class<?> subRegion = loader.loadClass(PACKAGE + ".Big$SubRegion");
        Class<?> region = loader.loadClass(PACKAGE + ".Big$Region");
        Object[] regions = region.getEnumConstants();
        Object[] subRegions = subRegion.getEnumConstants();
        assertEquals(PicklistEnumGenerator.MAX_CONSTANTS + 1, subRegions.length);
        Method controlling = subRegion.getMethod("controllingValues");
        Method validFor = subRegion.getMethod("isValidFor", region);
        assertEquals(300, ((List<?>) controlling.invoke(subRegions[999])).size());
        assertTrue((boolean) validFor.invoke(subRegions[0], regions[299]));
        assertTrue(!(boolean) validFor.invoke(subRegions[0], regions[300]), "UNRECOGNIZED controls nothing");

        // A sparse dependency reads back exactly as described.
        checkDependency(loader, fields, "refin__Sparse__c", "Big$Sparse", "Big$Region");
        checkDependency(loader, fields, "refin__By_Flag__c", "Big$ByFlag", null);

        // 2,000 constants and UNRECOGNIZED; values without a constant read as UNRECOGNIZED.
        Class<?> huge = loader.loadClass(PACKAGE + ".Big$Huge");
        assertEquals(PicklistEnumGenerator.MAX_CONSTANTS + 1, huge.getEnumConstants().length);
        Class<?> entity = loader.loadClass(PACKAGE + ".Big");
        Object record = entity.getConstructor().newInstance();
        entity.getMethod("setHugeAsString", String.class).invoke(record, "Value 19999");
        assertEquals("UNRECOGNIZED", entity.getMethod("getHuge").invoke(record).toString());
        entity.getMethod("setHugeAsString", String.class).invoke(record, "Value 0");
        assertEquals("VALUE_0", entity.getMethod("getHuge").invoke(record).toString());

        // Every field of the wide object is registered, in describe order, and its constants are its descriptors.
        Class<?> wideEntity = loader.loadClass(PACKAGE + ".Wide");
        SObjectType<?> type =
                (SObjectType<?>) wideEntity.getField("SOBJECT_TYPE").get(null);
        List<String> described = RefinCodegen.readSnapshot(dir).objects().stream()
                .filter(o -> o.name().equals("refin__Wide__c"))
                .findFirst()
                .orElseThrow()
                .fields()
                .stream()
                .map(f -> f.name())
                .toList();
        assertEquals(WIDE + 1, described.size());
        assertEquals(described, type.fields().stream().map(f -> f.apiName()).toList());
        assertEquals(
                type.field("refin__W" + (WIDE - 1) + "__c").orElseThrow(),
                wideEntity.getField("W_" + (WIDE - 1)).get(null));
    }

    /** Each constant of the dependent enum is valid for exactly the controlling values its describe entry names. */
    private static void checkDependency(
            ClassLoader loader, ArrayNode fields, String field, String enumName, String controllerEnum)
            throws Exception {
        Map<String, ObjectNode> byName = new HashMap<>();
        fields.forEach(f -> byName.put(f.get("name").asText(), (ObjectNode) f));
        ObjectNode dependent = byName.get(field);
        List<String> controllerValues = new ArrayList<>();
        if (controllerEnum == null) {
            controllerValues.addAll(List.of("false", "true"));
        } else {
            byName.get(dependent.get("controllerName").asText())
                    .get("picklistValues")
                    .forEach(v -> controllerValues.add(v.get("value").asText()));
        }
        Class<?> type = loader.loadClass(PACKAGE + "." + enumName);
        Method controlling = type.getMethod("controllingValues");
        Object[] constants = type.getEnumConstants();
        for (int i = 0; i < dependent.get("picklistValues").size(); i++) {
            String bits = dependent.get("picklistValues").get(i).get("validFor").asText();
            BitSet set =
                    BitSet.valueOf(reverseBits(java.util.Base64.getDecoder().decode(bits)));
            List<String> expected = new ArrayList<>();
            for (int c = set.nextSetBit(0); c >= 0 && c < controllerValues.size(); c = set.nextSetBit(c + 1)) {
                expected.add(controllerValues.get(c));
            }
            assertEquals(expected, controlling.invoke(constants[i]), field + " value " + i);
        }
    }

    /** The platform numbers bits from the high bit of each byte; BitSet from the low one. */
    private static byte[] reverseBits(byte[] bytes) {
        byte[] out = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[i] = (byte) (Integer.reverse(bytes[i] & 0xff) >>> 24);
        }
        return out;
    }

    static Compilation compile(List<GeneratedSource> files) {
        List<JavaFileObject> sources = new ArrayList<>();
        files.forEach(f -> sources.add(f.toJavaFileObject()));
        Compilation compilation = javac().withOptions("-Xlint:all", "-Werror", "--release", "17")
                .withClasspath(CompileTest.testClasspath())
                .compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        return compilation;
    }

    /** A class loader over the classes a compilation produced, the runtime from the test's own class path. */
    static ClassLoader load(Compilation compilation) throws IOException {
        Map<String, byte[]> classes = new HashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                String name = path.substring(path.indexOf(PACKAGE.replace('.', '/')), path.length() - 6)
                        .replace('/', '.');
                try (InputStream in = file.openInputStream()) {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    in.transferTo(bytes);
                    classes.put(name, bytes.toByteArray());
                }
            }
        }
        return new ClassLoader(ClassFileLimitsTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    private static ObjectNode object(String name) {
        ObjectNode object = JSON.createObjectNode()
                .put("name", name)
                .put("label", "Big")
                .put("keyPrefix", "a0Z")
                .put("custom", true);
        object.putArray("childRelationships");
        object.putArray("recordTypeInfos");
        object.putArray("fields").add(field("Id", "id").put("createable", false).put("updateable", false));
        return object;
    }

    private static ObjectNode field(String name, String type) {
        return JSON.createObjectNode()
                .put("name", name)
                .put("label", name)
                .put("type", type)
                .put("length", type.equals("string") ? 255 : 0)
                .put("precision", 18)
                .put("scale", 2)
                .put("nillable", true)
                .put("createable", true)
                .put("updateable", true)
                .put("custom", name.endsWith("__c"));
    }

    /**
     * A picklist of {@code count} values ({@code Value 0}, ...) with labels of their own and every tenth inactive;
     * with a controller of {@code controllers} values, each value is valid for all of them when there are 300, else
     * for a random subset.
     */
    private static ObjectNode picklist(
            String name, int count, String controller, int controllers, SplittableRandom random) {
        ObjectNode field = field(name, "picklist");
        if (controller != null) {
            field.put("controllerName", controller).put("dependentPicklist", true);
        }
        ArrayNode values = field.putArray("picklistValues");
        for (int i = 0; i < count; i++) {
            ObjectNode value = values.addObject()
                    .put("value", "Value " + i)
                    .put("label", "Label " + i)
                    .put("active", i % 10 != 9)
                    .put("defaultValue", false);
            if (controller != null) {
                BitSet bits = new BitSet();
                for (int c = 0; c < controllers; c++) {
                    if (controllers == 300 && count > 100 || random.nextBoolean()) {
                        bits.set(c);
                    }
                }
                value.put("validFor", RandomOrg.validFor(bits));
            }
        }
        return field;
    }
}
