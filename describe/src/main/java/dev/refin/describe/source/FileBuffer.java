package dev.refin.describe.source;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/**
 * Reads whole files into one buffer, reused file after file, for a reader on one thread: a project in the source format
 * has tens of thousands of small files, and reading each into a buffer that is already there, until the end, asks the
 * file system less than {@link java.nio.file.Files#readAllBytes} (which asks each file's size first) and makes no array
 * per file. The buffer grows for a larger file.
 */
final class FileBuffer {
    private ByteBuffer buffer = ByteBuffer.allocate(16 * 1024);

    /** Reads the file; its bytes are {@link #array()} from 0 to the length returned, until the next read. */
    int read(Path file) throws IOException {
        buffer.clear();
        try (FileChannel channel = FileChannel.open(file)) {
            while (channel.read(buffer) >= 0) {
                if (!buffer.hasRemaining()) {
                    ByteBuffer bigger = ByteBuffer.allocate(buffer.capacity() * 2);
                    buffer.flip();
                    buffer = bigger.put(buffer);
                }
            }
        }
        return buffer.position();
    }

    byte[] array() {
        return buffer.array();
    }
}
