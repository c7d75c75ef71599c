package dev.refin.runtime.internal.http;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;

/**
 * A response body read as it arrives: an {@link InputStream} over the exchange's buffers that asks for the next
 * buffer only when the last one is read, so a body of any size holds a few buffers of heap, and whose reads fail with
 * an {@link HttpTimeoutException} once they have waited for the server longer than the call's budget: the time the
 * reader spends between reads (an application handling each row) does not count, a server trickling its answer does.
 * Closing it cancels the exchange.
 */
final class StreamedBody implements HttpResponse.BodySubscriber<InputStream> {
    private static final Object END = new Object();

    private final ReadClock clock;
    private final BlockingQueue<Object> arrived = new LinkedBlockingQueue<>();
    private final Reader reader = new Reader();
    private volatile Flow.Subscription subscription;

    /** A body whose reads may take {@code budgetNanos} in all, counted as {@link ReadClock} says. */
    StreamedBody(long budgetNanos) {
        this.clock = new ReadClock(budgetNanos);
    }

    /** The clock of a body this class made (inflated or not); an unlimited one for any other stream. */
    static ReadClock clockOf(InputStream body) {
        if (body instanceof StreamedBody.Reader reader) {
            return reader.clock();
        }
        if (body instanceof Inflating inflating) {
            return clockOf(inflating.body);
        }
        return ReadClock.unlimited();
    }

    /** A gzip body inflated as it is read; its gzip header is read with the first read. */
    static InputStream inflating(InputStream body) {
        return new Inflating(body);
    }

    /** A gzip body inflated as it is read, its inflated bytes read within the body's clock like any other. */
    private static final class Inflating extends InputStream {
        private final InputStream body;
        private InputStream inflater;

        Inflating(InputStream body) {
            this.body = body;
        }

        @Override
        public int read() throws IOException {
            return inflater().read();
        }

        @Override
        public int read(byte[] into, int offset, int length) throws IOException {
            return inflater().read(into, offset, length);
        }

        private InputStream inflater() throws IOException {
            if (inflater == null) {
                inflater = new GZIPInputStream(body, 8192);
            }
            return inflater;
        }

        @Override
        public void close() throws IOException {
            body.close();
        }
    }

    @Override
    public CompletionStage<InputStream> getBody() {
        return CompletableFuture.completedFuture(reader);
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(1);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        arrived.add(items);
    }

    @Override
    public void onError(Throwable throwable) {
        arrived.add(throwable);
    }

    @Override
    public void onComplete() {
        arrived.add(END);
    }

    private final class Reader extends InputStream {
        ReadClock clock() {
            return clock;
        }

        private Iterator<ByteBuffer> buffers = List.<ByteBuffer>of().iterator();
        private ByteBuffer current;
        private boolean ended;
        private boolean closed;

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] into, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            while (current == null || !current.hasRemaining()) {
                if (buffers.hasNext()) {
                    current = buffers.next();
                    continue;
                }
                if (ended) {
                    return -1;
                }
                if (!next()) {
                    return -1;
                }
            }
            int n = Math.min(length, current.remaining());
            current.get(into, offset, n);
            return n;
        }

        /** Waits for the next buffers; false at the end of the body. */
        @SuppressWarnings("unchecked") // Only lists of buffers, throwables and END are queued.
        private boolean next() throws IOException {
            if (closed) {
                throw new IOException("the response body was closed");
            }
            Object item;
            long start = System.nanoTime();
            try {
                long budget = clock.remaining();
                item = budget <= 0 ? arrived.poll() : arrived.poll(budget, TimeUnit.NANOSECONDS);
                if (!clock.running()) {
                    clock.spent(System.nanoTime() - start); // a reader that does not bracket its reads
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                close();
                throw new IOException("interrupted while reading the response body", e);
            }
            if (item == null) {
                close();
                throw new HttpTimeoutException(
                        "the response body did not arrive completely within the call's deadline");
            }
            if (item == END) {
                ended = true;
                return false;
            }
            if (item instanceof Throwable failure) {
                ended = true;
                throw failure instanceof IOException io ? io : new IOException(failure);
            }
            buffers = ((List<ByteBuffer>) item).iterator();
            subscription.request(1);
            return true;
        }

        @Override
        public void close() {
            if (closed) {
                return;
            }
            closed = true;
            Flow.Subscription s = subscription;
            if (s != null && !ended) {
                s.cancel();
            }
            arrived.clear();
        }
    }
}
