package dev.refin.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A clone with nothing beside it passes its own tests: no file of the repository refers to a folder outside it,
 * and the real samples the tests read are inside it, each listed with its provenance.
 */
class RepositoryStandsAloneTest {
    private static final Path ROOT = RealFixtures.repositoryRoot().normalize();

    /** Build output, installed packages and version control, which are not the repository's files. */
    private static final Set<String> SKIPPED = Set.of("target", "node_modules", ".git", ".idea", ".vscode");

    /** A relative path that climbs: {@code ../x}, {@code ../../x/y}. */
    private static final Pattern CLIMB = Pattern.compile("((?:\\.\\./)+)([A-Za-z0-9_${}.\\-]+)");

    /** The folder this project's samples came from before they moved in; named in no file. */
    private static final Pattern OUTSIDE_FIXTURES = Pattern.compile("shared" + "/fixtures|\\.\\./shared\\b");

    @Test
    void noFileRefersToAFolderOutsideTheRepository() throws IOException {
        List<String> offences = new ArrayList<>();
        for (Path file : repositoryFiles()) {
            String text = text(file);
            if (text == null) {
                continue;
            }
            String name = ROOT.relativize(file).toString();
            Matcher outside = OUTSIDE_FIXTURES.matcher(text);
            if (outside.find()) {
                offences.add(name + ":" + line(text, outside.start()) + " names " + outside.group());
            }
            Matcher climb = CLIMB.matcher(text);
            while (climb.find()) {
                boolean inheritedByModules = file.equals(ROOT.resolve("pom.xml"))
                        && text.startsWith("${project.basedir}/", climb.start() - "${project.basedir}/".length());
                if (escapes(inheritedByModules ? ROOT.resolve("runtime/pom.xml") : file, climb.group(1))) {
                    offences.add(name + ":" + line(text, climb.start()) + " climbs out of the repository with "
                            + climb.group());
                }
            }
        }
        assertEquals(List.of(), offences, "files that refer to folders outside the repository");
    }

    @Test
    void everyRealSampleIsInTheRepositoryWithItsProvenance() throws IOException {
        Path samples = RealFixtures.root();
        assertTrue(samples.normalize().startsWith(ROOT), samples + " is outside " + ROOT);
        String sources = Files.readString(samples.resolve("SOURCES.md"));
        List<String> unlisted = new ArrayList<>();
        int count = 0;
        try (Stream<Path> walk = Files.walk(samples)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                String relative = samples.relativize(file).toString().replace('\\', '/');
                if (relative.equals("SOURCES.md")) {
                    continue;
                }
                count++;
                // A row of the table: | `file` | source repository | path | commit | licence | what it shows |
                Matcher row = Pattern.compile("(?m)^\\| `" + Pattern.quote(relative)
                                + "` \\| [\\w.-]+/[\\w.-]+ \\| .+? \\| `[0-9a-f]{40}` \\| [^|]+ \\|")
                        .matcher(sources);
                if (!row.find()) {
                    unlisted.add(relative);
                }
            }
        }
        assertTrue(count >= 100, "only " + count + " samples under " + samples);
        assertEquals(List.of(), unlisted, "samples without a provenance row (repository, path, commit, licence)");
    }

    /**
     * Whether {@code climb} leaves the repository from both places a relative path in the file can start: the
     * file's own folder (links in Markdown) and its module's folder (paths in a pom or in a module's tests). The
     * root pom's {@code ${project.basedir}/..} is read in its modules, so from a module's folder.
     */
    private static boolean escapes(Path file, String climb) {
        Path fromFile = file.getParent().resolve(climb).normalize();
        Path fromModule = module(file).resolve(climb).normalize();
        return !fromFile.startsWith(ROOT) && !fromModule.startsWith(ROOT);
    }

    private static Path module(Path file) {
        for (Path dir = file.getParent(); dir.startsWith(ROOT); dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("pom.xml")) || Files.isRegularFile(dir.resolve("package.json"))) {
                return dir;
            }
        }
        return ROOT;
    }

    private static List<Path> repositoryFiles() throws IOException {
        try (Stream<Path> walk = Files.walk(ROOT)) {
            return walk.filter(Files::isRegularFile)
                    .filter(f -> {
                        for (Path part : ROOT.relativize(f)) {
                            if (SKIPPED.contains(part.toString())) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .sorted()
                    .toList();
        }
    }

    /** The file's text, or null for a binary file (a jar, a picture). */
    private static String text(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        for (byte b : bytes) {
            if (b == 0) {
                return null;
            }
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(java.nio.ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static int line(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
