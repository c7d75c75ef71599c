package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.runtime.RealFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second generation from unchanged metadata source reads nothing and writes nothing; a changed, added or removed file
 * of the source (or of the describes under it) brings a full run back, and a removed object's class goes (a copy of
 * trailheadapps/dreamhouse-lwc, runtime/src/testFixtures/real/source).
 */
class SourceUpToDateTest {
    private static final Path DREAMHOUSE = RealFixtures.root().resolve("source/dreamhouse-lwc");
    private static final GeneratorConfig CONFIG = GeneratorConfig.defaults()
            .withPackageName("com.example.dreamhouse")
            .withPrefix("")
            .withIncludes(List.of("*__c"));

    @TempDir
    Path tmp;

    private RefinCodegen.Result generate(Path project, Path out) throws Exception {
        return RefinCodegen.generateFromSource(
                CONFIG, new DefaultNamingStrategy(), List.of(project), null, out, "default", tmp);
    }

    private static Map<String, FileTime> mtimes(Path dir) throws Exception {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                times.put(dir.relativize(p).toString(), Files.getLastModifiedTime(p));
            }
        }
        return times;
    }

    @Test
    void unchangedSourceIsUpToDateAndAChangeOrARemovalRunsAgain() throws Exception {
        Path project = tmp.resolve("salesforce");
        try (Stream<Path> walk = Files.walk(DREAMHOUSE)) {
            for (Path p : walk.toList()) {
                Path target = project.resolve(DREAMHOUSE.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        Path out = tmp.resolve("out");
        RefinCodegen.Result first = generate(project, out);
        assertFalse(first.upToDate());
        assertEquals(2, first.written().size());
        Map<String, FileTime> before = mtimes(out);

        RefinCodegen.Result second = generate(project, out);
        assertTrue(second.upToDate(), "unchanged source was read again");
        assertEquals(
                List.of("Broker", "Property"),
                second.objects().stream().sorted().toList());
        assertEquals(List.of(), second.written());
        assertEquals(before, mtimes(out), "an up-to-date run touched the output");

        // An admin changes a field's label: the next run reads the source again and rewrites that class only.
        Path price = project.resolve("force-app/main/default/objects/Property__c/fields/Price__c.field-meta.xml");
        Files.writeString(
                price, Files.readString(price).replace("<label>Asking Price</label>", "<label>Price Asked</label>"));
        RefinCodegen.Result third = generate(project, out);
        assertFalse(third.upToDate());
        assertEquals(1, third.written().size(), third.written().toString());
        assertTrue(Files.readString(out.resolve("com/example/dreamhouse/Property.java"))
                .contains("Price Asked"));
        assertTrue(generate(project, out).upToDate());

        // An object removed from the source: its class goes, the inputs file follows.
        try (Stream<Path> walk = Files.walk(project.resolve("force-app/main/default/objects/Broker__c"))) {
            for (Path p : walk.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.delete(p);
            }
        }
        RefinCodegen.Result fourth = generate(project, out);
        assertFalse(fourth.upToDate());
        assertEquals(List.of(out.resolve("com/example/dreamhouse/Broker.java").toAbsolutePath()), fourth.deleted());
        assertFalse(Files.readAllLines(out.resolve(SourceGeneration.ORIGINS_FILE)).stream()
                .anyMatch(l -> l.startsWith("Broker__c")));

        // An edited output is regenerated, as on the describe path.
        Path property = out.resolve("com/example/dreamhouse/Property.java");
        Files.writeString(property, Files.readString(property) + "// edited by hand\n");
        RefinCodegen.Result fifth = generate(project, out);
        assertFalse(fifth.upToDate());
        assertEquals(List.of(property.toAbsolutePath()), fifth.written());
        assertFalse(Files.readString(property).contains("edited by hand"));
    }
}
