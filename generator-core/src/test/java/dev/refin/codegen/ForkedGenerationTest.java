package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.codegen.testing.SyntheticOrg;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generation in a JVM of its own: real child JVMs, started the way the Maven plugin starts them. */
class ForkedGenerationTest {
    private static final Path SAMPLE = Path.of("../sample-project/src/main/refin");
    private static final List<String> OPTIONS = ForkedGeneration.jvmOptions(ForkedGeneration.DEFAULT_JVM_OPTIONS);

    @Test
    void aForkedOfflineRunWritesWhatAnInProcessRunWrites(@TempDir Path dir) throws Exception {
        ForkedGeneration.Request here =
                ForkedGeneration.Request.offline(GeneratorConfig.defaults(), SAMPLE, dir.resolve("here"), "default");
        RefinCodegen.Result expected = here.runHere(line -> {});
        ForkedGeneration.Request there =
                ForkedGeneration.Request.offline(GeneratorConfig.defaults(), SAMPLE, dir.resolve("there"), "default");
        RefinCodegen.Result result = ForkedGeneration.run(there, ForkedGeneration.classpath(), OPTIONS, line -> {});

        assertEquals(18, result.objects().size());
        assertEquals(expected.objects(), result.objects());
        assertEquals(expected.warnings(), result.warnings());
        assertEquals(18, result.written().size());
        assertEquals(
                expected.written().stream()
                        .map(p -> dir.resolve("here").relativize(p))
                        .toList(),
                result.written().stream()
                        .map(p -> dir.resolve("there").relativize(p))
                        .toList());
        assertEquals(Fixtures.files(dir.resolve("here"), ".java"), Fixtures.files(dir.resolve("there"), ".java"));

        RefinCodegen.Result again = ForkedGeneration.run(there, ForkedGeneration.classpath(), OPTIONS, line -> {});
        assertTrue(again.upToDate(), "the child's run is incremental like any other");
        assertEquals(18, again.unchanged().size());
    }

    @Test
    void aForkedLiveRunGetsItsCredentialsOnlyThroughItsInput(@TempDir Path dir) throws Exception {
        RefinCodegen.generate(GeneratorConfig.defaults(), SAMPLE, dir.resolve("offline"));
        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            OrgAccess access = OrgAccess.withToken(org.url(), "v65.0", Duration.ofSeconds(10), 2, FakeOrg.TOKEN);
            ForkedGeneration.Request request = ForkedGeneration.Request.live(
                    GeneratorConfig.defaults(),
                    access,
                    dir.resolve("no-snapshot"),
                    dir.resolve("work"),
                    dir.resolve("live"),
                    "default");
            List<String> progress = Collections.synchronizedList(new ArrayList<>());
            RefinCodegen.Result result =
                    ForkedGeneration.run(request, ForkedGeneration.classpath(), OPTIONS, progress::add);

            assertEquals(18, result.objects().size());
            assertEquals(Fixtures.files(dir.resolve("offline"), ".java"), Fixtures.files(dir.resolve("live"), ".java"));
            assertTrue(Files.isRegularFile(dir.resolve("work/refin__Sales_Invoice__c.json")), "the describes are kept");
            assertEquals(
                    List.of("GET /services/data/v65.0/sobjects/", "POST /services/data/v65.0/composite"), org.requests);
            String command = String.join(" ", ForkedGeneration.command(ForkedGeneration.classpath(), OPTIONS));
            assertFalse(command.contains(FakeOrg.TOKEN), command);
            assertFalse(request.toString().contains(FakeOrg.TOKEN), request.toString());
            assertFalse(String.join("\n", progress).contains(FakeOrg.TOKEN));
        }
    }

    @Test
    void secretsNeverAppearInTheAccessOrTheRequestAsText() {
        OrgAccess access = OrgAccess.withClientCredentials(
                "https://acme.my.salesforce.com", "v65.0", Duration.ofSeconds(5), 4, "3MVG9-client-id", "s3cr3t-value");
        ForkedGeneration.Request request = ForkedGeneration.Request.live(
                GeneratorConfig.defaults(), access, Path.of("snap"), Path.of("work"), Path.of("out"), "default");
        for (String text : List.of(access.toString(), request.toString())) {
            assertFalse(text.contains("s3cr3t-value"), text);
            assertFalse(text.contains("3MVG9-client-id"), text);
            assertTrue(text.contains("https://acme.my.salesforce.com v65.0, client credentials"), text);
        }
        IllegalArgumentException neither = assertThrows(
                IllegalArgumentException.class,
                () -> new OrgAccess(
                        "https://acme.my.salesforce.com", "v65.0", Duration.ofSeconds(5), 1, null, "id", null));
        assertEquals("give either an access token or a client id with its secret", neither.getMessage());
    }

    @Test
    void problemsAndFailuresComeBackAsAnInProcessRunReportsThem(@TempDir Path dir) throws Exception {
        Path snapshot = Files.createDirectories(dir.resolve("snap"));
        Files.copy(SAMPLE.resolve("refin__Sales_Invoice__c.json"), snapshot.resolve("refin__Sales_Invoice__c.json"));
        Files.writeString(snapshot.resolve("refin__Broken__c.json"), "{\"name\": \"refin__Broken__c\", \"fields\": [");
        ForkedGeneration.Request request =
                ForkedGeneration.Request.offline(GeneratorConfig.defaults(), snapshot, dir.resolve("out"), "default");
        CodegenException here = assertThrows(CodegenException.class, () -> request.runHere(line -> {}));
        CodegenException there = assertThrows(
                CodegenException.class,
                () -> ForkedGeneration.run(request, ForkedGeneration.classpath(), OPTIONS, line -> {}));
        assertEquals(here.problems(), there.problems());
        assertEquals(here.getMessage(), there.getMessage());
        assertFalse(Files.exists(dir.resolve("out")), "nothing was written");

        try (FakeOrg org = new FakeOrg(SAMPLE)) {
            OrgAccess wrong = OrgAccess.withToken(org.url(), "v65.0", Duration.ofSeconds(10), 2, "wrong-token");
            ForkedGeneration.Request live = liveRequest(wrong, dir);
            IOException failed = assertThrows(
                    IOException.class,
                    () -> ForkedGeneration.run(live, ForkedGeneration.classpath(), OPTIONS, line -> {}));
            assertEquals(
                    org.url() + ": authentication failed (HTTP 401): INVALID_SESSION_ID: Session expired or invalid",
                    failed.getMessage());
        }
    }

    @Test
    void aChildThatCannotStartIsReportedWithWhatItSaid(@TempDir Path dir) {
        ForkedGeneration.Request request =
                ForkedGeneration.Request.offline(GeneratorConfig.defaults(), SAMPLE, dir.resolve("out"), "default");
        IOException e = assertThrows(
                IOException.class,
                () -> ForkedGeneration.run(
                        request, ForkedGeneration.classpath(), List.of("-XX:+RefinNoSuchOption"), line -> {}));
        assertTrue(
                e.getMessage().startsWith("the forked generation JVM ended without a result (exit 1); it wrote:"),
                e.getMessage());
        assertTrue(e.getMessage().contains("RefinNoSuchOption"), e.getMessage());
    }

    @Test
    void aChildOutOfMemorySaysSoAndHowToGiveItMore(@TempDir Path dir) throws IOException {
        // A synthetic org of 12 objects x 150 fields: the sample snapshot now generates even in a 3 MB heap.
        Path org = dir.resolve("org");
        SyntheticOrg.write(org, 12, 150, 7L);
        ForkedGeneration.Request request =
                ForkedGeneration.Request.offline(GeneratorConfig.defaults(), org, dir.resolve("out"), "default");
        List<String> options = new ArrayList<>(OPTIONS);
        options.add("-Xmx3m");
        IOException e = assertThrows(
                IOException.class,
                () -> ForkedGeneration.run(request, ForkedGeneration.classpath(), options, line -> {}));
        assertTrue(
                e.getMessage()
                        .matches("out of memory in the forked generation JVM( \\(largest heap \\d+ MB\\))?; give it"
                                + " more with -Xmx in the fork's JVM options"),
                e.getMessage());
    }

    @Test
    void theChildGetsThisJvmsHeapLimitUnlessItsOptionsSetOne() {
        List<String> heapLimits = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-Xmx") || a.startsWith("-XX:MaxHeapSize=") || a.startsWith("-XX:MaxRAM"))
                .toList();
        List<String> inherited = ForkedGeneration.command(List.of(Path.of("a.jar")), OPTIONS);
        assertTrue(inherited.containsAll(heapLimits), inherited.toString());
        assertEquals(
                List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"), inherited.subList(1, 3), "options come first");
        List<String> own = ForkedGeneration.command(List.of(Path.of("a.jar")), List.of("-Xmx77m"));
        assertEquals(
                List.of("-Xmx77m"),
                own.stream()
                        .filter(a -> a.startsWith("-Xmx") || a.startsWith("-XX:Max"))
                        .toList());
        assertEquals(ForkedGeneration.class.getName(), own.get(own.size() - 1));
    }

    @Test
    void aChildWhoseParentIsGoneStopsAtOnce(@TempDir Path dir) throws Exception {
        // An org that accepts the connection and never answers: the child would wait out its 60 s deadline.
        try (ServerSocket stalled = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            CountDownLatch connected = new CountDownLatch(1);
            List<Socket> held = Collections.synchronizedList(new ArrayList<>());
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        held.add(stalled.accept());
                        connected.countDown();
                    }
                } catch (IOException e) {
                    // closed at the end of the test
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            OrgAccess access = OrgAccess.withToken(
                    "http://127.0.0.1:" + stalled.getLocalPort(), "v65.0", Duration.ofSeconds(60), 1, "t");
            ForkedGeneration.Request request = liveRequest(access, dir);
            Process child = new ProcessBuilder(ForkedGeneration.command(ForkedGeneration.classpath(), OPTIONS))
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try {
                OutputStream stdin = child.getOutputStream();
                stdin.write((ForkedGeneration.encode(request) + "\n").getBytes(StandardCharsets.UTF_8));
                stdin.flush();
                assertTrue(connected.await(30, TimeUnit.SECONDS), "the child called the org");
                assertTrue(child.isAlive(), "the child waits for the org's answer");
                stdin.close(); // what the parent's end looks like to the child
                assertTrue(child.waitFor(20, TimeUnit.SECONDS), "the child stopped without waiting out its deadline");
                assertEquals(3, child.exitValue());
            } finally {
                child.destroyForcibly();
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
    }

    @Test
    void theChildGoesThroughTheProxyThisJvmIsSetUpWith(@TempDir Path dir) throws Exception {
        try (ServerSocket proxy = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            CompletableFuture<String> asked = new CompletableFuture<>();
            Thread listener = new Thread(() -> {
                try (Socket socket = proxy.accept()) {
                    asked.complete(new BufferedReader(
                                    new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                            .readLine());
                    proxy.close(); // retries are refused: the child gives up at once
                } catch (IOException e) {
                    asked.completeExceptionally(e);
                }
            });
            listener.setDaemon(true);
            listener.start();
            String host = System.getProperty("https.proxyHost");
            String port = System.getProperty("https.proxyPort");
            System.setProperty("https.proxyHost", "127.0.0.1");
            System.setProperty("https.proxyPort", String.valueOf(proxy.getLocalPort()));
            try {
                OrgAccess access =
                        OrgAccess.withToken("https://refin-org.invalid", "v65.0", Duration.ofSeconds(10), 1, "t");
                ForkedGeneration.Request request = liveRequest(access, dir);
                assertThrows(
                        IOException.class,
                        () -> ForkedGeneration.run(request, ForkedGeneration.classpath(), OPTIONS, line -> {}));
                assertEquals("CONNECT refin-org.invalid:443 HTTP/1.1", asked.get(30, TimeUnit.SECONDS));
            } finally {
                restore("https.proxyHost", host);
                restore("https.proxyPort", port);
            }
        }
    }

    /** A live run of the default configuration into {@code dir/out}, with no snapshot to refresh. */
    private static ForkedGeneration.Request liveRequest(OrgAccess access, Path dir) {
        return ForkedGeneration.Request.live(
                GeneratorConfig.defaults(),
                access,
                dir.resolve("none"),
                dir.resolve("work"),
                dir.resolve("out"),
                "default");
    }

    private static void restore(String name, String value) {
        if (value == null) {
            System.clearProperty(name);
        } else {
            System.setProperty(name, value);
        }
    }

    @Test
    void aRequestTravelsWhole() throws Exception {
        GeneratorConfig config = new GeneratorConfig(
                "com.acme.ledger",
                "acme__",
                List.of("Account", "refin__*"),
                List.of("refin__Old*"),
                java.util.Map.of("refin__Sales_Invoice__c", "Invoice"),
                java.util.Map.of("refin__Sales_Invoice__c.refin__Total__c", "long"));
        OrgAccess access = OrgAccess.withClientCredentials(
                "https://acme.my.salesforce.com", "v64.0", Duration.ofMillis(12_345), 3, "id", "secret \"quoted\"\n");
        ForkedGeneration.Request live = ForkedGeneration.Request.live(
                config, access, Path.of("snap dir"), Path.of("work"), Path.of("out/é"), "exec-1");
        assertEquals(live, ForkedGeneration.decode(ForkedGeneration.encode(live)));
        ForkedGeneration.Request offline =
                ForkedGeneration.Request.offline(config, Path.of("snap"), Path.of("out"), "default");
        assertEquals(offline, ForkedGeneration.decode(ForkedGeneration.encode(offline)));
        assertFalse(ForkedGeneration.encode(offline).contains("\n"), "one line");
        assertFalse(ForkedGeneration.encode(live).contains("\n"), "one line, even with a newline in the secret");
    }
}
