package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ParallelTest {

    @Test
    void resultsComeInTheItemsOrder() {
        List<Integer> items = IntStream.range(0, 1000).boxed().toList();
        assertEquals(items.stream().map(i -> "#" + i).toList(), Parallel.map(items, i -> "#" + i));
        assertEquals(List.of(), Parallel.map(List.<Integer>of(), i -> i));
        assertEquals(List.of(7), Parallel.map(List.of(7), i -> i));
    }

    @Test
    void whileOneItemTakesLongTheOtherThreadsTakeEveryOtherItem() throws Exception {
        // A parallel stream would leave the items of the slow item's block waiting for it: here the slow item
        // waits for all the others, which only finishes when other threads take them one after another.
        int n = 400;
        CountDownLatch others = new CountDownLatch(n - 1);
        boolean[] sawAllOthers = new boolean[1];
        Parallel.forEach(IntStream.range(0, n).boxed().toList(), i -> {
            if (i == 0) {
                try {
                    sawAllOthers[0] = others.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            } else {
                others.countDown();
            }
        });
        assertTrue(sawAllOthers[0], "the other 399 items ran while the first one was busy");
    }

    @Test
    void everyItemRunsAndTheFirstFailureIsThrownWithTheOthersSuppressed() {
        Set<Integer> ran = ConcurrentHashMap.newKeySet();
        IllegalStateException thrown = assertThrows(
                IllegalStateException.class,
                () -> Parallel.forEach(IntStream.range(0, 100).boxed().toList(), i -> {
                    ran.add(i);
                    if (i % 30 == 3) {
                        throw new IllegalStateException("item " + i);
                    }
                }));
        assertEquals(100, ran.size());
        assertEquals("item 3", thrown.getMessage());
        assertEquals(3, thrown.getSuppressed().length); // items 33, 63 and 93
        Error error = new OutOfMemoryError("test");
        assertSame(
                error,
                assertThrows(
                        Error.class,
                        () -> Parallel.forEach(List.of(1, 2), i -> {
                            if (i == 2) {
                                throw error;
                            }
                        })));
    }
}
