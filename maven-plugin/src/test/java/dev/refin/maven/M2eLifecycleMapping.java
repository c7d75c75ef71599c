package dev.refin.maven;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * Reads and checks the plugin's m2e lifecycle mapping metadata ({@code META-INF/m2e/lifecycle-mapping-metadata.xml})
 * against m2e's model of that file (m2e-core's {@code lifecycle-mapping-metadata-model.xml}: elements, one action
 * of {@code ignore}, {@code execute}, {@code error} or {@code configurator}) and against the plugin descriptor
 * ({@code META-INF/maven/plugin.xml}): every goal it names exists and every goal of the plugin is mapped once.
 *
 * <p>{@link M2eLifecycleMappingTest} runs it on the compiled classes; the build's {@code m2e-lifecycle-mapping}
 * execution runs {@link #main} on the packaged plugin jar: {@code M2eLifecycleMapping PLUGIN_JAR}.
 */
final class M2eLifecycleMapping {
    static final String METADATA = "META-INF/m2e/lifecycle-mapping-metadata.xml";
    static final String DESCRIPTOR = "META-INF/maven/plugin.xml";

    private static final Set<String> FILTER_ELEMENTS =
            Set.of("groupId", "artifactId", "versionRange", "goals", "parameters");
    private static final Set<String> ACTIONS = Set.of("ignore", "execute", "error", "configurator");
    private static final Set<String> EXECUTE_ELEMENTS = Set.of("runOnIncremental", "runOnConfiguration");

    /**
     * One mapping: the action and its settings.
     *
     * @param action {@code ignore}, {@code execute}, {@code error} or {@code configurator}
     * @param settings the action's child elements and their text, e.g. {@code runOnIncremental=true}
     */
    record Mapping(String action, Map<String, String> settings) {}

    /**
     * The metadata of a plugin, checked.
     *
     * @param goals each goal of the plugin descriptor, in order
     * @param mappings the mapping of each goal the metadata names
     */
    record Result(List<String> goals, Map<String, Mapping> mappings) {}

    private M2eLifecycleMapping() {}

    /** Checks the metadata of the plugin jar named by the one argument; exits 1 listing every problem. */
    public static void main(String[] args) throws IOException {
        Path jar = Path.of(args[0]);
        List<String> problems = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            check(read(file, METADATA), read(file, DESCRIPTOR), problems);
        }
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.err.println(jar.getFileName() + ": " + p));
            System.exit(1);
        }
        System.out.println("m2e lifecycle mapping: " + jar.getFileName() + " " + METADATA + " checked");
    }

    /** Checks the metadata and descriptor of a directory of compiled classes. */
    static Result check(Path classes, List<String> problems) throws IOException {
        return check(read(classes.resolve(METADATA)), read(classes.resolve(DESCRIPTOR)), problems);
    }

    /** Checks {@code metadata} against m2e's model and the plugin {@code descriptor}; adds every problem. */
    static Result check(byte[] metadata, byte[] descriptor, List<String> problems) {
        if (metadata == null || descriptor == null) {
            problems.add((metadata == null ? METADATA : DESCRIPTOR) + ": missing");
            return new Result(List.of(), Map.of());
        }
        Element plugin = parse(descriptor, DESCRIPTOR, problems);
        Element root = parse(metadata, METADATA, problems);
        if (plugin == null || root == null) {
            return new Result(List.of(), Map.of());
        }
        List<String> goals = new ArrayList<>();
        for (Element mojo : children(child(plugin, "mojos"), "mojo")) {
            goals.add(text(child(mojo, "goal")));
        }
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        if (!root.getTagName().equals("lifecycleMappingMetadata")) {
            problems.add("root element is <" + root.getTagName() + ">, not <lifecycleMappingMetadata>");
        }
        for (Element section : children(root, null)) {
            if (!section.getTagName().equals("pluginExecutions")
                    && !section.getTagName().equals("lifecycleMappings")) {
                problems.add("<lifecycleMappingMetadata> has an unknown element <" + section.getTagName() + ">");
            }
        }
        for (Element execution : children(child(root, "pluginExecutions"), null)) {
            checkExecution(execution, plugin, goals, mappings, problems);
        }
        for (String goal : goals) {
            if (!goal.equals("help") && !mappings.containsKey(goal)) {
                problems.add("goal " + goal + " of the plugin descriptor is not mapped: m2e would mark its executions"
                        + " \"not covered by lifecycle configuration\"");
            }
        }
        return new Result(goals, mappings);
    }

    private static void checkExecution(
            Element execution,
            Element plugin,
            List<String> goals,
            Map<String, Mapping> mappings,
            List<String> problems) {
        if (!execution.getTagName().equals("pluginExecution")) {
            problems.add("<pluginExecutions> has an unknown element <" + execution.getTagName() + ">");
            return;
        }
        Element filter = child(execution, "pluginExecutionFilter");
        Element action = child(execution, "action");
        if (filter == null || action == null || children(execution, null).size() != 2) {
            problems.add("a <pluginExecution> needs exactly one <pluginExecutionFilter> and one <action>");
            return;
        }
        for (Element element : children(filter, null)) {
            if (!FILTER_ELEMENTS.contains(element.getTagName())) {
                problems.add("<pluginExecutionFilter> has an unknown element <" + element.getTagName() + ">");
            }
        }
        for (String coordinate : List.of("groupId", "artifactId")) {
            Element given = child(filter, coordinate);
            if (given != null && !text(given).equals(text(child(plugin, coordinate)))) {
                problems.add("<pluginExecutionFilter> names " + coordinate + " " + text(given) + ", but the plugin is "
                        + text(child(plugin, coordinate)));
            }
        }
        List<Element> kinds = children(action, null);
        if (kinds.size() != 1 || !ACTIONS.contains(kinds.get(0).getTagName())) {
            problems.add("an <action> holds exactly one of " + ACTIONS + ", not " + names(kinds));
            return;
        }
        Element kind = kinds.get(0);
        Map<String, String> settings = new LinkedHashMap<>();
        for (Element setting : children(kind, null)) {
            settings.put(setting.getTagName(), text(setting));
            if (kind.getTagName().equals("execute")
                    && (!EXECUTE_ELEMENTS.contains(setting.getTagName())
                            || !Set.of("true", "false").contains(text(setting)))) {
                problems.add("<execute> takes " + EXECUTE_ELEMENTS + " with true or false, not <" + setting.getTagName()
                        + ">" + text(setting));
            }
        }
        Set<String> named = new LinkedHashSet<>();
        for (Element goal : children(child(filter, "goals"), null)) {
            named.add(text(goal));
        }
        if (named.isEmpty()) {
            problems.add("a <pluginExecutionFilter> names no goal");
        }
        for (String goal : named) {
            if (!goals.contains(goal)) {
                problems.add("goal " + goal + " is not a goal of the plugin descriptor " + goals);
            } else if (mappings.put(goal, new Mapping(kind.getTagName(), settings)) != null) {
                problems.add("goal " + goal + " is mapped twice");
            }
        }
    }

    private static Element parse(byte[] xml, String name, List<String> problems) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            Document document = builder.parse(new ByteArrayInputStream(xml));
            return document.getDocumentElement();
        } catch (ParserConfigurationException | SAXException | IOException e) {
            problems.add(name + ": not well-formed XML: " + e.getMessage());
            return null;
        }
    }

    private static byte[] read(JarFile jar, String name) throws IOException {
        ZipEntry entry = jar.getEntry(name);
        if (entry == null) {
            return null;
        }
        try (InputStream in = jar.getInputStream(entry)) {
            return in.readAllBytes();
        }
    }

    private static byte[] read(Path file) throws IOException {
        return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
    }

    /** The element children of {@code parent} (of one tag name, or all when null); none when parent is null. */
    private static List<Element> children(Element parent, String tag) {
        List<Element> elements = new ArrayList<>();
        if (parent == null) {
            return elements;
        }
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element
                    && (tag == null || element.getTagName().equals(tag))) {
                elements.add(element);
            }
        }
        return elements;
    }

    private static Element child(Element parent, String tag) {
        List<Element> elements = children(parent, tag);
        return elements.isEmpty() ? null : elements.get(0);
    }

    private static String text(Element element) {
        return element == null ? "" : element.getTextContent().strip();
    }

    private static List<String> names(List<Element> elements) {
        return elements.stream().map(Element::getTagName).toList();
    }
}
