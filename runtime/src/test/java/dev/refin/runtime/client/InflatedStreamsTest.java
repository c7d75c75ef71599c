package dev.refin.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.testing.RawServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every stream is bounded by bytes and time, inflation included: a gzipped Bulk result file or query page of
 * endless blank lines or NUL bytes (a few KB on the wire, gigabytes inflated) stops after a bounded number of
 * characters without a row, and the time spent inflating and skipping counts toward the call's deadline, not only the
 * time spent waiting for the server.
 */
class InflatedStreamsTest {
    private static final String JOB = "750000000000001AAA";

    /** The header of one gzip member (no name, no time), which the chunks below continue without end. */
    private static final byte[] GZIP_HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff};

    /**
     * {@code text} repeated to {@code bytes}, deflated and flushed to a byte boundary, referring to nothing before
     * itself: chunks written one after another continue one gzip member (one stream, as the platform sends, so the
     * reader never stops at a member boundary), each inflating to its text again.
     */
    private static byte[] member(String text, int bytes) {
        byte[] unit = text.getBytes(StandardCharsets.UTF_8);
        byte[] block = new byte[64 * 1024 - (64 * 1024) % unit.length];
        for (int i = 0; i < block.length; i++) {
            block[i] = unit[i % unit.length];
        }
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[64 * 1024];
        for (int written = 0; written < bytes; written += block.length) {
            deflater.setInput(block);
            while (!deflater.needsInput()) {
                out.write(buffer, 0, deflater.deflate(buffer, 0, buffer.length, Deflater.NO_FLUSH));
            }
        }
        int n;
        do {
            n = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH);
            out.write(buffer, 0, n);
        } while (n == buffer.length);
        deflater.end();
        return out.toByteArray();
    }

    /** {@code text} once, deflated as {@link #member} deflates. */
    private static byte[] gzip(String text) {
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        deflater.setInput(text.getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[64 * 1024];
        int n;
        do {
            n = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH);
            out.write(buffer, 0, n);
        } while (n == buffer.length);
        deflater.end();
        return out.toByteArray();
    }

    /** The head of a gzipped CSV answer that lasts until the connection closes. */
    private static byte[] gzipHead() {
        byte[] head = ("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Encoding: gzip\r\n"
                        + "Sforce-Locator: null\r\nConnection: close\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = java.util.Arrays.copyOf(head, head.length + GZIP_HEADER.length);
        System.arraycopy(GZIP_HEADER, 0, out, head.length, GZIP_HEADER.length);
        return out;
    }

    /** What a raw Bulk API writes as a result file or page, after its gzipped head. */
    private interface Body {
        void write(OutputStream out) throws IOException;
    }

    /** A raw Bulk API whose jobs complete at once and whose result files and pages {@code body} writes. */
    private static RawServer platform(List<String> requests, Body body) throws IOException {
        return new RawServer((line, out) -> {
            requests.add(line);
            String json = null;
            if (line.startsWith("POST")) {
                json = "{\"id\":\"" + JOB + "\",\"state\":\"Open\"}";
            } else if (line.startsWith("PATCH")) {
                json = "{\"id\":\"" + JOB + "\",\"state\":\"UploadComplete\"}";
            } else if (line.startsWith("GET") && line.contains("/successfulResults") || line.contains("/results")) {
                out.write(gzipHead());
                body.write(out);
                return;
            } else if (line.startsWith("GET") && line.contains("/failedResults")) {
                json = "";
            } else if (line.startsWith("GET")) {
                json = "{\"id\":\"" + JOB + "\",\"state\":\"JobComplete\"}";
            }
            byte[] bytes = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
            out.write(RawServer.head(
                    json == null ? 204 : line.startsWith("PUT") ? 201 : 200, bytes.length, "Connection: close"));
            out.write(bytes);
        });
    }

    private static RefinClient client(RawServer raw, Duration timeout, long maxResponseBytes) {
        return RefinClient.builder()
                .instanceUrl(raw.url())
                .auth(StaticTokenAuth.of("tok"))
                .requestTimeout(timeout)
                .maxResponseBytes(maxResponseBytes)
                .build();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\u0000", "\u0000\n", " \n"})
    void endlessInflatedBlankLinesOrNulBytesInAResultFileEndWithEveryOutcomeUnknown(String filler) throws Exception {
        byte[] header = gzip("\"sf__Id\",\"sf__Created\",Name\n");
        byte[] endless = member(filler, 16 * 1024 * 1024);
        List<String> requests = new CopyOnWriteArrayList<>();
        try (RawServer raw = platform(requests, out -> {
            out.write(header);
            for (int i = 0; i < 1_000; i++) { // 16 GiB inflated, a few MB sent
                out.write(endless);
            }
        })) {
            List<RecordOutcome<Invoice>> outcomes = new ArrayList<>();
            long start = System.nanoTime();

            BulkResult result = client(raw, Duration.ofSeconds(30), 64 * 1024)
                    .bulk()
                    .withPolling(Duration.ofMillis(1), Duration.ofMillis(5))
                    .insert(Invoice.SOBJECT_TYPE, List.of(new Invoice().set(Invoice.NAME, "INV-1")), outcomes::add);

            long took = (System.nanoTime() - start) / 1_000_000;
            assertTrue(took < 15_000, "took " + took + " ms");
            assertEquals(1, result.unknown());
            assertTrue(outcomes.get(0).isOutcomeUnknown());
            String message = outcomes.get(0).errors().get(0).message();
            assertTrue(
                    message.contains("without a row") || message.contains("more rows than the job's 1 records"),
                    message);
        }
    }

    @Test
    void endlessInflatedNulBytesInAQueryPageFailTheStreamInSeconds() throws Exception {
        byte[] header = gzip("Id,Name\n");
        byte[] endless = member("\u0000", 16 * 1024 * 1024);
        List<String> requests = new CopyOnWriteArrayList<>();
        try (RawServer raw = platform(requests, out -> {
            out.write(header);
            for (int i = 0; i < 1_000; i++) {
                out.write(endless);
            }
        })) {
            RefinClient client = client(raw, Duration.ofSeconds(30), 64 * 1024);
            long start = System.nanoTime();

            RefinException e = assertThrows(RefinException.class, () -> {
                try (Stream<Invoice> rows = client.bulk()
                        .withPolling(Duration.ofMillis(1), Duration.ofMillis(5))
                        .query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))) {
                    rows.count();
                }
            });

            long took = (System.nanoTime() - start) / 1_000_000;
            assertTrue(took < 15_000, "took " + took + " ms");
            assertTrue(e.getMessage().contains("without a row"), e.getMessage());
        }
    }

    @Test
    void inflatingAndSkippingBetweenRowsSpendTheDeadline() throws Exception {
        // Each member: 4 MiB of line breaks (under the 24 Mi characters allowed between rows), then one row; 10,000
        // of them are 40 GiB inflated. Waiting for the server takes no time at all: only counting the runtime's own
        // reading ends the page at the deadline.
        String row = "\"" + RecordId.to18("a0A5g0000000001") + "\",\"INV-1\"\n";
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        one.write(member("\n", 4 * 1024 * 1024));
        one.write(gzip(row));
        byte[] rowAfterBlankLines = one.toByteArray();
        byte[] header = gzip("Id,Name\n");
        List<String> requests = new CopyOnWriteArrayList<>();
        try (RawServer raw = platform(requests, out -> {
            out.write(header);
            for (int i = 0; i < 10_000; i++) {
                out.write(rowAfterBlankLines);
            }
        })) {
            RefinClient client = client(raw, Duration.ofSeconds(2), RefinClient.DEFAULT_MAX_RESPONSE_BYTES);
            long start = System.nanoTime();
            long[] rows = new long[1];

            RefinException e = assertThrows(RefinException.class, () -> {
                try (Stream<Invoice> stream = client.bulk()
                        .withPolling(Duration.ofMillis(1), Duration.ofMillis(5))
                        .withPageSize(10_000)
                        .query(Soql.select(Invoice.ID, Invoice.NAME).from(Invoice.SOBJECT_TYPE))) {
                    stream.forEach(invoice -> rows[0]++);
                }
            });

            long took = (System.nanoTime() - start) / 1_000_000;
            assertTrue(took < 20_000, "took " + took + " ms with a deadline of 2 s");
            assertTrue(e.getMessage().contains("deadline"), e.getMessage());
            assertTrue(rows[0] < 10_000, rows[0] + " rows");
        }
    }
}
