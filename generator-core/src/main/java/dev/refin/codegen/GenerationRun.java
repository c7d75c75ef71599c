package dev.refin.codegen;

import com.palantir.javapoet.ClassName;
import dev.refin.codegen.java.EntityGenerator;
import dev.refin.codegen.java.SourceWriter;
import dev.refin.codegen.java.TypeOverrides;
import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.codegen.naming.NameTable;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.codegen.snapshot.BuildState;
import dev.refin.codegen.snapshot.ParsedDescribes;
import dev.refin.codegen.snapshot.SnapshotReader;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.DescribeProblem;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.io.UncheckedIOException;
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

    /**
     * The describes held for this run: those a live run parsed while saving them, used instead of reading the files
     * again, and the budget for keeping parsed describes until they are generated.
     */
    private final ParsedDescribes parsed;

    private GenerationRun(
            GeneratorConfig config,
            NamingStrategy naming,
            Path root,
            BuildState now,
            BuildState previous,
            ParsedDescribes parsed) {
        this.config = config;
        this.parsed = parsed;
        this.naming = naming;
        this.root = root;
        this.previous = previous;
        this.known =
                previous != null && now != null && previous.sameGeneratorAndConfig(now) ? previous.objects() : Map.of();
    }

    /**
     * One describe file of the run: what the last run knew of it, or what parsing it now gave. Only a summary of a
     * parsed describe is kept; its objects are parsed again when their source is generated, so memory stays flat
     * however many objects the org has. Objects the configuration overrides names or types in are the exception:
     * they are kept, so every configuration problem is found before anything is written.
     */
    private static final class Input {
        final Path file;
        final String name;
        BuildState.ObjectState state;
        String hash;
        String readError;
        List<DescribeProblem> problems = List.of();
        String object;
        NameTable.ClassProposal proposal;
        List<String> references = List.of();
        ObjectDescribe kept;
        boolean generate;
        BuildState.ObjectState next;

        Input(Path file) {
            this.file = file;
            this.name = file.getFileName().toString();
        }

        boolean parsed() {
            return hash != null || readError != null;
        }

        String object() {
            return parsed() ? object : state.object();
        }

        List<DescribeProblem> problems() {
            return parsed() ? problems : state.problems();
        }
    }

    /**
     * Runs the generation, taking the describes {@code parsed} holds from there instead of reading their files and
     * keeping parsed describes within its budget.
     */
    static RefinCodegen.Result run(
            GeneratorConfig config,
            NamingStrategy naming,
            Path snapshotDir,
            Path root,
            String execution,
            BuildState now,
            BuildState previous,
            Set<Path> owned,
            Map<Path, String> others,
            ParsedDescribes parsed)
            throws CodegenException, IOException {
        return new GenerationRun(config, naming, root, now, previous, parsed)
                .run(snapshotDir, execution, now, owned, others);
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
        Predicate<String> selection = RefinCodegen.selection(config);
        Parallel.forEach(inputs.stream().filter(i -> i.state == null).toList(), i -> summarize(i, selection));

        List<String> errors = new ArrayList<>();
        List<DescribeProblem> problems = new ArrayList<>();
        Map<String, String> sources = new HashMap<>();
        Map<String, Input> selected = new TreeMap<>(); // by object API name, as Snapshot sorts
        for (Input input : inputs) {
            if (input.readError != null) {
                errors.add(input.readError);
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
            proposals.put(input.name, input.parsed() ? input.proposal : input.state.proposal());
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
        for (Input input : selected.values()) {
            input.generate = input.parsed() || dependsOnAChange(input, classes);
            if (!input.parsed() && input.generate && overridden(input.state.object())) {
                try {
                    input.kept = parseAgain(input, input.state.hash());
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            }
        }

        // Every configuration problem is found before anything is written: the objects with overrides are all kept.
        List<String> configProblems = new ArrayList<>();
        RefinCodegen.checkPackage(config.packageName(), configProblems);
        List<Input> kept = new ArrayList<>();
        Set<String> namesElsewhere = new HashSet<>();
        Set<String> typesElsewhere = new HashSet<>();
        for (Input input : selected.values()) {
            if (input.kept != null) {
                kept.add(input);
            } else if (!input.generate) {
                for (String key : input.state.overrides()) {
                    (key.startsWith(NAME_KEY) ? namesElsewhere : typesElsewhere).add(key.substring(2));
                }
            }
        }
        List<ObjectDescribe> keptTyped =
                TypeOverrides.apply(config, kept.stream().map(i -> i.kept).toList(), configProblems, typesElsewhere);
        NameTable names = NameTable.build(
                List.copyOf(proposals.values()), keptTyped, config, naming, namesElsewhere, configProblems);
        if (!configProblems.isEmpty()) {
            throw new CodegenException(configProblems);
        }
        for (int i = 0; i < kept.size(); i++) {
            kept.get(i).kept = keptTyped.get(i); // generated as overridden
        }

        EntityGenerator generator = new EntityGenerator(names);
        List<SourceWriter.Source> files = new ArrayList<>();
        List<Path> unchanged = new ArrayList<>();
        for (Input input : selected.values()) {
            String path = RefinCodegen.sourcePath(classes.get(input.object().toLowerCase(Locale.ROOT)));
            if (!input.generate) {
                unchanged.add(GeneratedFiles.inside(root, path));
                continue;
            }
            files.add(new SourceWriter.Source(path, () -> {
                ObjectDescribe typed = input.kept != null
                        ? input.kept
                        : typed(parseAgain(input, input.parsed() ? input.hash : input.state.hash()));
                GeneratedSource source = generator.generate(typed);
                input.next = state(input, typed, classes, names);
                names.forget(typed);
                return source;
            }));
        }
        SourceWriter.Outcome outcome = SourceWriter.write(root, files, owned, others, unchanged);

        Map<String, BuildState.ObjectState> states = new TreeMap<>();
        for (Input input : inputs) {
            states.put(input.name, input.next != null ? input.next : state(input));
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

    /**
     * Reads and parses one input unless its content hash is the one the last run knew (then it keeps the last
     * run's state), and keeps what the run needs of it: its problems, object and, for a selected object, its class
     * name proposal and the objects it references.
     */
    private void summarize(Input input, Predicate<String> selection) {
        BuildState.ObjectState state = known.get(input.name);
        SnapshotReader.Parsed read = parsed.parse(input.file, state == null ? null : state.hash());
        if (read.skipped()) {
            input.state = state;
            return;
        }
        input.hash = read.hash();
        input.readError = read.readError();
        input.problems = read.problems();
        if (read.document() instanceof ObjectDescribe object) {
            input.object = object.name();
            if (selection.test(object.name())) {
                input.proposal = proposal(typed(object));
                input.references = references(object);
                if (overridden(object.name()) || parsed.reserve(SnapshotReader.length(input.hash))) {
                    input.kept = object;
                }
            }
        }
    }

    private NameTable.ClassProposal proposal(ObjectDescribe typed) {
        if (naming.getClass() == DefaultNamingStrategy.class) {
            return NameTable.ClassProposal.of(typed, naming);
        }
        synchronized (naming) { // a strategy of the user's need not be safe to call from several threads
            return NameTable.ClassProposal.of(typed, naming);
        }
    }

    /** Whether the configuration overrides the name or type of a member of the object. */
    private boolean overridden(String object) {
        String prefix = object + ".";
        return config.nameOverrides().keySet().stream().anyMatch(k -> k.startsWith(prefix))
                || config.typeOverrides().keySet().stream().anyMatch(k -> k.startsWith(prefix));
    }

    /** Parses an input again to generate its source; fails when the file is no longer what the run read. */
    private static ObjectDescribe parseAgain(Input input, String hash) {
        SnapshotReader.Parsed parsed = SnapshotReader.parse(input.file, null);
        if (parsed.readError() != null
                || !Objects.equals(parsed.hash(), hash)
                || !(parsed.document() instanceof ObjectDescribe object)) {
            throw new UncheckedIOException(new IOException(input.name + ": changed while generating; run again"));
        }
        return object;
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

    /** What the next run needs to know of an input whose object is not generated in this run. */
    private static BuildState.ObjectState state(Input input) {
        if (!input.parsed()) {
            return input.state; // kept: nothing it depends on changed, so neither did its class
        }
        return new BuildState.ObjectState(
                input.hash, input.object, false, null, null, List.of(), List.of(), List.of(), input.problems);
    }

    /** What the next run needs to know of an input whose object this run generated. */
    private BuildState.ObjectState state(
            Input input, ObjectDescribe typed, Map<String, ClassName> classes, NameTable names) {
        String object = typed.name();
        NameTable.Consulted consulted = names.consulted(typed);
        List<String> overrides = new ArrayList<>();
        consulted.overrides().forEach(k -> overrides.add(NAME_KEY + k));
        for (FieldDescribe field : typed.fields()) { // the same fields as the describe, some of another type
            String key = object + "." + field.name();
            if (config.typeOverrides().containsKey(key)) {
                overrides.add(TYPE_KEY + key);
            }
        }
        boolean parsed = input.parsed();
        return new BuildState.ObjectState(
                parsed ? input.hash : input.state.hash(),
                object,
                true,
                parsed ? input.proposal : input.state.proposal(),
                classes.get(object.toLowerCase(Locale.ROOT)).simpleName(),
                consulted.nestedProposals(),
                parsed ? input.references : input.state.references(),
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
