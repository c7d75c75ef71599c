package dev.refin.codegen.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.CompileTest;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.Snapshot;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.JavaNames;
import dev.refin.runtime.SObject;
import java.io.IOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every generated top-level and nested type name against every other: objects named after each nested type
 * the generator emits, each runtime type, each {@code java.lang} type, and each other's picklist enums, all in
 * one package and referring to each other, compile with {@code -Xlint:all -Werror}.
 */
class NameCollisionCompileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Names of nested types the generator emits (besides one enum per picklist). */
    private static final List<String> NESTED = List.of("Fields", "Status", "Builder", "Type", "Relationships");

    @Test
    void everyTopLevelTypeOfJavaLangIsAskedForByName() throws Exception {
        Set<String> listed = javaLangTypes();
        assertTrue(listed.size() > 100, "java.lang types: " + listed.size());
        for (String name : listed) {
            assertTrue(JavaNames.isJavaLangType(name), name);
        }
        for (String name : List.of("SalesInvoice", "string", "STRING", "Invoke", "Character$Subset", "", "Fields")) {
            assertFalse(JavaNames.isJavaLangType(name), name);
        }
    }

    /** The top-level types of java.lang, listed from java.base: what the generator asks of the JDK name by name. */
    private static Set<String> javaLangTypes() throws IOException {
        Set<String> names = new TreeSet<>();
        ModuleReference base = ModuleFinder.ofSystem().find("java.base").orElseThrow();
        try (ModuleReader reader = base.open()) {
            reader.list()
                    .filter(entry -> entry.startsWith("java/lang/") && entry.endsWith(".class"))
                    .map(entry -> entry.substring("java/lang/".length(), entry.length() - ".class".length()))
                    .filter(name -> !name.contains("/") && !name.contains("$"))
                    .forEach(names::add);
        }
        return names;
    }

    @Test
    void objectsNamedAfterEveryGeneratedRuntimeAndJavaLangTypeCompile(@TempDir Path dir) throws Exception {
        Set<String> names = new TreeSet<>(NESTED);
        names.addAll(runtimeTypes());
        names.addAll(javaLangTypes());
        names.removeIf(n -> !n.matches("[A-Z][A-Za-z]*"));
        List<String> objects = new ArrayList<>();
        for (String name : names) {
            objects.add("refin__" + name + "__c");
        }
        for (int i = 0; i < objects.size(); i++) {
            writeObject(dir, objects.get(i), objects.get((i + 1) % objects.size()), i);
        }
        Snapshot snapshot = RefinCodegen.readSnapshot(dir);
        List<GeneratedSource> files = RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName("org.example.clash"), new DefaultNamingStrategy(), snapshot);
        assertEquals(objects.size(), files.size());
        assertTrue(objects.size() > 100, "objects: " + objects.size());
        CompileTest.assertCompilesCleanly(files);
    }

    /** Public simple names of the runtime's packages that generated code may import. */
    static Set<String> runtimeTypes() throws IOException, URISyntaxException {
        Path location = Path.of(SObject.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        if (Files.isDirectory(location)) {
            return runtimeTypes(location);
        }
        try (FileSystem jar = FileSystems.newFileSystem(location)) {
            return runtimeTypes(jar.getPath("/"));
        }
    }

    private static Set<String> runtimeTypes(Path root) throws IOException {
        Set<String> names = new TreeSet<>();
        for (String pkg : List.of("dev/refin/runtime", "dev/refin/runtime/query", "dev/refin/runtime/client")) {
            Path dir = root.resolve(pkg);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                files.map(p -> p.getFileName().toString())
                        .filter(n -> n.endsWith(".class") && !n.contains("$"))
                        .map(n -> n.substring(0, n.length() - ".class".length()))
                        .forEach(names::add);
            }
        }
        assertTrue(names.contains("SObject") && names.contains("Soql"), names.toString());
        return names;
    }

    /**
     * One object: a picklist named after itself, one named {@code Fields}, one named after the next object, a
     * lookup to the next object (so entity names are referred to from everywhere), and a child relationship.
     */
    private static void writeObject(Path dir, String name, String next, int index) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("name", name);
        root.put("label", name);
        root.put("keyPrefix", String.format("b%02X", index % 256));
        root.put("custom", true);
        ArrayNode fields = root.putArray("fields");
        fields.add(field("Id", "id", null));
        fields.add(field("Name", "string", null));
        for (String picklist : new TreeSet<>(List.of(name, "refin__Fields__c", "refin__Status__c", next))) {
            fields.add(picklist(picklist));
        }
        ObjectNode lookup = field("refin__Next__c", "reference", "refin__Next__r");
        lookup.putArray("referenceTo").add(next);
        fields.add(lookup);
        ObjectNode self = field("refin__Parent__c", "reference", "refin__Parent__r");
        self.putArray("referenceTo").add(name);
        fields.add(self);
        ArrayNode children = root.putArray("childRelationships");
        ObjectNode child = children.addObject();
        child.put("childSObject", name);
        child.put("field", "refin__Parent__c");
        child.put("relationshipName", "refin__Children__r");
        Files.writeString(dir.resolve(name + ".json"), JSON.writeValueAsString(root));
    }

    private static ObjectNode picklist(String apiName) {
        ObjectNode field = field(apiName, "picklist", null);
        ArrayNode values = field.putArray("picklistValues");
        for (String value : List.of("Draft", "Posted", "Void")) {
            ObjectNode entry = values.addObject();
            entry.put("value", value);
            entry.put("label", value);
            entry.put("active", true);
        }
        return field;
    }

    private static ObjectNode field(String apiName, String type, String relationshipName) {
        ObjectNode field = JSON.createObjectNode();
        field.put("name", apiName);
        field.put("label", apiName);
        field.put("type", type);
        field.put("createable", !type.equals("id"));
        field.put("updateable", !type.equals("id"));
        field.put("nillable", !type.equals("id"));
        field.put("filterable", true);
        if (relationshipName != null) {
            field.put("relationshipName", relationshipName);
        }
        return field;
    }
}
