package dev.refin.runtime.client;

import dev.refin.runtime.testing.LoopbackServer;
import dev.refin.runtime.testing.LoopbackServer.Reply;
import dev.refin.runtime.testing.LoopbackServer.Request;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A scripted Bulk API 2.0 platform for hostile tests: jobs are created with the id {@link #jobIds} gives, every job is
 * complete when first polled, a result file's answer is what {@link #results} makes of the file's name and the job's
 * upload, and a query page's what {@link #page} makes of the page number. Everything else is answered as the platform
 * answers it.
 */
final class HostileBulk implements Function<Request, Reply> {
    static final String BASE = "/services/data/v65.0/jobs/";

    private final AtomicInteger created = new AtomicInteger();
    final Map<String, String> uploads = new ConcurrentHashMap<>();

    /** The id of the n-th job created (from 1). */
    volatile Function<Integer, String> jobIds = n -> String.format("750%012dAAA", n);

    /** A result file's answer from its name ({@code successfulResults}, ...) and the job's upload. */
    volatile BiFunction<String, String, Reply> results = (file, upload) -> csv(header(file, upload));

    /** A query job's result page from its number (from 1). */
    volatile Function<Integer, Reply> page = n -> csv("Id,Name\n").withHeader("Sforce-Locator", "null");

    private final AtomicInteger pages = new AtomicInteger();

    static Reply csv(String body) {
        return new Reply(200, body, "text/csv; charset=UTF-8", Map.of(), false);
    }

    /** A result file holding only its header: the upload's header after the file's own columns. */
    static String header(String file, String upload) {
        String columns = upload.isEmpty() ? "" : upload.substring(0, upload.indexOf('\n'));
        return switch (file) {
            case "successfulResults" -> "\"sf__Id\",\"sf__Created\"," + columns + "\n";
            case "failedResults" -> "\"sf__Id\",\"sf__Error\"," + columns + "\n";
            default -> columns + "\n";
        };
    }

    /** The rows an upload holds after its header, with the platform's quoting. */
    static java.util.List<String> rows(String upload) {
        java.util.List<String> lines = upload.lines().toList();
        return lines.subList(1, lines.size());
    }

    private static String jobInfo(String id, String state) {
        return "{\"id\":\""
                + id.replace("\\", "\\\\")
                        .replace("\"", "\\\"")
                        .replace("\r", "\\r")
                        .replace("\n", "\\n")
                + "\",\"operation\":\"insert\",\"object\":\"refin__Voucher__c\",\"state\":\"" + state
                + "\",\"contentType\":\"CSV\",\"apiVersion\":65.0,\"numberRecordsProcessed\":1,"
                + "\"numberRecordsFailed\":0}";
    }

    @Override
    public Reply apply(Request request) {
        String path = request.path();
        if (!path.startsWith(BASE)) {
            return Reply.json(404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"no such resource\"}]");
        }
        String[] parts = path.substring(BASE.length()).split("/");
        if (parts.length == 1 && request.method().equals("POST")) {
            return Reply.json(200, jobInfo(jobIds.apply(created.incrementAndGet()), "Open"));
        }
        String id = parts.length > 1 ? parts[1] : "";
        if (parts.length == 3 && parts[2].equals("batches")) {
            uploads.put(id, request.body());
            return new Reply(201, "", null, Map.of(), false);
        }
        if (parts.length == 2) {
            return switch (request.method()) {
                case "PATCH" -> Reply.json(200, jobInfo(id, "UploadComplete"));
                case "DELETE" -> Reply.noContent();
                default -> Reply.json(200, jobInfo(id, "JobComplete"));
            };
        }
        if (parts.length == 3 && parts[0].equals("query") && parts[2].equals("results")) {
            return page.apply(pages.incrementAndGet());
        }
        if (parts.length == 3) {
            return results.apply(parts[2], uploads.getOrDefault(id, ""));
        }
        return Reply.json(404, "[{\"errorCode\":\"NOT_FOUND\",\"message\":\"no such resource\"}]");
    }

    /** A client of {@code server} with a short deadline. */
    static RefinClient client(LoopbackServer server) {
        return RefinClient.builder()
                .instanceUrl(server.url())
                .auth(StaticTokenAuth.of("tok-hostile"))
                .requestTimeout(java.time.Duration.ofSeconds(5))
                .build();
    }

    /** A client's bulk settings that poll at once. */
    static Bulk bulk(RefinClient client) {
        return client.bulk().withPolling(java.time.Duration.ofMillis(5), java.time.Duration.ofMillis(20));
    }
}
