package dev.refin.codegen.snapshot;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Prints a normalized describe tree in the snapshot file format, byte for byte what {@link SnapshotFiles}' Jackson
 * writer prints (two-space indentation, {@code ": "} after names, {@code "{ }"} and {@code "[ ]"} when empty, Jackson's
 * string escapes, UTF-8) without Jackson's generator and pretty printer, which cost a live run more than parsing the
 * describes did. Only the node types a parsed describe holds are printed; for anything else (a non-finite or decimal
 * number, a lone surrogate) it answers null and the caller uses the Jackson writer.
 */
final class SnapshotPrinter {
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    /** Per ASCII character: 0 to print it as it is, -1 for a six-character hex escape, else the letter after '\'. */
    private static final int[] ESCAPES = new int[128];

    static {
        for (int c = 0; c < 0x20; c++) {
            ESCAPES[c] = -1;
        }
        ESCAPES['"'] = '"';
        ESCAPES['\\'] = '\\';
        ESCAPES['\b'] = 'b';
        ESCAPES['\t'] = 't';
        ESCAPES['\f'] = 'f';
        ESCAPES['\n'] = 'n';
        ESCAPES['\r'] = 'r';
    }

    /**
     * Each thread's printing buffer, kept between describes: a live run prints hundreds of describes of a few hundred
     * KB each on a few threads, and a fresh buffer grown by doubling for each one allocated more than the files hold.
     * Buffers grown beyond {@link #KEPT_BUFFER} for a very wide object are not kept.
     */
    private static final ThreadLocal<byte[]> BUFFERS = ThreadLocal.withInitial(() -> new byte[256 * 1024]);

    private static final int KEPT_BUFFER = 4 * 1024 * 1024;

    private byte[] out;
    private int size;

    private SnapshotPrinter(byte[] buffer) {
        this.out = buffer;
    }

    /** The file's bytes (with its final newline), or null when the tree holds a value this printer leaves to Jackson. */
    static byte[] print(JsonNode root) {
        SnapshotPrinter printer = new SnapshotPrinter(BUFFERS.get());
        byte[] printed = null;
        if (printer.value(root, 0)) {
            printer.put((byte) '\n');
            printed = Arrays.copyOf(printer.out, printer.size);
        }
        if (printer.out.length <= KEPT_BUFFER) {
            BUFFERS.set(printer.out);
        }
        return printed;
    }

    /** An object or array being printed: its members left and its depth. */
    private static final class Open {
        final Iterator<Map.Entry<String, JsonNode>> members; // null for an array
        final ArrayNode array; // null for an object
        final int depth;
        int next;

        Open(Iterator<Map.Entry<String, JsonNode>> members, ArrayNode array, int depth) {
            this.members = members;
            this.array = array;
            this.depth = depth;
        }

        boolean hasNext() {
            return members != null ? members.hasNext() : next < array.size();
        }
    }

    /**
     * Prints {@code root} at {@code depth} with an explicit stack of the objects and arrays open, not by recursion: a
     * recursive printer is compiled with copies of itself inlined into itself, one of the largest methods of a live
     * run.
     */
    private boolean value(JsonNode root, int depth) {
        List<Open> open = new ArrayList<>();
        JsonNode node = root;
        int at = depth;
        while (true) {
            switch (node.getNodeType()) {
                case OBJECT:
                case ARRAY:
                    boolean isObject = node.getNodeType() == JsonNodeType.OBJECT;
                    put((byte) (isObject ? '{' : '['));
                    if (node.isEmpty()) {
                        put((byte) ' ');
                        put((byte) (isObject ? '}' : ']'));
                    } else {
                        open.add(
                                isObject
                                        ? new Open(
                                                ((ObjectNode) node).properties().iterator(), null, at)
                                        : new Open(null, (ArrayNode) node, at));
                    }
                    break;
                case STRING:
                    if (!string(node.textValue())) {
                        return false;
                    }
                    break;
                case BOOLEAN:
                    put(node.booleanValue() ? TRUE : FALSE);
                    break;
                case NULL:
                    put(NULL);
                    break;
                case NUMBER:
                    if (!number(node)) {
                        return false;
                    }
                    break;
                default:
                    return false;
            }
            // The next value to print: the next member of the innermost open container, closing those done.
            node = null;
            while (node == null) {
                if (open.isEmpty()) {
                    return true;
                }
                Open container = open.get(open.size() - 1);
                if (!container.hasNext()) {
                    indent(container.depth);
                    put((byte) (container.members != null ? '}' : ']'));
                    open.remove(open.size() - 1);
                    continue;
                }
                if (container.next++ > 0) {
                    put((byte) ',');
                }
                indent(container.depth + 1);
                if (container.members != null) {
                    Map.Entry<String, JsonNode> member = container.members.next();
                    if (!string(member.getKey())) {
                        return false;
                    }
                    put((byte) ':');
                    put((byte) ' ');
                    node = member.getValue();
                } else {
                    node = container.array.get(container.next - 1);
                }
                at = container.depth + 1;
            }
        }
    }

    private boolean number(JsonNode node) {
        String text;
        switch (node.numberType()) {
            case INT -> text = Integer.toString(node.intValue());
            case LONG -> text = Long.toString(node.longValue());
            case BIG_INTEGER -> {
                BigInteger value = node.bigIntegerValue();
                text = value.toString();
            }
            case DOUBLE -> {
                double value = node.doubleValue();
                if (!Double.isFinite(value)) {
                    return false;
                }
                text = Double.toString(value);
            }
            default -> {
                return false;
            }
        }
        ensure(text.length());
        for (int i = 0; i < text.length(); i++) {
            out[size++] = (byte) text.charAt(i);
        }
        return true;
    }

    private boolean string(String text) {
        int length = text.length();
        ensure(length * 6 + 2);
        byte[] b = out;
        int at = size;
        b[at++] = '"';
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                int escape = ESCAPES[c];
                if (escape == 0) {
                    b[at++] = (byte) c;
                } else {
                    b[at++] = '\\';
                    if (escape > 0) {
                        b[at++] = (byte) escape;
                    } else {
                        b[at++] = 'u';
                        b[at++] = '0';
                        b[at++] = '0';
                        b[at++] = HEX[c >> 4];
                        b[at++] = HEX[c & 0xF];
                    }
                }
            } else if (c < 0x800) {
                b[at++] = (byte) (0xC0 | (c >> 6));
                b[at++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 >= length || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    return false;
                }
                int code = Character.toCodePoint(c, text.charAt(++i));
                b[at++] = (byte) (0xF0 | (code >> 18));
                b[at++] = (byte) (0x80 | ((code >> 12) & 0x3F));
                b[at++] = (byte) (0x80 | ((code >> 6) & 0x3F));
                b[at++] = (byte) (0x80 | (code & 0x3F));
            } else {
                b[at++] = (byte) (0xE0 | (c >> 12));
                b[at++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[at++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        b[at++] = '"';
        size = at;
        return true;
    }

    private void indent(int depth) {
        ensure(1 + 2 * depth);
        out[size++] = '\n';
        Arrays.fill(out, size, size + 2 * depth, (byte) ' ');
        size += 2 * depth;
    }

    private void put(byte b) {
        ensure(1);
        out[size++] = b;
    }

    private void put(byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, out, size, bytes.length);
        size += bytes.length;
    }

    private void ensure(int more) {
        if (size + more > out.length) {
            out = Arrays.copyOf(out, Math.max(out.length * 2, size + more));
        }
    }
}
