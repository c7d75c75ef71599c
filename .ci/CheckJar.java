import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * Checks the jars a module publishes, run by each published module in {@code verify} (the parent pom's
 * {@code check-jars} execution): each carries the project's LICENSE as {@code META-INF/LICENSE} and a
 * {@code META-INF/NOTICE} that begins with the project's NOTICE, its manifest names the expected
 * {@code Automatic-Module-Name}, and it holds no class of the packages it must not bundle.
 *
 * <p>Arguments: the project's root folder, then one spec per jar:
 * {@code path|Automatic-Module-Name|forbidden/prefix/,another/prefix/} (an empty module name: no manifest check,
 * as for a sources jar; the forbidden list may be left out).
 */
public final class CheckJar {
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        byte[] license = Files.readAllBytes(root.resolve("LICENSE"));
        String notice = Files.readString(root.resolve("NOTICE"));
        List<String> problems = new ArrayList<>();
        for (String spec : Arrays.copyOfRange(args, 1, args.length)) {
            String[] parts = spec.split("\\|", -1);
            Path path = Path.of(parts[0]);
            String moduleName = parts.length > 1 ? parts[1] : "";
            List<String> forbidden = parts.length > 2 && !parts[2].isEmpty() ? List.of(parts[2].split(",")) : List.of();
            if (!Files.isRegularFile(path)) {
                problems.add(path + ": missing (run the package phase first)");
                continue;
            }
            try (JarFile jar = new JarFile(path.toFile())) {
                byte[] jarLicense = read(jar, "META-INF/LICENSE");
                if (jarLicense == null) {
                    problems.add(path + ": no META-INF/LICENSE");
                } else if (!Arrays.equals(jarLicense, license)) {
                    problems.add(path + ": META-INF/LICENSE is not the project's LICENSE");
                }
                byte[] jarNotice = read(jar, "META-INF/NOTICE");
                if (jarNotice == null) {
                    problems.add(path + ": no META-INF/NOTICE");
                } else if (!new String(jarNotice, java.nio.charset.StandardCharsets.UTF_8).startsWith(notice.strip())) {
                    problems.add(path + ": META-INF/NOTICE does not begin with the project's NOTICE");
                }
                if (!moduleName.isEmpty()) {
                    Manifest manifest = jar.getManifest();
                    String actual = manifest == null ? null : manifest.getMainAttributes().getValue("Automatic-Module-Name");
                    if (!moduleName.equals(actual)) {
                        problems.add(path + ": Automatic-Module-Name is " + actual + ", expected " + moduleName);
                    }
                }
                for (JarEntry entry : (Iterable<JarEntry>) jar.stream()::iterator) {
                    for (String prefix : forbidden) {
                        if (entry.getName().startsWith(prefix)) {
                            problems.add(path + ": bundles " + entry.getName() + " (nothing under " + prefix
                                    + " may be bundled)");
                            break;
                        }
                    }
                }
            }
            System.out.println("check-jar: " + path.getFileName() + " checked");
        }
        if (!problems.isEmpty()) {
            problems.stream().limit(20).forEach(problem -> System.err.println("check-jar: " + problem));
            System.exit(1);
        }
    }

    private static byte[] read(JarFile jar, String name) throws IOException {
        JarEntry entry = jar.getJarEntry(name);
        if (entry == null) {
            return null;
        }
        try (InputStream in = jar.getInputStream(entry)) {
            return in.readAllBytes();
        }
    }
}
