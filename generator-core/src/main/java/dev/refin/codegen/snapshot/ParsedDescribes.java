package dev.refin.codegen.snapshot;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The parsed describes a run holds between reading and generating them, within one memory budget. A live run offers
 * each describe file it has just written, parsed from the JSON tree it wrote it from, so that the generation does not
 * read and parse the same file again; the generation then keeps, within the same budget, the describes it will
 * generate from instead of parsing them a second time. A parsed describe is counted at half the size of its JSON (the
 * 400 parsed describes of a 400-object x 150-field org take 42 MB for 137 MB of JSON). An entry offered is used once,
 * and only while its file is still the one written (same size and modification time).
 */
public final class ParsedDescribes {
    /** Holds nothing and keeps nothing: every file is read, every describe parsed again when generated. */
    public static final ParsedDescribes NONE = new ParsedDescribes(0);

    private record Entry(SnapshotReader.Parsed parsed, long size, FileTime modified) {}

    private final Map<Path, Entry> entries = new ConcurrentHashMap<>();
    private final AtomicLong budget;

    /** Holds parsed describes taking up to {@code budgetBytes} bytes of memory. */
    ParsedDescribes(long budgetBytes) {
        this.budget = new AtomicLong(budgetBytes);
    }

    /**
     * The budget of one run: a quarter of the maximum heap, so a small heap costs time, not an out-of-memory error;
     * the system property {@code refin.codegen.keepParsedBytes} sets it in bytes.
     */
    public static ParsedDescribes forRun() {
        String configured = System.getProperty("refin.codegen.keepParsedBytes");
        return new ParsedDescribes(
                configured != null
                        ? Long.parseLong(configured)
                        : Runtime.getRuntime().maxMemory() / 4);
    }

    /** Takes the memory a describe of {@code jsonBytes} bytes of JSON needs from the budget, if it is left. */
    public boolean reserve(long jsonBytes) {
        long memory = memoryOf(jsonBytes);
        return budget.getAndUpdate(left -> left >= memory ? left - memory : left) >= memory;
    }

    private static long memoryOf(long jsonBytes) {
        return jsonBytes / 2 + 1;
    }

    /**
     * Offers a describe file just written with {@code content}, read from {@code tree} (the tree reading the content
     * gives, or null when unknown); parses and keeps it while the budget lasts.
     */
    public void offer(Path file, byte[] content, JsonNode tree) throws IOException {
        if (tree == null || content.length > SnapshotReader.MAX_FILE_BYTES || !reserve(content.length)) {
            return;
        }
        SnapshotReader.Parsed parsed = SnapshotReader.parse(file.getFileName().toString(), content, tree);
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        entries.put(key(file), new Entry(parsed, attributes.size(), attributes.lastModifiedTime()));
    }

    /** How many describes are held. */
    int size() {
        return entries.size();
    }

    /**
     * What {@link SnapshotReader#parse(Path, String)} gives for {@code file}: the describe parsed ahead when there is
     * one and the file is unchanged since (it is then dropped from here, and its memory given back to the budget),
     * else the file read and parsed.
     */
    public SnapshotReader.Parsed parse(Path file, String knownHash) {
        Entry entry = entries.isEmpty() ? null : entries.remove(key(file));
        if (entry != null) {
            budget.addAndGet(memoryOf(entry.size()));
        }
        if (entry != null && unchanged(file, entry)) {
            SnapshotReader.Parsed parsed = entry.parsed();
            return parsed.hash().equals(knownHash)
                    ? new SnapshotReader.Parsed(parsed.source(), null, null, List.of(), parsed.hash(), true)
                    : parsed;
        }
        return SnapshotReader.parse(file, knownHash);
    }

    private static boolean unchanged(Path file, Entry entry) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return attributes.size() == entry.size()
                    && attributes.lastModifiedTime().equals(entry.modified());
        } catch (IOException e) {
            return false; // read as usual, which reports the problem
        }
    }

    private static Path key(Path file) {
        return file.toAbsolutePath().normalize();
    }
}
