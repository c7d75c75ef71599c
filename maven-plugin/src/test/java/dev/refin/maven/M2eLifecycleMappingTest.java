package dev.refin.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The plugin's m2e lifecycle mapping: valid against m2e's model and the plugin descriptor, {@code generate} run on
 * configuration and on incremental builds, every other goal ignored. The packaged jar is checked by the build's
 * {@code m2e-lifecycle-mapping} execution with the same {@link M2eLifecycleMapping}.
 */
class M2eLifecycleMappingTest {
    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void generateRunsOnConfigurationAndIncrementalBuildsAndTheOtherGoalsAreIgnored() throws Exception {
        List<String> problems = new ArrayList<>();
        M2eLifecycleMapping.Result result = M2eLifecycleMapping.check(CLASSES, problems);
        assertEquals(List.of(), problems);
        assertTrue(result.goals().containsAll(List.of("generate", "snapshot", "diff", "reference")), result.toString());
        assertEquals(
                new M2eLifecycleMapping.Mapping(
                        "execute", Map.of("runOnIncremental", "true", "runOnConfiguration", "true")),
                result.mappings().get("generate"));
        for (String goal : result.goals()) {
            if (!goal.equals("generate") && !goal.equals("help")) {
                assertEquals(
                        new M2eLifecycleMapping.Mapping("ignore", Map.of()),
                        result.mappings().get(goal),
                        goal);
            }
        }
    }

    @Test
    void refusesGoalsThePluginDoesNotHaveAndGoalsLeftUnmapped() throws Exception {
        List<String> problems = problemsOf("<pluginExecutionFilter><goals><goal>generate</goal><goal>generat</goal>"
                + "</goals></pluginExecutionFilter><action><execute><runOnIncremental>yes</runOnIncremental>"
                + "</execute></action>");
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("goal generat is not a goal")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("<execute> takes")), problems.toString());
        for (String goal : List.of("snapshot", "diff", "reference")) {
            assertTrue(
                    problems.contains("goal " + goal + " of the plugin descriptor is not mapped: m2e would mark its"
                            + " executions \"not covered by lifecycle configuration\""),
                    problems.toString());
        }
    }

    @Test
    void refusesAnActionM2eDoesNotKnow() throws Exception {
        List<String> problems = problemsOf("<pluginExecutionFilter><goals><goal>generate</goal><goal>snapshot</goal>"
                + "<goal>diff</goal><goal>reference</goal></goals></pluginExecutionFilter><action><run/></action>");
        assertTrue(
                problems.stream().anyMatch(p -> p.startsWith("an <action> holds exactly one of")), problems.toString());
    }

    /** The problems of metadata with one plugin execution of {@code execution}, against the plugin's descriptor. */
    private static List<String> problemsOf(String execution) throws Exception {
        byte[] descriptor = Files.readAllBytes(CLASSES.resolve(M2eLifecycleMapping.DESCRIPTOR));
        String metadata = "<lifecycleMappingMetadata><pluginExecutions><pluginExecution>" + execution
                + "</pluginExecution></pluginExecutions></lifecycleMappingMetadata>";
        List<String> problems = new ArrayList<>();
        M2eLifecycleMapping.check(metadata.getBytes(StandardCharsets.UTF_8), descriptor, problems);
        return problems;
    }
}
