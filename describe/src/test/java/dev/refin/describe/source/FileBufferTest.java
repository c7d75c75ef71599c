package dev.refin.describe.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileBufferTest {
    @TempDir
    Path dir;

    @Test
    void readsEachFileWholeThroughOneBuffer() throws IOException {
        // A file larger than the buffer, then smaller ones: each read gives that file's bytes and nothing of the last.
        Random random = new Random(7);
        int[] sizes = {70_000, 10, 0, 16 * 1024, 16 * 1024 + 1, 3};
        FileBuffer buffer = new FileBuffer();
        for (int i = 0; i < sizes.length; i++) {
            byte[] content = new byte[sizes[i]];
            random.nextBytes(content);
            Path file = Files.write(dir.resolve("f" + i), content);
            int length = buffer.read(file);
            assertEquals(sizes[i], length, "file " + i);
            assertArrayEquals(content, Arrays.copyOf(buffer.array(), length), "file " + i);
        }
    }

    @Test
    void aMissingFileIsAnIoError() {
        assertThrows(NoSuchFileException.class, () -> new FileBuffer().read(dir.resolve("missing.field-meta.xml")));
    }
}
