package dev.refin.codegen;

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
 * Describe files a live run has just written, parsed from the JSON tree it wrote them from, handed to the generation
 * that follows so that it does not read and parse the same files again. Each is what parsing its file gives (same
 * hash, problems and normalized model). Only as many are kept as fit the budget for parsed describes (counted, as the
 * generation counts it, at half the size of their JSON); the generation reads the others from their files. An entry is
 * used once, and only while its file is still the one written (same size and modification time).
 */
final class ParsedDescribes {
    /** Nothing parsed ahead: every file is read. */
    static final ParsedDescribes NONE = new ParsedDescribes(0);

    private record Entry(SnapshotReader.Parsed parsed, long size, FileTime modified) {}

    private final Map<Path, Entry> entries = new ConcurrentHashMap<>();
    private final AtomicLong budget;

    /** Keeps parsed describes taking up to {@code budgetBytes} bytes of memory (half their JSON's size). */
    ParsedDescribes(long budgetBytes) {
        this.budget = new AtomicLong(budgetBytes);
    }

    /**
     * Offers a describe file just written with {@code content}, read from {@code tree} (the tree reading the content
     * gives, or null when unknown); parses and keeps it while the budget lasts.
     */
    void offer(Path file, byte[] content, JsonNode tree) throws IOException {
        long memory = content.length / 2;
        if (tree == null || content.length > SnapshotReader.MAX_FILE_BYTES || budget.get() < memory) {
            return;
        }
        if (budget.addAndGet(-memory) < 0) {
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
     * one and the file is unchanged since (it is then dropped from here), else the file read and parsed.
     */
    SnapshotReader.Parsed parse(Path file, String knownHash) {
        Entry entry = entries.isEmpty() ? null : entries.remove(key(file));
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
