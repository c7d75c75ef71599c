package dev.refin.describe.source;

import dev.refin.describe.DescribeException;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads the platform's metadata source into the describe model, alone or laid over describes.
 *
 * <p>Two layouts are read: the source format (a folder with {@code sfdx-project.json}; every {@code objects} folder
 * in its package directories, with {@code <Object>/<Object>.object-meta.xml}, {@code fields/*.field-meta.xml} and
 * {@code recordTypes/*.recordType-meta.xml}, and {@code globalValueSets/*.globalValueSet-meta.xml}) and the metadata API
 * format (a folder with {@code objects/*.object}, fields inline, and {@code globalValueSets/*.globalValueSet}).
 * Elements this version does not use are ignored, as the format grows every release.
 */
public final class MetadataSource {

    private MetadataSource() {}

    /**
     * Reads the project in {@code dir}: the objects it declares, in the describe model, with the standard fields the
     * platform adds to custom objects derived from the objects' settings.
     *
     * @throws DescribeException when the project cannot be used; every problem names its file (relative to
     *     {@code dir}) and element (with its line), and says what is wrong
     * @throws IOException when a file cannot be read
     */
    public static SourceProject read(Path dir) throws IOException, DescribeException {
        return ProjectReader.read(dir);
    }

    /**
     * Lays {@code source} over {@code describes}: the source adds objects and fields and changes the fields it
     * declares; the describes supply what only an org knows (key prefixes, permissions, record type ids, child
     * relationships from outside the project, the standard fields of an object). Objects are matched by API name,
     * ignoring case, and fields likewise.
     */
    public static Overlay overlay(List<ObjectDescribe> describes, SourceProject source) {
        return Overlay.of(describes, source);
    }
}
