package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.testing.SyntheticOrg;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live describe at scale and at its edges: 400 objects described by a JVM with a 256 MB heap, failures that
 * are not the network never reported as "cannot reach", and one URL and version check shared with the runtime.
 */
class LiveDescribeScaleTest {
    /** Run in a child JVM with a small heap: snapshots the org at {@code args[0]} into {@code args[1]}. */
    public static void main(String[] args) throws Exception {
        OrgDescriber org =
                OrgDescriber.of(args[0], "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(60), 4);
        RefinCodegen.SnapshotResult result =
                RefinCodegen.snapshot(org, GeneratorConfig.defaults(), Path.of(args[1]), line -> {});
        System.out.println("described " + result.objects().size() + " objects in " + result.calls() + " calls");
    }

    @Test
    void fourHundredObjectsAreDescribedWithinA256MbHeap(@TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir.resolve("org"), 400, 150, 20240601L);
        try (FakeOrg org = new FakeOrg(dir.resolve("org"))) {
            Path out = dir.resolve("snapshot");
            Process child = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-Xmx256m",
                            "-XX:+ExitOnOutOfMemoryError",
                            "-cp",
                            System.getProperty("java.class.path"),
                            LiveDescribeScaleTest.class.getName(),
                            org.url(),
                            out.toString())
                    .redirectErrorStream(true)
                    .start();
            String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), output);
            assertEquals(0, child.exitValue(), output);
            assertTrue(output.contains("described 400 objects in 17 calls"), output);
            try (Stream<Path> files = Files.list(out)) {
                assertEquals(401, files.count(), "400 describes and the manifest");
            }
        }
    }

    @Test
    void anOutOfMemoryErrorIsNotReportedAsAnUnreachableOrg(@TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir.resolve("org"), 30, 20, 1L);
        try (FakeOrg org = new FakeOrg(dir.resolve("org"))) {
            OrgDescriber describer =
                    OrgDescriber.of(org.url(), "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(10), 2);
            List<String> names = describer.objectNames(name -> name.startsWith("refin__"));
            OutOfMemoryError e = assertThrows(
                    OutOfMemoryError.class,
                    () -> describer.describe(names, Map.of(), line -> {}, d -> {
                        throw new OutOfMemoryError("Java heap space");
                    }));
            assertEquals("Java heap space", e.getMessage());
        }
    }

    @Test
    void aFailureThatIsNotTheNetworkSaysWhatItIs(@TempDir Path dir) throws Exception {
        SyntheticOrg.write(dir.resolve("org"), 3, 20, 1L);
        try (FakeOrg org = new FakeOrg(dir.resolve("org"))) {
            OrgDescriber describer =
                    OrgDescriber.of(org.url(), "v65.0", StaticTokenAuth.of(FakeOrg.TOKEN), Duration.ofSeconds(10), 2);
            IOException e = assertThrows(
                    IOException.class,
                    () -> describer.describe(List.of("refin__Obj0001__c"), Map.of(), line -> {}, d -> {
                        throw new IOException("disk full while writing " + d.name());
                    }));
            assertEquals("disk full while writing refin__Obj0001__c", e.getMessage());
            assertFalse(e.getMessage().contains("cannot reach"));
        }
    }

    @Test
    void theDescriberAndTheClientAgreeOnUrlsAndVersions() {
        for (String url : List.of("http://127.0.0.2:8080", "http://localhost:1", "https://acme.my.salesforce.com")) {
            OrgDescriber.of(url, "v65.0", StaticTokenAuth.of("t"), Duration.ofSeconds(1), 1);
            RefinClient.builder().instanceUrl(url).auth(StaticTokenAuth.of("t")).build();
        }
        for (String version : List.of("v05.0", "65.0", "v65")) {
            IllegalArgumentException describer = assertThrows(
                    IllegalArgumentException.class,
                    () -> OrgDescriber.of(
                            "https://acme.my.salesforce.com",
                            version,
                            StaticTokenAuth.of("t"),
                            Duration.ofSeconds(1),
                            1));
            IllegalArgumentException client = assertThrows(
                    IllegalArgumentException.class, () -> RefinClient.builder().apiVersion(version));
            assertEquals(client.getMessage(), describer.getMessage());
        }
        IllegalArgumentException plain = assertThrows(
                IllegalArgumentException.class,
                () -> OrgDescriber.of("http://10.0.0.1", "v65.0", StaticTokenAuth.of("t"), Duration.ofSeconds(1), 1));
        assertTrue(plain.getMessage().startsWith("instance URL must use https"), plain.getMessage());
    }
}
