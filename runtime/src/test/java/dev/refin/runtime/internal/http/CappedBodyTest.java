package dev.refin.runtime.internal.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A body is collected whole whether or not its length is declared, and never beyond the limit. */
class CappedBodyTest {

    @Test
    void aDeclaredLengthIsNotAllocatedBeforeTheBytesArrive() throws Exception {
        // 400 answers declaring 33 MB each would need 13 GB if the declared length were allocated up front.
        List<CappedBody> held = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            CappedBody body = new CappedBody(64L * 1024 * 1024, OptionalLong.of(33_000_000));
            subscribe(body);
            feed(body, new byte[] {'{'}, 1);
            held.add(body);
        }
        CappedBody last = held.get(held.size() - 1);
        last.onComplete();
        assertArrayEquals(new byte[] {'{'}, last.getBody().toCompletableFuture().get());
    }

    @Test
    void theBodyIsCollectedExactlyWithTheRightTheWrongOrNoDeclaredLength() throws Exception {
        byte[] content = new byte[100_003];
        for (int i = 0; i < content.length; i++) {
            content[i] = (byte) (i * 31 + 7);
        }
        for (OptionalLong declared : List.of(
                OptionalLong.of(content.length),
                OptionalLong.empty(),
                OptionalLong.of(10),
                OptionalLong.of(content.length + 5000L),
                OptionalLong.of(Long.MAX_VALUE))) {
            CappedBody body = new CappedBody(1_000_000, declared);
            AtomicBoolean cancelled = subscribe(body);
            feed(body, content, 4096);
            body.onComplete();
            assertArrayEquals(content, body.getBody().toCompletableFuture().get(), "declared " + declared);
            assertTrue(!cancelled.get());
        }
    }

    @Test
    void aBodyBeyondTheLimitIsCancelledWhateverItsDeclaredLength() {
        byte[] content = new byte[50_000];
        for (OptionalLong declared : List.of(OptionalLong.of(content.length), OptionalLong.empty())) {
            CappedBody body = new CappedBody(20_000, declared);
            AtomicBoolean cancelled = subscribe(body);
            feed(body, content, 8192);
            assertTrue(cancelled.get(), "declared " + declared);
            ExecutionException e = assertThrows(
                    ExecutionException.class,
                    () -> body.getBody().toCompletableFuture().get());
            assertInstanceOf(CappedBody.TooLarge.class, e.getCause());
        }
    }

    private static AtomicBoolean subscribe(CappedBody body) {
        AtomicBoolean cancelled = new AtomicBoolean();
        body.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                cancelled.set(true);
            }
        });
        return cancelled;
    }

    private static void feed(CappedBody body, byte[] content, int chunk) {
        for (int at = 0; at < content.length; at += 2 * chunk) {
            List<ByteBuffer> items = new ArrayList<>();
            for (int i = at; i < Math.min(content.length, at + 2 * chunk); i += chunk) {
                items.add(ByteBuffer.wrap(content, i, Math.min(chunk, content.length - i)));
            }
            body.onNext(items);
        }
    }
}
