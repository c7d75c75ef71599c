package dev.refin.runtime.internal.http;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.zip.GZIPInputStream;

/**
 * Collects a response body up to a limit and cancels the exchange as soon as it grows beyond: a huge or endless
 * body costs at most {@code limit} bytes of heap. {@link #inflate} applies the same limit after decompression. The
 * array grows as bytes arrive, never ahead of them: a declared {@code Content-Length} only caps the growth, so an
 * honest large answer ends in an array of exactly its length (no final copy) while a response that declares 33 MB
 * and sends one byte costs 64 KiB.
 *
 * <p>Internal: public only so that the runtime's other packages can use it; not part of the API.
 */
public final class CappedBody implements HttpResponse.BodySubscriber<byte[]> {
    /** The body grew beyond the limit; the exchange was cancelled. */
    public static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    /** The largest array the JVM reliably allocates. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    /** The most allocated before any byte has arrived. */
    private static final int FIRST_ARRAY = 64 * 1024;

    private final long limit;
    /** The size the array grows to at most: the declared length when the response declares one within the limit. */
    private final int ceiling;

    private final CompletableFuture<byte[]> result = new CompletableFuture<>();
    private byte[] body;
    private int size;
    private volatile Flow.Subscription subscription;

    public CappedBody(long limit) {
        this(limit, OptionalLong.empty());
    }

    /** A body of {@code declaredLength} bytes (the response's {@code Content-Length}) when the response says so. */
    public CappedBody(long limit, OptionalLong declaredLength) {
        this.limit = limit;
        long declared = declaredLength.orElse(-1);
        boolean honest = declared >= 0 && declared <= Math.min(limit, MAX_ARRAY);
        this.ceiling = honest ? (int) declared : (int) Math.min(limit, MAX_ARRAY);
        this.body = new byte[honest ? Math.min((int) declared, FIRST_ARRAY) : 8192];
    }

    @Override
    public CompletionStage<byte[]> getBody() {
        return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        this.subscription = s;
        if (result.isDone()) {
            s.cancel(); // aborted before the body began
            return;
        }
        s.request(Long.MAX_VALUE);
    }

    /**
     * Ends the body with {@code failure}, from any thread: {@link #getBody()} fails with it and the exchange is
     * cancelled. Does nothing once the body is complete.
     */
    public void abort(IOException failure) {
        if (result.completeExceptionally(failure)) {
            Flow.Subscription s = subscription;
            if (s != null) {
                s.cancel();
            }
        }
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        if (result.isDone()) {
            return;
        }
        for (ByteBuffer item : items) {
            int n = item.remaining();
            if ((long) size + n > Math.min(limit, MAX_ARRAY)) {
                subscription.cancel();
                result.completeExceptionally(new TooLarge("the response body exceeds " + limit + " bytes"));
                return;
            }
            if (size + n > body.length) {
                long grown = Math.min(2L * body.length, ceiling);
                body = Arrays.copyOf(body, (int) Math.max((long) size + n, grown));
            }
            item.get(body, size, n);
            size += n;
        }
    }

    @Override
    public void onError(Throwable throwable) {
        result.completeExceptionally(throwable);
    }

    @Override
    public void onComplete() {
        result.complete(size == body.length ? body : Arrays.copyOf(body, size));
    }

    /** Decompresses a gzip body, refusing to inflate beyond {@code limit} bytes (a gzip bomb). */
    public static byte[] inflate(byte[] compressed, long limit) throws IOException {
        ByteArrayOutputStream inflated =
                new ByteArrayOutputStream((int) Math.min(limit, Math.max(32L, compressed.length * 4L)));
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                if ((long) inflated.size() + n > limit) {
                    throw new TooLarge("the gzip response body inflates beyond " + limit + " bytes");
                }
                inflated.write(buffer, 0, n);
            }
        }
        return inflated.toByteArray();
    }
}
