package dev.refin.codegen.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A headless Chromium driven over the DevTools protocol with the JDK's WebSocket client: open a page, wait for it to
 * load, evaluate script, collect console errors, take a screenshot. For tests; no dependency beyond the JDK and
 * Jackson.
 */
final class HeadlessChromium implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long TIMEOUT_SECONDS = 60;

    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<JsonNode> events = new CopyOnWriteArrayList<>();
    private final StringBuilder log = new StringBuilder();
    private String session;

    /**
     * The browser to use: {@code -Drefin.chromium}, {@code $CHROME_BIN}, or the first of {@code chromium},
     * {@code chromium-browser}, {@code google-chrome} on the path.
     */
    static Optional<Path> find() {
        String configured = System.getProperty("refin.chromium", System.getenv("CHROME_BIN"));
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Files::isExecutable);
        }
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    private HeadlessChromium(Process process, WebSocket socket) {
        this.process = process;
        this.socket = socket;
    }

    /** Starts the browser with a fresh profile in {@code profile} and opens one blank page. */
    static HeadlessChromium start(Path executable, Path profile) throws Exception {
        Process process = new ProcessBuilder(
                        executable.toString(),
                        "--headless",
                        "--no-sandbox", // needed as root (CI containers); the pages under test are our own files
                        "--disable-gpu",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--disable-extensions",
                        "--no-first-run",
                        "--no-default-browser-check",
                        "--hide-scrollbars",
                        "--user-data-dir=" + profile,
                        "--remote-debugging-port=0",
                        "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        BufferedReader stderr =
                new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        StringBuilder early = new StringBuilder();
        String endpoint = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        for (String line = stderr.readLine(); line != null && System.nanoTime() < deadline; line = stderr.readLine()) {
            early.append(line).append('\n');
            int at = line.indexOf("ws://");
            if (line.startsWith("DevTools listening on ") && at >= 0) {
                endpoint = line.substring(at).trim();
                break;
            }
        }
        if (endpoint == null) {
            process.destroyForcibly();
            throw new IOException("Chromium did not open its DevTools endpoint:\n" + early);
        }
        Listener listener = new Listener();
        WebSocket socket = HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(URI.create(endpoint), listener)
                .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        HeadlessChromium browser = new HeadlessChromium(process, socket);
        listener.browser = browser;
        browser.log.append(early);
        Thread drain = new Thread(
                () -> {
                    try {
                        for (String line = stderr.readLine(); line != null; line = stderr.readLine()) {
                            synchronized (browser.log) {
                                browser.log.append(line).append('\n');
                            }
                        }
                    } catch (IOException e) {
                        // the browser is gone; nothing more to read
                    }
                },
                "chromium-stderr");
        drain.setDaemon(true);
        drain.start();
        browser.openPage();
        return browser;
    }

    private void openPage() throws Exception {
        String target = send(
                        null, "Target.createTarget", JSON.createObjectNode().put("url", "about:blank"))
                .get("targetId")
                .asText();
        session = send(
                        null,
                        "Target.attachToTarget",
                        JSON.createObjectNode().put("targetId", target).put("flatten", true))
                .get("sessionId")
                .asText();
        send(session, "Runtime.enable", JSON.createObjectNode());
        send(session, "Log.enable", JSON.createObjectNode());
        send(session, "Page.enable", JSON.createObjectNode());
        viewport(1400, 1100);
    }

    /** Sets the page's viewport to {@code width} x {@code height} CSS pixels (device scale 1); applies to later loads. */
    void viewport(int width, int height) throws Exception {
        send(
                session,
                "Emulation.setDeviceMetricsOverride",
                JSON.createObjectNode()
                        .put("width", width)
                        .put("height", height)
                        .put("deviceScaleFactor", 1)
                        .put("mobile", false));
    }

    /** Opens {@code url} and waits for its load event; returns the errors the console reported while loading. */
    List<String> open(String url) throws Exception {
        int mark = events.size();
        JsonNode navigated =
                send(session, "Page.navigate", JSON.createObjectNode().put("url", url));
        if (navigated.has("errorText")) {
            throw new IOException(
                    "cannot open " + url + ": " + navigated.get("errorText").asText());
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        // A copy-on-write list's sub-list fails when the reader thread appends meanwhile; its stream reads a snapshot.
        while (events.stream().skip(mark).noneMatch(e -> "Page.loadEventFired"
                .equals(e.path("method").asText()))) {
            if (System.nanoTime() > deadline) {
                throw new IOException("no load event from " + url);
            }
            Thread.sleep(10);
        }
        // Console messages of the load arrive around the load event; give stragglers a moment.
        Thread.sleep(100);
        return errorsSince(mark);
    }

    /** Every console error, uncaught exception and error log entry after event {@code mark}. */
    private List<String> errorsSince(int mark) {
        List<String> errors = new ArrayList<>();
        for (JsonNode event : events.stream().skip(mark).toList()) {
            JsonNode params = event.path("params");
            switch (event.path("method").asText()) {
                case "Runtime.consoleAPICalled" -> {
                    String type = params.path("type").asText();
                    if (type.equals("error") || type.equals("assert")) {
                        errors.add("console." + type + ": " + params.path("args"));
                    }
                }
                case "Runtime.exceptionThrown" -> errors.add("exception: " + params.path("exceptionDetails"));
                case "Log.entryAdded" -> {
                    if (params.path("entry").path("level").asText().equals("error")) {
                        errors.add("log: " + params.path("entry").path("text").asText() + " "
                                + params.path("entry").path("url").asText());
                    }
                }
                default -> {}
            }
        }
        return errors;
    }

    /** Evaluates {@code expression} in the page and returns its value as JSON. */
    JsonNode evaluate(String expression) throws Exception {
        JsonNode result = send(
                session,
                "Runtime.evaluate",
                JSON.createObjectNode()
                        .put("expression", expression)
                        .put("returnByValue", true)
                        .put("awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IOException("script failed: " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Saves a PNG of the page's viewport to {@code file}. */
    void screenshot(Path file) throws Exception {
        JsonNode shot =
                send(session, "Page.captureScreenshot", JSON.createObjectNode().put("format", "png"));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, Base64.getDecoder().decode(shot.get("data").asText()));
    }

    /** What the browser wrote to its standard error, for failure messages. */
    String log() {
        synchronized (log) {
            return log.toString();
        }
    }

    private JsonNode send(String sessionId, String method, ObjectNode params) throws Exception {
        int id = ids.incrementAndGet();
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", params);
        if (sessionId != null) {
            message.put("sessionId", sessionId);
        }
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        synchronized (socket) {
            socket.sendText(JSON.writeValueAsString(message), true).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
        JsonNode answer = reply.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        if (answer.has("error")) {
            throw new IOException(method + " failed: " + answer.get("error"));
        }
        return answer.path("result");
    }

    private void receive(String text) {
        try {
            JsonNode message = JSON.readTree(text);
            if (message.has("id")) {
                CompletableFuture<JsonNode> reply =
                        pending.remove(message.get("id").asInt());
                if (reply != null) {
                    reply.complete(message);
                }
            } else {
                events.add(message);
            }
        } catch (IOException e) {
            events.add(JSON.createObjectNode().put("method", "unparseable").put("text", text));
        }
    }

    @Override
    public void close() throws Exception {
        try {
            send(null, "Browser.close", JSON.createObjectNode());
        } catch (Exception e) {
            // already gone; the process is stopped below either way
        }
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** Puts the WebSocket's (possibly fragmented) text messages together and hands them on. */
    private static final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();
        private final List<String> early = new ArrayList<>();
        private volatile HeadlessChromium browser;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                HeadlessChromium target = browser;
                if (target == null) {
                    early.add(text);
                } else {
                    early.forEach(target::receive);
                    early.clear();
                    target.receive(text);
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}
