package dev.refin.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.describe.DescribeProblem;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A generation run in a JVM of its own, started with options that suit a short burst of parsing and printing. In
 * a build tool's JVM the optimizing compiler keeps one of the machine's cores busy compiling for the whole run;
 * with {@link #DEFAULT_JVM_OPTIONS} the same live run of a 400-object org took about half the CPU time.
 *
 * <p>The parent writes the {@link Request} to the child's standard input as one line of JSON, with the parent's
 * proxy, TLS and HTTP client system properties (the only way the credentials travel: never on a command line or in
 * the environment), and keeps that stream open: a child whose parent has gone stops at once. The child answers on
 * its standard output with one JSON object per line: progress lines, then the result or what failed. Problems with
 * the input or configuration come back as the same {@link CodegenException} an in-process run throws, I/O failures
 * as an {@link IOException} with the same message.
 */
public final class ForkedGeneration {
    /**
     * C1 only and the serial collector, separated by a space: a live run of 400 objects x 150 fields took half the CPU
     * time it takes with the JVM's defaults.
     */
    public static final String DEFAULT_JVM_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

    /**
     * The system properties a forked run inherits, by prefix: those of the JDK's proxy selection, TLS and HTTP client
     * (a company's proxy or trust store given in {@code MAVEN_OPTS}) and the generator's own. They travel with the
     * request, so a trust store password never shows on a command line.
     */
    private static final List<String> INHERITED_PROPERTIES = List.of(
            "http.",
            "https.",
            "socksProxy",
            "java.net.",
            "javax.net.ssl.",
            "jdk.http",
            "jdk.tls.",
            "jdk.net.",
            "sun.net.",
            "networkaddress.",
            "refin.codegen.");

    /** How a child that ends without a result is reported: its last lines of standard error. */
    private static final int STDERR_LINES = 20;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ForkedGeneration() {}

    /**
     * One generation: offline from {@code snapshotDir}, or live from {@code org} keeping its describes in {@code
     * workDir} (see {@link RefinCodegen#generateLive}). The naming is always the {@link DefaultNamingStrategy}.
     *
     * @param org the org of a live run, or null for an offline one
     * @param workDir where a live run keeps the org's describes; null offline
     */
    public record Request(
            GeneratorConfig config, Path snapshotDir, Path outputDir, String execution, OrgAccess org, Path workDir) {
        public Request {
            Objects.requireNonNull(config, "config");
            Objects.requireNonNull(snapshotDir, "snapshotDir");
            Objects.requireNonNull(outputDir, "outputDir");
            Objects.requireNonNull(execution, "execution");
            if ((org == null) != (workDir == null)) {
                throw new IllegalArgumentException("a live run needs both the org and a work directory");
            }
        }

        /** An offline run. */
        public static Request offline(GeneratorConfig config, Path snapshotDir, Path outputDir, String execution) {
            return new Request(config, snapshotDir, outputDir, execution, null, null);
        }

        /** A live run. */
        public static Request live(
                GeneratorConfig config,
                OrgAccess org,
                Path snapshotDir,
                Path workDir,
                Path outputDir,
                String execution) {
            return new Request(config, snapshotDir, outputDir, execution, org, workDir);
        }

        /** Runs the request in this JVM: what the child does with it. */
        public RefinCodegen.Result runHere(Consumer<String> progress) throws CodegenException, IOException {
            NamingStrategy naming = new DefaultNamingStrategy();
            if (org == null) {
                return RefinCodegen.generate(config, naming, snapshotDir, outputDir, execution);
            }
            return RefinCodegen.generateLive(
                    org.describer(), config, naming, snapshotDir, workDir, outputDir, execution, progress);
        }
    }

    /**
     * Runs {@code request} in a new JVM: this JVM's {@code java}, {@code jvmOptions}, and this JVM's heap limit
     * ({@code -Xmx} and the like) unless the options set one.
     *
     * @param classpath the child's classpath: this module, the runtime, describe, Jackson and JavaPoet
     * @param progress receives the child's progress lines, and its standard error line by line
     * @throws CodegenException when the child found problems in the input or configuration (nothing was written)
     * @throws IOException when the child failed to read, reach the org or write, or ended without an answer
     */
    public static RefinCodegen.Result run(
            Request request, List<Path> classpath, List<String> jvmOptions, Consumer<String> progress)
            throws CodegenException, IOException {
        Process process;
        try {
            process = new ProcessBuilder(command(classpath, jvmOptions)).start();
        } catch (IOException e) {
            throw new IOException("cannot start a JVM for the generation: " + e.getMessage(), e);
        }
        boolean finished = false;
        ErrorOutput stderr = new ErrorOutput();
        Thread errors = new Thread(() -> stderr.drain(process, progress), "refin-fork-stderr");
        errors.setDaemon(true);
        errors.start();
        try {
            OutputStream stdin = process.getOutputStream();
            try {
                stdin.write(encode(request).getBytes(StandardCharsets.UTF_8));
                stdin.write('\n');
                stdin.flush(); // kept open until the child has ended: its end tells the child the parent is gone
            } catch (IOException e) {
                // the child ended before reading its request (it could not start); its exit says why
            }
            JsonNode answer = null;
            try (BufferedReader stdout =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = stdout.readLine(); line != null; line = stdout.readLine()) {
                    JsonNode message = message(line);
                    if (message == null) {
                        progress.accept(line);
                    } else if (message.has("progress")) {
                        progress.accept(message.get("progress").asText());
                    } else {
                        answer = message;
                    }
                }
            }
            int exit = process.waitFor();
            errors.join(5_000);
            finished = true;
            closeQuietly(stdin);
            return outcome(answer, exit, stderr);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while the forked generation ran", e);
        } finally {
            if (!finished) {
                process.destroyForcibly();
            }
        }
    }

    private static void closeQuietly(OutputStream stdin) {
        try {
            stdin.close();
        } catch (IOException e) {
            // the child has ended: nothing is left to tell it
        }
    }

    /** JVM options separated by white space, e.g. {@link #DEFAULT_JVM_OPTIONS}; none for null or blank. */
    public static List<String> jvmOptions(String options) {
        return options == null || options.isBlank()
                ? List.of()
                : List.of(options.trim().split("\\s+"));
    }

    /** The command that starts the child; the request, credentials included, goes to its standard input. */
    static List<String> command(List<Path> classpath, List<String> jvmOptions) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        if (jvmOptions.stream().noneMatch(ForkedGeneration::isHeapLimit)) {
            ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                    .filter(ForkedGeneration::isHeapLimit)
                    .forEach(command::add);
        }
        command.add("-cp");
        command.add(String.join(
                java.io.File.pathSeparator,
                classpath.stream().map(Path::toString).toList()));
        command.add(ForkedGeneration.class.getName());
        return command;
    }

    private static boolean isHeapLimit(String option) {
        return option.startsWith("-Xmx")
                || option.startsWith("-XX:MaxHeapSize=")
                || option.startsWith("-XX:MaxRAMPercentage=")
                || option.startsWith("-XX:MaxRAM=");
    }

    /**
     * The classpath this class was loaded from: its class loader's URLs when it has them (a Maven plugin's realm),
     * otherwise {@code java.class.path}.
     */
    public static List<Path> classpath() {
        List<Path> paths = new ArrayList<>();
        if (ForkedGeneration.class.getClassLoader() instanceof URLClassLoader loader) {
            for (URL url : loader.getURLs()) {
                if (url.getProtocol().equals("file")) {
                    try {
                        paths.add(Path.of(url.toURI()));
                    } catch (URISyntaxException e) {
                        throw new IllegalStateException("not a file: " + url, e);
                    }
                }
            }
        }
        if (paths.isEmpty()) {
            for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                if (!entry.isEmpty()) {
                    paths.add(Path.of(entry));
                }
            }
        }
        return paths;
    }

    /** What the child writes to standard error: passed on line by line, its last lines kept for a failure. */
    private static final class ErrorOutput {
        private final Deque<String> last = new ArrayDeque<>();
        private boolean outOfMemory;

        void drain(Process process, Consumer<String> progress) {
            try (BufferedReader reader =
                    new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    synchronized (this) {
                        outOfMemory |= line.contains("java.lang.OutOfMemoryError");
                        last.addLast(line);
                        if (last.size() > STDERR_LINES) {
                            last.removeFirst();
                        }
                    }
                    progress.accept("forked JVM: " + line);
                }
            } catch (IOException e) {
                // the child is gone; what it wrote so far is kept
            }
        }

        /** Why a child that gave no answer ended. */
        synchronized IOException failure(int exit) {
            if (outOfMemory) { // before it could say so itself: while starting, or in its last answer
                return new IOException(outOfMemory(""));
            }
            String tail = String.join("\n  ", last);
            return new IOException("the forked generation JVM ended without a result (exit " + exit + ")"
                    + (tail.isEmpty() ? "" : "; it wrote:\n  " + tail));
        }
    }

    private static JsonNode message(String line) {
        if (!line.startsWith("{")) {
            return null;
        }
        try {
            JsonNode node = MAPPER.readTree(line);
            return node.isObject() ? node : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static RefinCodegen.Result outcome(JsonNode answer, int exit, ErrorOutput stderr)
            throws CodegenException, IOException {
        if (exit == 0 && answer != null && answer.has("result")) {
            return result(answer.get("result"));
        }
        if (exit == 1 && answer != null && answer.has("problems")) {
            List<String> problems = new ArrayList<>();
            answer.get("problems").forEach(p -> problems.add(p.asText()));
            throw new CodegenException(problems);
        }
        if (exit == 1 && answer != null && answer.has("failure")) {
            throw new IOException(answer.get("failure").asText());
        }
        throw stderr.failure(exit);
    }

    /**
     * The child: reads one request from standard input, runs it and answers on standard output; stops at once when
     * its standard input ends before it is done (the parent has gone).
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err); // nothing else may write to the answer stream
        // Made before anything else, so that saying it takes no memory the run might have left short.
        String outOfMemory = "{\"failure\":\""
                + outOfMemory(" (largest heap " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MB)") + "\"}";
        try {
            System.exit(serve(out));
        } catch (OutOfMemoryError e) {
            out.println(outOfMemory);
            out.flush();
            Runtime.getRuntime().halt(1);
        }
    }

    private static String outOfMemory(String heap) {
        return "out of memory in the forked generation JVM" + heap
                + "; give it more with -Xmx in the fork's JVM options";
    }

    /** Reads the request, runs it and answers; returns the exit status. */
    private static int serve(PrintStream out) {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Request request;
        try {
            String line = in.readLine();
            if (line == null) {
                System.err.println("refin: no generation request on standard input");
                return 2;
            }
            JsonNode message = MAPPER.readTree(line);
            message.path("systemProperties")
                    .properties()
                    .forEach(p -> System.setProperty(p.getKey(), p.getValue().asText()));
            request = decode(message);
        } catch (IOException | RuntimeException e) {
            System.err.println("refin: unreadable generation request: " + e.getMessage());
            return 2;
        }
        Thread parent = new Thread(
                () -> {
                    try {
                        while (in.read() >= 0) {
                            // the parent writes nothing more; only the end of the stream matters
                        }
                    } catch (IOException e) {
                        // a broken pipe is a parent gone too
                    }
                    Runtime.getRuntime().halt(3);
                },
                "refin-parent-watch");
        parent.setDaemon(true);
        parent.start();
        ObjectNode answer = MAPPER.createObjectNode();
        int exit;
        try {
            RefinCodegen.Result result =
                    request.runHere(line -> send(out, MAPPER.createObjectNode().put("progress", line)));
            answer.set("result", encode(result));
            exit = 0;
        } catch (CodegenException e) {
            ArrayNode problems = answer.putArray("problems");
            e.problems().forEach(problems::add);
            exit = 1;
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            answer.put("failure", e.getMessage());
            exit = 1;
        }
        send(out, answer);
        out.flush();
        return exit;
    }

    private static void send(PrintStream out, ObjectNode message) {
        out.println(message.toString()); // one line at a time: PrintStream.println holds its lock for the line
    }

    /**
     * The request as one line of JSON, with the {@link #INHERITED_PROPERTIES} this JVM has set. Written and read
     * through the tree model by hand, as is the result: binding the records with Jackson's databind made encoding and
     * decoding the request alone 50 to 90 ms slower in fresh C1-only JVMs.
     */
    static String encode(Request request) {
        ObjectNode node = MAPPER.createObjectNode();
        ObjectNode properties = node.putObject("systemProperties");
        System.getProperties().stringPropertyNames().stream()
                .filter(name -> INHERITED_PROPERTIES.stream().anyMatch(name::startsWith))
                .sorted()
                .forEach(name -> properties.put(name, System.getProperty(name)));
        GeneratorConfig config = request.config();
        ObjectNode c = node.putObject("config");
        c.put("packageName", config.packageName()).put("prefix", config.prefix());
        config.includes().forEach(c.putArray("includes")::add);
        config.excludes().forEach(c.putArray("excludes")::add);
        putMap(c.putObject("nameOverrides"), config.nameOverrides());
        putMap(c.putObject("typeOverrides"), config.typeOverrides());
        node.put("snapshotDir", request.snapshotDir().toString())
                .put("outputDir", request.outputDir().toString())
                .put("execution", request.execution());
        OrgAccess org = request.org();
        if (org != null) {
            node.put("workDir", request.workDir().toString());
            node.putObject("org")
                    .put("instanceUrl", org.instanceUrl())
                    .put("apiVersion", org.apiVersion())
                    .put("timeoutMillis", org.timeout().toMillis())
                    .put("parallelism", org.parallelism())
                    .put("accessToken", org.accessToken())
                    .put("clientId", org.clientId())
                    .put("clientSecret", org.clientSecret());
        }
        return node.toString();
    }

    static Request decode(String line) throws IOException {
        return decode(MAPPER.readTree(line));
    }

    private static Request decode(JsonNode node) {
        JsonNode c = node.path("config");
        GeneratorConfig config = new GeneratorConfig(
                c.path("packageName").asText(),
                c.path("prefix").asText(),
                strings(c.path("includes")),
                strings(c.path("excludes")),
                map(c.path("nameOverrides")),
                map(c.path("typeOverrides")));
        Path snapshotDir = Path.of(node.path("snapshotDir").asText());
        Path outputDir = Path.of(node.path("outputDir").asText());
        String execution = node.path("execution").asText();
        JsonNode o = node.path("org");
        if (o.isMissingNode()) {
            return Request.offline(config, snapshotDir, outputDir, execution);
        }
        OrgAccess org = new OrgAccess(
                o.path("instanceUrl").asText(),
                o.path("apiVersion").asText(),
                Duration.ofMillis(o.path("timeoutMillis").asLong()),
                o.path("parallelism").asInt(),
                text(o.get("accessToken")),
                text(o.get("clientId")),
                text(o.get("clientSecret")));
        return Request.live(
                config, org, snapshotDir, Path.of(node.path("workDir").asText()), outputDir, execution);
    }

    private static ObjectNode encode(RefinCodegen.Result result) {
        ObjectNode node = MAPPER.createObjectNode();
        result.objects().forEach(node.putArray("objects")::add);
        putPaths(node.putArray("written"), result.written());
        putPaths(node.putArray("unchanged"), result.unchanged());
        putPaths(node.putArray("deleted"), result.deleted());
        ArrayNode warnings = node.putArray("warnings");
        for (DescribeProblem problem : result.warnings()) {
            warnings.addObject()
                    .put("severity", problem.severity().name())
                    .put("source", problem.source())
                    .put("path", problem.path())
                    .put("message", problem.message());
        }
        node.put("upToDate", result.upToDate());
        return node;
    }

    private static RefinCodegen.Result result(JsonNode node) {
        List<DescribeProblem> warnings = new ArrayList<>();
        for (JsonNode w : node.path("warnings")) {
            warnings.add(new DescribeProblem(
                    DescribeProblem.Severity.valueOf(w.path("severity").asText()),
                    text(w.get("source")),
                    text(w.get("path")),
                    text(w.get("message"))));
        }
        return new RefinCodegen.Result(
                strings(node.path("objects")),
                paths(node.path("written")),
                paths(node.path("unchanged")),
                paths(node.path("deleted")),
                warnings,
                node.path("upToDate").asBoolean());
    }

    private static void putMap(ObjectNode node, Map<String, String> map) {
        map.forEach(node::put);
    }

    private static void putPaths(ArrayNode array, List<Path> paths) {
        paths.forEach(p -> array.add(p.toString()));
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    private static List<Path> paths(JsonNode array) {
        return strings(array).stream().map(Path::of).toList();
    }

    private static Map<String, String> map(JsonNode object) {
        Map<String, String> map = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : object.properties()) {
            map.put(entry.getKey(), entry.getValue().asText());
        }
        return map;
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.asText();
    }
}
