package dev.refin.spring.boot;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An org that misbehaves over real loopback HTTP: it accepts connections and then never answers ({@link #stalling}),
 * or answers a 200 whose body arrives one byte at a time ({@link #dripping}). Counts the connections it accepted.
 */
public final class HostileOrg implements AutoCloseable {
    private final ServerSocket server;
    private final boolean drip;
    private final AtomicInteger accepted = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final Thread acceptor;

    private HostileOrg(boolean drip) throws IOException {
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.drip = drip;
        this.acceptor = new Thread(this::accept, "hostile-org");
        this.acceptor.setDaemon(true);
        this.acceptor.start();
    }

    /** Accepts, reads the request and never answers. */
    public static HostileOrg stalling() throws IOException {
        return new HostileOrg(false);
    }

    /** Answers 200 with a body of {@code /limits} that trickles in at one byte each 300 ms. */
    public static HostileOrg dripping() throws IOException {
        return new HostileOrg(true);
    }

    /** A loopback URL nothing listens on (a port just bound and released). */
    public static String refusingUrl() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        }
    }

    /** The org's URL. */
    public String url() {
        return "http://127.0.0.1:" + server.getLocalPort();
    }

    /** The connections accepted so far. */
    public int accepted() {
        return accepted.get();
    }

    /** Properties pointing the auto-configured client at this org, with one attempt per call. */
    public String[] properties() {
        return new String[] {
            "refin.instance-url=" + url(),
            "refin.auth.static-token.access-token=hostile-token",
            "refin.retry.max-attempts=1",
            "refin.request-timeout=20s"
        };
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                accepted.incrementAndGet();
                sockets.add(socket);
                if (drip) {
                    Thread dripper = new Thread(() -> drip(socket), "hostile-org-drip");
                    dripper.setDaemon(true);
                    dripper.start();
                }
            } catch (IOException e) {
                return;
            }
        }
    }

    private static void drip(Socket socket) {
        byte[] body = "{\"DailyApiRequests\":{\"Max\":15000,\"Remaining\":14000}}".getBytes(StandardCharsets.US_ASCII);
        try {
            OutputStream out = socket.getOutputStream();
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                            + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            for (byte b : body) {
                Thread.sleep(300);
                out.write(b);
                out.flush();
            }
        } catch (IOException e) {
            // the client gave up: what a dripping server sees
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }
}
