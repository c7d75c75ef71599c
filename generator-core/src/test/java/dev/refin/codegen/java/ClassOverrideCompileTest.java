package dev.refin.codegen.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.CompileTest;
import dev.refin.codegen.GeneratedSource;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.GoldenFilesTest;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.Snapshot;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Class name overrides the generated code cannot use are refused with a message naming them; legal names of
 * every other shape, including ones a member of a generated class shares, compile with {@code -Werror}.
 */
class ClassOverrideCompileTest {
    private static final String PACKAGE = "com.example.accounting";

    /** Objects of the sample whose classes others refer to (lookups, child relationships, status values). */
    private static final List<String> OBJECTS =
            List.of("refin__Entity__c", "refin__Accounting_Period__c", "refin__Sales_Invoice__c");

    @ParameterizedTest
    @ValueSource(strings = {"com", "example", "accounting", "dev", "java", "javax"})
    void aClassNamedLikeAPackageSegmentIsRefused(String name) throws Exception {
        Snapshot snapshot = RefinCodegen.readSnapshot(GoldenFilesTest.SNAPSHOT);
        for (String object : OBJECTS) {
            CodegenException e = assertThrows(CodegenException.class, () -> generate(snapshot, object, name));
            assertEquals(
                    List.of("name override " + object + "=" + name + ": the name equals a segment of a package the"
                            + " generated code names (" + PACKAGE + ", dev.refin.runtime, java.*, javax.*,"
                            + " com.fasterxml.*), and a class of that name would hide the package in qualified"
                            + " names"),
                    e.problems(),
                    object);
        }
    }

    /**
     * The passing twins: a capitalised segment, and names every generated class has as a member (constants, trait
     * constants, enum constants and fields, type variable names), each given to one of the sample's objects, all in
     * one run that compiles with {@code -Werror}.
     */
    @Test
    void classesNamedLikeMembersCompile() throws Exception {
        Snapshot snapshot = RefinCodegen.readSnapshot(GoldenFilesTest.SNAPSHOT);
        List<String> names = List.of(
                "Com",
                "Example",
                "DESCRIBE",
                "SOBJECT_TYPE",
                "FILTERABLE",
                "NAME",
                "ID",
                "STATUS",
                "ENTITY_ID",
                "UNRECOGNIZED",
                "OPEN",
                "value",
                "apiValue",
                "E",
                "T",
                "POSTED");
        List<String> objects = snapshot.objects().stream()
                .map(o -> o.name())
                .filter(name -> name.startsWith("refin__"))
                .sorted()
                .toList();
        Map<String, String> overrides = new TreeMap<>();
        for (int i = 0; i < names.size() && i < objects.size(); i++) {
            overrides.put(objects.get(i), names.get(i));
        }
        assertEquals(names.size(), overrides.size(), "the sample has fewer objects than names");
        CompileTest.assertCompilesCleanly(RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName(PACKAGE).withNameOverrides(overrides),
                new DefaultNamingStrategy(),
                snapshot));
    }

    private static List<GeneratedSource> generate(Snapshot snapshot, String object, String name)
            throws CodegenException {
        return RefinCodegen.generateFiles(
                GeneratorConfig.defaults().withPackageName(PACKAGE).withNameOverrides(Map.of(object, name)),
                new DefaultNamingStrategy(),
                snapshot);
    }
}
