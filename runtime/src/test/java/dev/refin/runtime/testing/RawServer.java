package dev.refin.runtime.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A hostile HTTP/1.1 server on a loopback port that writes raw bytes: a body trickled a byte at a time, a body
 * far larger than it should be, a gzip bomb. Each connection reads one request, then runs the test's writer.
 */
public final class RawServer implements AutoCloseable {
    /** Writes the answer to one request. */
    public interface Writer {
        void write(String requestLine, OutputStream out) throws IOException, InterruptedException;
    }

    private final ServerSocket socket;
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final AtomicInteger requests = new AtomicInteger();
    private volatile Writer writer;

    public RawServer(Writer writer) throws IOException {
        this.writer = writer;
        this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        pool.submit(this::accept);
    }

    public String url() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    public int requests() {
        return requests.get();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                pool.submit(() -> serve(connection));
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket connection) {
        try (connection) {
            InputStream in = connection.getInputStream();
            String head = readHead(in);
            int length = contentLength(head);
            in.readNBytes(length);
            requests.incrementAndGet();
            OutputStream out = connection.getOutputStream();
            writer.write(head.lines().findFirst().orElse(""), out);
            out.flush();
        } catch (IOException e) {
            // The client hung up: expected when it gives up on a hostile answer.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        byte[] end = {'\r', '\n', '\r', '\n'};
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed before the request head ended");
            }
            head.write(b);
            matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(
                        line.substring("content-length:".length()).strip());
            }
        }
        return 0;
    }

    /** The status line and headers of a JSON answer of {@code length} bytes. */
    public static byte[] head(int status, long length, String... extraHeaders) {
        StringBuilder out = new StringBuilder("HTTP/1.1 ")
                .append(status)
                .append(" X\r\nContent-Type: application/json\r\nContent-Length: ")
                .append(length)
                .append("\r\n");
        for (String header : extraHeaders) {
            out.append(header).append("\r\n");
        }
        return out.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        socket.close();
        pool.shutdownNow();
    }
}
