package dev.refin.codegen;

import com.palantir.javapoet.ClassName;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * One generation run of an execution. With the previous run's state (same generator and configuration) it reads
 * again only the describe files whose stamp changed, parses only those whose content hash changed, and
 * regenerates only those objects plus the ones whose output depends on a change: a class name they use changed,
 * an object they reference appeared or disappeared, a new class name may take a nested type name of theirs, or
 * their output was edited or deleted. The result equals a run from scratch; without a usable state everything is
 * parsed and generated.
 */
final class GenerationRun {
    private static final String NAME_KEY = "n:";
    private static final String TYPE_KEY = "t:";

    private final GeneratorConfig config;
    private final NamingStrategy naming;
    private final Path root;
    private final BuildState previous;
    private final Map<String, BuildState.ObjectState> known;

    private GenerationRun(
            GeneratorConfig config, NamingStrategy naming, Path root, BuildState now, BuildState previous) {
        this.config = config;
        this.naming = naming;
        this.root = root;
        this.previous = previous;
        this.known =
                previous != null && now != null && previous.sameGeneratorAndConfig(now) ? previous.objects() : Map.of();
    }

    /** One describe file of the run: what the last run knew of it, or what parsing it now gave. */
    private static final class Input {
        final Path file;
        final String name;
        BuildState.ObjectState state;
        SnapshotReader.Parsed parsed;
        ObjectDescribe typed;

        Input(Path file) {
            this.file = file;
            this.name = file.getFileName().toString();
        }

        String object() {
            return parsed != null ? (parsed.document() instanceof ObjectDescribe o ? o.name() : null) : state.object();
        }

        List<DescribeProblem> problems() {
            return parsed != null ? parsed.problems() : state.problems();
        }
    }

    static RefinCodegen.Result run(
            GeneratorConfig config,
            NamingStrategy naming,
            Path snapshotDir,
            Path root,
            String execution,
            BuildState now,
            BuildState previous,
            Set<Path> owned,
            Map<Path, String> others)
            throws CodegenException, IOException {
        return new GenerationRun(config, naming, root, now, previous).run(snapshotDir, execution, now, owned, others);
    }

    private RefinCodegen.Result run(
            Path snapshotDir, String execution, BuildState now, Set<Path> owned, Map<Path, String> others)
            throws CodegenException, IOException {
        List<Input> inputs = new ArrayList<>();
        for (Path file : SnapshotReader.describeFiles(snapshotDir)) {
            Input input = new Input(file);
            BuildState.ObjectState state = known.get(input.name);
            if (state != null
                    && now != null
                    && Objects.equals(now.inputStamp(input.name), previous.inputStamp(input.name))) {
                input.state = state;
            }
            inputs.add(input);
        }
        parse(inputs.stream().filter(i -> i.state == null).toList(), true);

        List<String> errors = new ArrayList<>();
        List<DescribeProblem> problems = new ArrayList<>();
        Map<String, String> sources = new HashMap<>();
        Map<String, Input> selected = new TreeMap<>(); // by object API name, as Snapshot sorts
        Predicate<String> selection = RefinCodegen.selection(config);
        for (Input input : inputs) {
            if (input.parsed != null && input.parsed.readError() != null) {
                errors.add(input.parsed.readError());
                continue;
            }
            problems.addAll(input.problems());
            String object = input.object();
            if (object == null) {
                continue; // a describeGlobal list carries nothing to generate from
            }
            String previousSource = sources.putIfAbsent(object.toLowerCase(Locale.ROOT), input.name);
            if (previousSource != null) {
                errors.add(input.name + ": $.name: object '" + object + "' is also described in " + previousSource);
                continue;
            }
            SnapshotReader.fileNameWarning(input.name, object).ifPresent(problems::add);
            if (selection.test(object)) {
                selected.put(object, input);
            }
        }
        List<DescribeProblem> warnings = SnapshotReader.warnings(problems, errors);
        if (!errors.isEmpty()) {
            throw new CodegenException(errors);
        }

        // Class names first: they are all that decides which of the unchanged objects must be generated again.
        Map<String, NameTable.ClassProposal> proposals = new LinkedHashMap<>();
        for (Input input : selected.values()) {
            if (input.parsed != null) {
                input.typed = typed((ObjectDescribe) input.parsed.document());
                proposals.put(input.name, NameTable.ClassProposal.of(input.typed, naming));
            } else {
                proposals.put(input.name, input.state.proposal());
            }
        }
        List<String> scratch = new ArrayList<>();
        Map<String, ClassName> classes = NameTable.build(
                        List.copyOf(proposals.values()),
                        List.of(),
                        config,
                        naming,
                        config.nameOverrides().keySet(),
                        scratch)
                .classes();
        List<Input> again = new ArrayList<>();
        for (Input input : selected.values()) {
            if (input.parsed == null && dependsOnAChange(input, classes)) {
                input.state = null;
                again.add(input);
            }
        }
        parse(again, false);
        for (Input input : again) {
            if (input.parsed.readError() != null || !(input.parsed.document() instanceof ObjectDescribe)) {
                throw new CodegenException(List.of(input.name + ": changed while generating; run again"));
            }
            input.typed = typed((ObjectDescribe) input.parsed.document());
        }

        List<String> configProblems = new ArrayList<>();
        RefinCodegen.checkPackage(config.packageName(), configProblems);
        List<ObjectDescribe> generate = new ArrayList<>();
        Set<String> namesElsewhere = new HashSet<>();
        Set<String> typesElsewhere = new HashSet<>();
        for (Input input : selected.values()) {
            if (input.parsed != null) {
                generate.add((ObjectDescribe) input.parsed.document());
            } else {
                for (String key : input.state.overrides()) {
                    (key.startsWith(NAME_KEY) ? namesElsewhere : typesElsewhere).add(key.substring(2));
                }
            }
        }
        List<ObjectDescribe> typed = TypeOverrides.apply(config, generate, configProblems, typesElsewhere);
        NameTable names =
                NameTable.build(List.copyOf(proposals.values()), typed, config, naming, namesElsewhere, configProblems);
        if (!configProblems.isEmpty()) {
            throw new CodegenException(configProblems);
        }

        EntityGenerator generator = new EntityGenerator(names);
        List<SourceWriter.Source> files = typed.stream()
                .map(o -> new SourceWriter.Source(
                        RefinCodegen.sourcePath(names.of(o).className()), () -> generator.generate(o)))
                .toList();
        List<Path> kept = new ArrayList<>();
        for (Input input : selected.values()) {
            if (input.parsed == null) {
                kept.add(GeneratedFiles.inside(
                        root,
                        RefinCodegen.sourcePath(classes.get(input.state.object().toLowerCase(Locale.ROOT)))));
            }
        }
        SourceWriter.Outcome outcome = SourceWriter.write(root, files, owned, others, kept);

        Map<String, BuildState.ObjectState> states = new TreeMap<>();
        Map<String, ObjectDescribe> typedByName = new HashMap<>();
        typed.forEach(o -> typedByName.put(o.name(), o));
        for (Input input : inputs) {
            states.put(input.name, state(input, selected, classes, names, typedByName));
        }
        if (now != null) {
            now.withOutputs(root, outcome.produced(), warnings, states).save(root, execution);
        }
        List<String> objects = outcome.produced().stream()
                .map(p -> p.getFileName().toString().replace(".java", ""))
                .toList();
        return new RefinCodegen.Result(
                objects, outcome.written(), outcome.unchanged(), outcome.deleted(), warnings, false);
    }

    /** Reads and parses each input in parallel; with {@code skipKnown}, not those whose content hash is known. */
    private void parse(List<Input> inputs, boolean skipKnown) {
        inputs.parallelStream().forEach(input -> {
            BuildState.ObjectState state = skipKnown ? known.get(input.name) : null;
            SnapshotReader.Parsed parsed = SnapshotReader.parse(input.file, state == null ? null : state.hash());
            if (parsed.skipped()) {
                input.state = state;
            } else {
                input.parsed = parsed;
            }
        });
    }

    private ObjectDescribe typed(ObjectDescribe object) {
        // Problems are reported once, over every object generated; this is only the overridden describe.
        return TypeOverrides.apply(config, List.of(object), new ArrayList<>()).get(0);
    }

    /**
     * Whether the output of an object whose describe is unchanged must be generated again: its class or that of
     * an object it references changed (or appeared or disappeared), a new or removed class name starts like one of
     * its nested type proposals, or its output is not what the last run wrote.
     */
    private boolean dependsOnAChange(Input input, Map<String, ClassName> classes) throws IOException {
        BuildState.ObjectState state = input.state;
        String key = state.object().toLowerCase(Locale.ROOT);
        ClassName now = classes.get(key);
        if (state.className() == null || !state.className().equals(now.simpleName())) {
            return true;
        }
        for (String reference : state.references()) {
            if (!Objects.equals(oldClass(reference), simpleName(classes.get(reference)))) {
                return true;
            }
        }
        Set<String> changedNames = changedClassNames(classes);
        for (String proposal : state.nestedProposals()) {
            String folded = proposal.toLowerCase(Locale.ROOT);
            if (changedNames.stream().anyMatch(n -> n.startsWith(folded))) {
                return true;
            }
        }
        Path output = GeneratedFiles.inside(root, RefinCodegen.sourcePath(now));
        String recorded = previous.outputStamp(root, output);
        return recorded == null || !Files.isRegularFile(output) || !recorded.equals(BuildState.stampOf(output));
    }

    private Map<String, String> oldClasses;
    private Set<String> changedClassNames;

    /** The class name the last run gave an object (lower-case API name), or null. */
    private String oldClass(String object) {
        if (oldClasses == null) {
            oldClasses = new HashMap<>();
            for (BuildState.ObjectState state : known.values()) {
                if (state.object() != null && state.selected() && state.className() != null) {
                    oldClasses.put(state.object().toLowerCase(Locale.ROOT), state.className());
                }
            }
        }
        return oldClasses.get(object);
    }

    /** Lower-case class names that this run has and the last did not, or the reverse. */
    private Set<String> changedClassNames(Map<String, ClassName> classes) {
        if (changedClassNames == null) {
            oldClass("");
            Set<String> before = new TreeSet<>();
            oldClasses.values().forEach(n -> before.add(n.toLowerCase(Locale.ROOT)));
            Set<String> after = new TreeSet<>();
            classes.values().forEach(c -> after.add(c.simpleName().toLowerCase(Locale.ROOT)));
            Set<String> changed = new TreeSet<>(before);
            changed.removeAll(after);
            Set<String> added = new TreeSet<>(after);
            added.removeAll(before);
            changed.addAll(added);
            changedClassNames = changed;
        }
        return changedClassNames;
    }

    private static String simpleName(ClassName name) {
        return name == null ? null : name.simpleName();
    }

    /** What the next run needs to know of one input. */
    private BuildState.ObjectState state(
            Input input,
            Map<String, Input> selected,
            Map<String, ClassName> classes,
            NameTable names,
            Map<String, ObjectDescribe> typedByName) {
        if (input.parsed == null) {
            return input.state; // kept: nothing it depends on changed, so neither did its class
        }
        String object = input.object();
        boolean isSelected = object != null && selected.get(object) == input;
        if (!isSelected) {
            return new BuildState.ObjectState(
                    input.parsed.hash(), object, false, null, null, List.of(), List.of(), List.of(), input.problems());
        }
        ObjectDescribe describe = (ObjectDescribe) input.parsed.document();
        ObjectDescribe typed = typedByName.get(object);
        NameTable.Consulted consulted = names.consulted(typed);
        List<String> overrides = new ArrayList<>();
        consulted.overrides().forEach(k -> overrides.add(NAME_KEY + k));
        for (FieldDescribe field : describe.fields()) {
            String key = object + "." + field.name();
            if (config.typeOverrides().containsKey(key)) {
                overrides.add(TYPE_KEY + key);
            }
        }
        return new BuildState.ObjectState(
                input.parsed.hash(),
                object,
                true,
                NameTable.ClassProposal.of(typed, naming),
                classes.get(object.toLowerCase(Locale.ROOT)).simpleName(),
                consulted.nestedProposals(),
                references(describe),
                overrides,
                input.problems());
    }

    /** Lower-case API names of the objects a describe's lookups and child relationships name. */
    private static List<String> references(ObjectDescribe object) {
        Set<String> names = new TreeSet<>();
        for (FieldDescribe field : object.fields()) {
            field.referenceTo().forEach(t -> names.add(t.toLowerCase(Locale.ROOT)));
        }
        for (ChildRelationship relationship : object.childRelationships()) {
            if (relationship.childSObject() != null) {
                names.add(relationship.childSObject().toLowerCase(Locale.ROOT));
            }
        }
        return List.copyOf(names);
    }
}
