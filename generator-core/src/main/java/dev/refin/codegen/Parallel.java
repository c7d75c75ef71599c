package dev.refin.codegen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs a task per item on the calling thread and the common fork-join pool's threads, each thread taking the next
 * item as soon as it is done with one. A parallel stream instead hands each thread fixed blocks of a quarter of the
 * items per pool thread, so on a small machine the last block (a hundred objects of a 400-object org) runs on one
 * thread while the others wait, however much longer its items take or however much less CPU its thread got. Every
 * item is run even when one fails; the first failure is thrown once all are done, with the others suppressed.
 */
public final class Parallel {
    private Parallel() {}

    /** The results of {@code task} for each item, in the items' order. */
    public static <T, R> List<R> map(List<T> items, Function<? super T, ? extends R> task) {
        int n = items.size();
        Object[] results = new Object[n];
        Throwable[] failures = new Throwable[n];
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                try {
                    results[i] = task.apply(items.get(i));
                } catch (RuntimeException | Error e) {
                    failures[i] = e;
                }
            }
        };
        int helpers = Math.min(n - 1, ForkJoinPool.getCommonPoolParallelism());
        List<ForkJoinTask<?>> started = new ArrayList<>();
        for (int i = 0; i < helpers; i++) {
            started.add(ForkJoinPool.commonPool().submit(worker));
        }
        worker.run();
        for (ForkJoinTask<?> helper : started) {
            helper.join(); // the worker catches what its items throw; joining also publishes their results
        }
        Throwable first = null;
        for (Throwable failure : failures) {
            if (failure == null) {
                continue;
            }
            if (first == null) {
                first = failure;
            } else if (first != failure) {
                first.addSuppressed(failure);
            }
        }
        if (first instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (first instanceof Error error) {
            throw error;
        }
        @SuppressWarnings("unchecked") // every slot holds what the task returned for its item
        List<R> list = (List<R>) Arrays.asList(results);
        return list;
    }

    /** Runs {@code task} for each item. */
    public static <T> void forEach(List<T> items, Consumer<? super T> task) {
        map(items, item -> {
            task.accept(item);
            return null;
        });
    }
}
