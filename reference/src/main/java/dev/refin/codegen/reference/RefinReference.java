package dev.refin.codegen.reference;

import dev.refin.codegen.CodegenException;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.OrgDescriber;
import dev.refin.codegen.RefinCodegen;
import dev.refin.codegen.SchemaDiff;
import dev.refin.codegen.Snapshot;
import dev.refin.codegen.naming.NamingStrategy;
import dev.refin.describe.ObjectDescribe;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The schema reference's one entry point: the reference pages of a snapshot, and the drift report between a
 * snapshot and the org or between two snapshots, each with its pictures.
 *
 * <p>It reads snapshots and selects objects and names through {@link RefinCodegen}, so the pages name every
 * object, field and constant exactly as the generated Java does.
 */
public final class RefinReference {
    private RefinReference() {}

    /**
     * Renders the schema reference of the selected objects (a Markdown and an HTML page per object plus an
     * index of each) into {@code outputDir}; rewrites only changed pages, removes stale ones it wrote
     * earlier, and returns the files it wrote, sorted (empty when everything was up to date).
     */
    public static List<Path> generateReference(
            GeneratorConfig config, NamingStrategy naming, Path snapshotDir, Path outputDir)
            throws CodegenException, IOException {
        return generateReference(config, naming, snapshotDir, outputDir, line -> {});
    }

    /**
     * Like {@link #generateReference(GeneratorConfig, NamingStrategy, Path, Path)}, telling {@code progress} how far
     * it got on a large org (object pages drawn, index, pages written).
     */
    public static List<Path> generateReference(
            GeneratorConfig config, NamingStrategy naming, Path snapshotDir, Path outputDir, Consumer<String> progress)
            throws CodegenException, IOException {
        // A small org renders quietly (the generator says nothing); a large one ends with what was written.
        AtomicBoolean spoke = new AtomicBoolean();
        Map<String, String> pages = renderReference(config, naming, RefinCodegen.readSnapshot(snapshotDir), line -> {
            spoke.set(true);
            progress.accept(line);
        });
        List<Path> written = ReferenceWriter.write(outputDir, pages);
        if (spoke.get()) {
            progress.accept("schema reference: wrote " + written.size() + " of " + pages.size() + " files");
        }
        return written;
    }

    /**
     * Like {@link #generateReference(GeneratorConfig, NamingStrategy, Path, Path)} from the org's metadata source
     * ({@code sources}, laid in order over the describes of {@code describesDir}, or over none when it is null): each
     * object's page says which input it came from, and what source cannot know (its key prefix, permissions) is
     * marked as not known rather than left blank.
     */
    public static List<Path> generateReferenceFromSource(
            GeneratorConfig config, NamingStrategy naming, List<Path> sources, Path describesDir, Path outputDir)
            throws CodegenException, IOException {
        RefinCodegen.SourceInputs inputs = RefinCodegen.readSources(sources, describesDir);
        RefinCodegen.Plan plan = RefinCodegen.plan(config, naming, inputs.snapshot());
        Map<String, String> pages = new SchemaReferenceGenerator(
                        plan.names(), config.packageName(), ErModel.packageNamespace(config), inputs.origins())
                .generate(plan.objects());
        return ReferenceWriter.write(outputDir, pages);
    }

    /** The schema reference pages for a snapshot, in memory, keyed by path relative to the output directory. */
    public static Map<String, String> renderReference(GeneratorConfig config, NamingStrategy naming, Snapshot snapshot)
            throws CodegenException {
        return renderReference(config, naming, snapshot, line -> {});
    }

    private static Map<String, String> renderReference(
            GeneratorConfig config, NamingStrategy naming, Snapshot snapshot, Consumer<String> progress)
            throws CodegenException {
        RefinCodegen.Plan plan = RefinCodegen.plan(config, naming, snapshot);
        return new SchemaReferenceGenerator(plan.names(), config.packageName(), ErModel.packageNamespace(config))
                .generate(plan.objects(), progress);
    }

    /**
     * What {@code refin:diff} found and where it put the drift report.
     *
     * @param changes every difference, sorted by place
     * @param report the report pages written ({@code drift-report.html}, {@code drift-report.md}); empty when they
     *     were already up to date
     */
    public record DiffResult(List<SchemaDiff.Change> changes, List<Path> report, Map<String, String> inputs) {
        public DiffResult {
            changes = List.copyOf(changes);
            report = List.copyOf(report);
            inputs = Map.copyOf(inputs);
        }

        /** A result whose newer version came from one input (the org or a snapshot). */
        public DiffResult(List<SchemaDiff.Change> changes, List<Path> report) {
            this(changes, report, Map.of());
        }

        /**
         * Where the newer version's side of a change came from, e.g. {@code source ../salesforce
         * (objects/X__c.object:42)}; empty when the newer version came from one input.
         */
        public java.util.Optional<String> input(SchemaDiff.Change change) {
            return java.util.Optional.ofNullable(inputs.get(change.where()));
        }

        /** The change as a line of a log: {@link SchemaDiff.Change#toString()} and where it came from. */
        public String line(SchemaDiff.Change change) {
            return change + input(change).map(i -> " (from " + i + ")").orElse("");
        }
    }

    /**
     * Compares the org with the snapshot (as {@link RefinCodegen#diff(OrgDescriber, GeneratorConfig, Path, Path,
     * Consumer)} does) and writes the drift report into {@code reportDir}: {@code drift-report.html} (the picture as
     * an inline SVG, with added, removed and changed objects, lines, fields, types and picklist values highlighted)
     * and {@code drift-report.md} (the same as a Mermaid diagram).
     */
    public static DiffResult diff(
            OrgDescriber org,
            GeneratorConfig config,
            Path snapshotDir,
            Path workDir,
            Path reportDir,
            Consumer<String> progress)
            throws IOException, CodegenException {
        Snapshot saved = RefinCodegen.readSnapshot(snapshotDir);
        RefinCodegen.snapshot(org, config, workDir, progress);
        Snapshot live = RefinCodegen.readSnapshot(workDir);
        return report(config, saved, live, "the snapshot", "the org", reportDir, progress);
    }

    /**
     * Compares two saved snapshots (say, the one on the main branch and the one of a pull request) and writes the
     * drift report into {@code reportDir}, as {@link #diff(OrgDescriber, GeneratorConfig, Path, Path, Path,
     * Consumer)} does; contacts no org.
     */
    public static DiffResult diffSnapshots(GeneratorConfig config, Path beforeDir, Path afterDir, Path reportDir)
            throws IOException, CodegenException {
        return diffSnapshots(config, beforeDir, afterDir, reportDir, line -> {});
    }

    /**
     * Like {@link #diffSnapshots(GeneratorConfig, Path, Path, Path)}, telling {@code progress} what it compared and
     * drew.
     */
    public static DiffResult diffSnapshots(
            GeneratorConfig config, Path beforeDir, Path afterDir, Path reportDir, Consumer<String> progress)
            throws IOException, CodegenException {
        return report(
                config,
                RefinCodegen.readSnapshot(beforeDir),
                RefinCodegen.readSnapshot(afterDir),
                "snapshot " + beforeDir.getFileName(),
                "snapshot " + afterDir.getFileName(),
                reportDir,
                progress);
    }

    /**
     * What the org's metadata source changes: compares the saved describes of {@code snapshotDir} (none when it is
     * null) with {@code sources} laid over them, and writes the drift report into {@code reportDir}, each change
     * saying which input it came from (the source folder and file, or the describe); contacts no org. In a pull
     * request that adds a field in Git, this is the field the typed API gains.
     */
    public static DiffResult diffSource(
            GeneratorConfig config, Path snapshotDir, List<Path> sources, Path reportDir, Consumer<String> progress)
            throws IOException, CodegenException {
        Snapshot saved =
                snapshotDir == null ? new Snapshot(List.of(), List.of()) : RefinCodegen.readSnapshot(snapshotDir);
        RefinCodegen.SourceInputs inputs = RefinCodegen.readSources(sources, snapshotDir);
        String afterName = sources.size() == 1 ? "source " + sources.get(0).getFileName() : "the sources";
        return sourceReport(
                config,
                saved,
                snapshotDir == null ? "no describes" : "snapshot " + snapshotDir.getFileName(),
                inputs,
                afterName,
                reportDir,
                progress);
    }

    /**
     * Like {@link #diffSource(GeneratorConfig, Path, List, Path, Consumer)}, each change naming its source folder and
     * file relative to {@code base} (the project's directory) and, where a file holds many fields, the line; what the
     * snapshot has and the sources do not is "only in the snapshot".
     */
    public static DiffResult diffSource(
            GeneratorConfig config,
            Path snapshotDir,
            List<Path> sources,
            Path base,
            Path reportDir,
            Consumer<String> progress)
            throws IOException, CodegenException {
        RefinCodegen.SourceInputs inputs = RefinCodegen.readSources(sources, snapshotDir, base, null);
        return sourceReport(
                config,
                RefinCodegen.readSnapshot(snapshotDir),
                "the snapshot",
                inputs,
                sourcesName(sources),
                reportDir,
                progress);
    }

    /**
     * What generation from metadata source would give compared with the org: {@code sources} laid over the saved
     * describes of {@code snapshotDir} (or alone when it is null), as {@code refin:generate} reads them, against a
     * fresh describe of the org kept in {@code workDir}; writes the drift report into {@code reportDir}. Each change
     * names its source folder and file relative to {@code base} (the project's directory) and, where a file holds many
     * fields, its line; an object or field the org has and the inputs do not is "only in the org" ({@link
     * SchemaDiff.Impact#NOT_IN_SOURCE}). The sources are read before the org is asked, so bad source fails first.
     */
    public static DiffResult diffSourceWithOrg(
            OrgDescriber org,
            GeneratorConfig config,
            Path snapshotDir,
            List<Path> sources,
            Path base,
            Path workDir,
            Path reportDir,
            Consumer<String> progress)
            throws IOException, CodegenException {
        RefinCodegen.SourceInputs inputs = RefinCodegen.readSources(sources, snapshotDir, base, null);
        RefinCodegen.snapshot(org, config, workDir, progress);
        return sourceReport(
                config,
                RefinCodegen.readSnapshot(workDir),
                "the org",
                inputs,
                sourcesName(sources),
                reportDir,
                progress);
    }

    private static String sourcesName(List<Path> sources) {
        return sources.size() == 1 ? "source " + sources.get(0).getFileName() : "the sources";
    }

    private static DiffResult sourceReport(
            GeneratorConfig config,
            Snapshot before,
            String beforeName,
            RefinCodegen.SourceInputs inputs,
            String afterName,
            Path reportDir,
            Consumer<String> progress)
            throws IOException {
        DiffResult result = report(
                config,
                before,
                inputs.snapshot(),
                beforeName,
                afterName,
                reportDir,
                progress,
                inputs.locations(),
                changes -> SchemaDiff.notInSource(changes, beforeName));
        return new DiffResult(result.changes(), result.report(), inputs.locations());
    }

    private static DiffResult report(
            GeneratorConfig config,
            Snapshot before,
            Snapshot after,
            String beforeName,
            String afterName,
            Path reportDir,
            Consumer<String> progress)
            throws IOException {
        return report(config, before, after, beforeName, afterName, reportDir, progress, Map.of(), c -> c);
    }

    private static DiffResult report(
            GeneratorConfig config,
            Snapshot before,
            Snapshot after,
            String beforeName,
            String afterName,
            Path reportDir,
            Consumer<String> progress,
            Map<String, String> inputs,
            java.util.function.UnaryOperator<List<SchemaDiff.Change>> reading)
            throws IOException {
        List<ObjectDescribe> old = RefinCodegen.select(config, before.objects());
        List<ObjectDescribe> now = RefinCodegen.select(config, after.objects());
        List<SchemaDiff.Change> changes = reading.apply(SchemaDiff.compare(old, now));
        progress.accept("drift report: compared " + old.size() + " with " + now.size() + " objects, " + changes.size()
                + (changes.size() == 1 ? " change" : " changes"));
        Map<String, String> pages = new DriftReport()
                .render(old, now, changes, beforeName, afterName, ErModel.packageNamespace(config), inputs);
        List<Path> written = ReferenceWriter.write(reportDir, pages);
        progress.accept("drift report: drew and wrote " + written.size() + " of " + pages.size() + " files");
        return new DiffResult(changes, written);
    }
}
