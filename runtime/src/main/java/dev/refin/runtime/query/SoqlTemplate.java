package dev.refin.runtime.query;

import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Raw SOQL with {@code :name} placeholders, each replaced by the formatted literal of its bound value, so
 * values never become query text. Placeholders inside string literals are left alone. Immutable.
 *
 * @param <E> the entity the rows are read as
 */
public final class SoqlTemplate<E extends SObject<E>> {
    private final SObjectType<E> type;
    private final String text;
    private final Map<String, Object> bindings;

    SoqlTemplate(SObjectType<E> type, String text, Map<String, Object> bindings) {
        this.type = Objects.requireNonNull(type, "type");
        this.text = Objects.requireNonNull(text, "text");
        this.bindings = bindings;
    }

    /**
     * The same template with {@code name} bound to {@code value} (any value {@link SoqlLiteral#format} takes; a
     * collection becomes an {@code IN} list).
     */
    public SoqlTemplate<E> bind(String name, Object value) {
        SoqlLiteral.identifier(name, "parameter name");
        SoqlLiteral.format(value); // fail at bind time for a value SOQL cannot express
        Map<String, Object> more = new LinkedHashMap<>(bindings);
        more.put(name, value);
        return new SoqlTemplate<>(type, text, more);
    }

    /**
     * The query with every placeholder replaced.
     *
     * @throws IllegalStateException when a placeholder is unbound or a binding is unused
     */
    public SoqlQuery<E> toQuery() {
        StringBuilder out = new StringBuilder(text.length() + 32);
        Set<String> used = new TreeSet<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\'') {
                int end = endOfLiteral(i);
                out.append(text, i, end);
                i = end;
            } else if (c == ':' && i + 1 < text.length() && Character.isLetter(text.charAt(i + 1))) {
                int end = i + 1;
                while (end < text.length()
                        && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
                    end++;
                }
                String name = text.substring(i + 1, end);
                if (!bindings.containsKey(name)) {
                    throw new IllegalStateException("placeholder :" + name + " is not bound");
                }
                used.add(name);
                out.append(SoqlLiteral.format(bindings.get(name)));
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        Set<String> unused = new TreeSet<>(bindings.keySet());
        unused.removeAll(used);
        if (!unused.isEmpty()) {
            throw new IllegalStateException("bound but not used in the query: " + unused);
        }
        return SoqlQuery.raw(type, out.toString());
    }

    /** The index after the quote closing the literal that opens at {@code start}. */
    private int endOfLiteral(int start) {
        int i = start + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == '\'') {
                return i + 1;
            } else {
                i++;
            }
        }
        throw new IllegalArgumentException("unterminated string literal in: " + text);
    }

    /** The template text with its placeholders; bound values are not shown. */
    @Override
    public String toString() {
        return text;
    }
}
