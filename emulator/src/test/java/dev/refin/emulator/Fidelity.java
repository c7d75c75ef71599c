package dev.refin.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;

/** Compares the emulator's answers with real samples: the same members, recursively, with the same JSON types. */
final class Fidelity {
    private Fidelity() {}

    /**
     * Asserts the same member names and JSON types: objects have exactly the sample's members, arrays of the sample's
     * length are compared element by element, other arrays element-wise against the sample's first element, and a null in the sample matches null only.
     */
    static void assertSameShape(JsonNode sample, JsonNode actual) {
        assertSameShape(sample, actual, "$");
    }

    private static void assertSameShape(JsonNode sample, JsonNode actual, String path) {
        assertEquals(sample.getNodeType(), actual.getNodeType(), path + ": " + actual);
        if (sample.isObject()) {
            assertEquals(names(sample), names(actual), path + " members: " + actual);
            for (Iterator<String> it = sample.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!path.endsWith("httpHeaders")) {
                    assertSameShape(sample.get(name), actual.get(name), path + "." + name);
                }
            }
        } else if (sample.isArray() && !sample.isEmpty()) {
            assertTrue(!actual.isEmpty(), path + " is empty: " + actual);
            boolean pairwise = sample.size() == actual.size();
            for (int i = 0; i < actual.size(); i++) {
                assertSameShape(sample.get(pairwise ? i : 0), actual.get(i), path + "[" + i + "]");
            }
        }
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
