package dev.refin.emulator.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each user's most recently viewed records, newest last, at most {@value #MAX} (the size of the platform's
 * {@code RecentlyViewed}); a record read by id is viewed.
 */
final class RecentItems {
    static final int MAX = 200;

    private final Map<String, LinkedHashMap<String, String>> byUser = new ConcurrentHashMap<>();

    /** Marks a record as viewed by the user. */
    void viewed(String userId, String objectName, String id) {
        LinkedHashMap<String, String> items = byUser.computeIfAbsent(userId, k -> new LinkedHashMap<>());
        synchronized (items) {
            items.remove(id);
            items.put(id, objectName);
            if (items.size() > MAX) {
                items.remove(items.keySet().iterator().next());
            }
        }
    }

    /** The user's viewed records, newest first, as {@code {object, id}} pairs. */
    List<String[]> newestFirst(String userId) {
        LinkedHashMap<String, String> items = byUser.get(userId);
        List<String[]> out = new ArrayList<>();
        if (items == null) {
            return out;
        }
        synchronized (items) {
            items.forEach((id, object) -> out.add(0, new String[] {object, id}));
        }
        return out;
    }
}
