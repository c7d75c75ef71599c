package dev.refin.describe.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small hand-made projects for the reader's tests. */
final class SourceFiles {
    static final String HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    static final String NS = " xmlns=\"http://soap.sforce.com/2006/04/metadata\"";

    private final Path root;

    SourceFiles(Path root) {
        this.root = root;
    }

    /** An sfdx project with one package directory, force-app. */
    static SourceFiles project(Path root) {
        SourceFiles files = new SourceFiles(root);
        files.write("sfdx-project.json", "{\"packageDirectories\": [{\"path\": \"force-app\", \"default\": true}]}");
        return files;
    }

    SourceFiles object(String object, String body) {
        return write(
                "force-app/main/default/objects/" + object + "/" + object + ".object-meta.xml",
                HEADER + "<CustomObject" + NS + ">\n" + body + "\n</CustomObject>\n");
    }

    SourceFiles field(String object, String field, String body) {
        return write(
                "force-app/main/default/objects/" + object + "/fields/" + field + ".field-meta.xml",
                HEADER + "<CustomField" + NS + ">\n    <fullName>" + field + "</fullName>\n" + body
                        + "\n</CustomField>\n");
    }

    SourceFiles write(String path, String content) {
        try {
            Path file = root.resolve(path);
            Files.createDirectories(file.getParent());
            Files.writeString(file, content, StandardCharsets.UTF_8);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A custom object with a Text name field. */
    static String customObject(String label) {
        return "    <label>" + label + "</label>\n    <pluralLabel>" + label + "s</pluralLabel>\n"
                + "    <nameField><label>" + label + " Name</label><type>Text</type></nameField>\n"
                + "    <sharingModel>ReadWrite</sharingModel>\n    <deploymentStatus>Deployed</deploymentStatus>";
    }
}
