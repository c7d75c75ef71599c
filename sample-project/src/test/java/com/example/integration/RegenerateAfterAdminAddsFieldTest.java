package com.example.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.SalesInvoice;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.RefinCodegen;
import dev.refin.runtime.Field;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "An admin adds a field": the field goes into the snapshot (as a refreshed describe would put it there), the
 * code is regenerated and compiled, and the new field is a typed member of {@code SalesInvoice}.
 */
class RegenerateAfterAdminAddsFieldTest {
    private static final Path SNAPSHOT = Path.of("src/main/refin");
    private static final String INVOICE_FILE = "refin__Sales_Invoice__c.json";

    @Test
    void regeneratingMakesTheNewFieldATypedMember(@TempDir Path work) throws Exception {
        // Today's generated type has no such member.
        assertThrows(NoSuchMethodException.class, () -> SalesInvoice.class.getMethod("setChannel", String.class));

        Path snapshot = copySnapshot(work.resolve("refin"));
        addTextField(snapshot.resolve(INVOICE_FILE), "Channel__c", "Channel");

        Path sources = work.resolve("generated");
        RefinCodegen.generate(
                GeneratorConfig.defaults()
                        .withPackageName("com.example.accounting")
                        .withIncludes(List.of("Account")),
                snapshot,
                sources);
        Path classes = Files.createDirectories(work.resolve("classes"));
        compile(sources, classes);

        try (URLClassLoader loader = new RegeneratedClasses(classes)) {
            Class<?> invoiceClass = loader.loadClass("com.example.accounting.SalesInvoice");
            Object invoice = invoiceClass.getConstructor().newInstance();
            Object same = invoiceClass.getMethod("setChannel", String.class).invoke(invoice, "Web shop");
            assertEquals(invoice, same); // the fluent setter returns the invoice
            assertEquals("Web shop", invoiceClass.getMethod("getChannel").invoke(invoice));
            Field<?, ?> channel = (Field<?, ?>) invoiceClass.getField("CHANNEL").get(null);
            assertEquals("Channel__c", channel.apiName());
            assertEquals(String.class, invoiceClass.getMethod("getChannel").getReturnType());
            assertEquals(
                    "Channel__c",
                    loader.loadClass("com.example.accounting.SalesInvoice$Fields")
                            .getField("CHANNEL")
                            .get(null));
        }
    }

    private static Path copySnapshot(Path target) throws IOException {
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(SNAPSHOT)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
        return target;
    }

    /** Adds a custom text field to a saved describe, shaped like the platform describes one. */
    private static void addTextField(Path describe, String apiName, String label) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode object = (ObjectNode) mapper.readTree(describe.toFile());
        ArrayNode fields = (ArrayNode) object.get("fields");
        ObjectNode template = null;
        for (var field : fields) {
            if ("refin__Memo__c".equals(field.path("name").asText())) {
                template = (ObjectNode) field;
            }
        }
        assertTrue(template != null, "the snapshot's invoice has a memo field to model the new field on");
        ObjectNode added = template.deepCopy()
                .put("name", apiName)
                .put("label", label)
                .put("type", "string")
                .put("soapType", "xsd:string")
                .put("length", 80)
                .put("byteLength", 240)
                .put("externalId", false)
                .put("unique", false)
                .put("idLookup", false)
                .put("createable", true)
                .put("updateable", true)
                .put("nillable", true)
                .putNull("inlineHelpText");
        fields.add(added);
        mapper.writerWithDefaultPrettyPrinter().writeValue(describe.toFile(), object);
    }

    private static void compile(Path sources, Path classes) throws IOException {
        List<String> arguments = new ArrayList<>(List.of(
                "-d",
                classes.toString(),
                "-classpath",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                "--release",
                "17",
                // As strict as the build; "path" only reports Class-Path entries of third-party jar manifests.
                "-Xlint:all,-path",
                "-Werror"));
        try (Stream<Path> files = Files.walk(sources)) {
            files.filter(file -> file.toString().endsWith(".java")).forEach(file -> arguments.add(file.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        int status = javac.run(null, output, output, arguments.toArray(String[]::new));
        assertEquals(0, status, () -> output.toString(StandardCharsets.UTF_8));
    }

    /**
     * A fresh class loader for the regenerated classes; it loads the generated package itself (child first) so
     * the new {@code SalesInvoice} wins over the one on the test classpath, and shares the runtime with it.
     */
    private static final class RegeneratedClasses extends URLClassLoader {
        RegeneratedClasses(Path classes) throws MalformedURLException {
            super(new URL[] {classes.toUri().toURL()}, RegenerateAfterAdminAddsFieldTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("com.example.accounting.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    loaded = findClass(name);
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
