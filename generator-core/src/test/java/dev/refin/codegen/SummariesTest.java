package dev.refin.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.refin.codegen.SchemaDiff.Change;
import dev.refin.codegen.SchemaDiff.Impact;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.ObjectDescribe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pins the singular and plural forms of every summary the command line and the Maven goals print, for 0, 1 and 2 of
 * each count (issue 31 found "3 addition").
 */
class SummariesTest {

    @Test
    void countsAgreeWithTheirNouns() {
        assertEquals("0 types", Summaries.count(0, "type", "types"));
        assertEquals("1 type", Summaries.count(1, "type", "types"));
        assertEquals("2 types", Summaries.count(2, "type", "types"));
        assertEquals("21 types", Summaries.count(21, "type", "types"));
    }

    @Test
    void diffSummaryNamesEachImpactInTheSingularOrThePlural() {
        assertEquals("no differences between the org and the snapshot", SchemaDiff.report(List.of()));
        assertEquals("1 difference: 1 addition", summaryLine(changes(1, 0, 0, 0)));
        assertEquals("2 differences: 2 additions", summaryLine(changes(2, 0, 0, 0)));
        assertEquals("3 differences: 3 additions", summaryLine(changes(3, 0, 0, 0)));
        assertEquals("1 difference: 1 removal", summaryLine(changes(0, 1, 0, 0)));
        assertEquals("2 differences: 2 removals", summaryLine(changes(0, 2, 0, 0)));
        assertEquals("1 difference: 1 type change", summaryLine(changes(0, 0, 1, 0)));
        assertEquals("2 differences: 2 type changes", summaryLine(changes(0, 0, 2, 0)));
        assertEquals("1 difference: 1 other change", summaryLine(changes(0, 0, 0, 1)));
        assertEquals("2 differences: 2 other changes", summaryLine(changes(0, 0, 0, 2)));
        // An impact with no change is left out; the others keep the order the changes first show them in.
        assertEquals("6 differences: 3 additions, 1 removal, 2 type changes", summaryLine(changes(3, 1, 2, 0)));
        assertEquals(
                "4 differences: 1 addition, 1 removal, 1 type change, 1 other change",
                summaryLine(changes(1, 1, 1, 1)));
    }

    @Test
    void addedObjectCountsItsFields() throws Exception {
        assertEquals("object added (0 fields)", addedObject(0));
        assertEquals("object added (1 field)", addedObject(1));
        assertEquals("object added (2 fields)", addedObject(2));
    }

    @Test
    void generationSummaryCountsTypes() {
        Path out = Path.of("out");
        assertEquals(
                "0 types from in into out (0 written, 0 unchanged, 0 removed)",
                Summaries.generation(result(0, 0, 0, 0), "in", out));
        assertEquals(
                "1 type from in into out (1 written, 0 unchanged, 1 removed)",
                Summaries.generation(result(1, 1, 0, 1), "in", out));
        assertEquals(
                "2 types from in into out (0 written, 2 unchanged, 2 removed)",
                Summaries.generation(result(2, 0, 2, 2), "in", out));
        assertEquals("up to date (0 types in out)", Summaries.upToDate(result(0, 0, 0, 0), out));
        assertEquals("up to date (1 type in out)", Summaries.upToDate(result(1, 0, 1, 0), out));
        assertEquals("up to date (2 types in out)", Summaries.upToDate(result(2, 0, 2, 0), out));
    }

    @Test
    void snapshotSummaryCountsObjectsFilesAndCalls() {
        assertEquals(
                "0 objects from https://org into dir (0 files changed, 0 unchanged in the org, 0 HTTP calls)",
                Summaries.snapshot(snapshot(0, 0, 0, 0), "https://org", "dir"));
        assertEquals(
                "1 object from https://org into dir (1 file changed, 1 unchanged in the org, 1 HTTP call)",
                Summaries.snapshot(snapshot(1, 1, 1, 1), "https://org", "dir"));
        assertEquals(
                "2 objects from https://org into dir (2 files changed, 2 unchanged in the org, 2 HTTP calls)",
                Summaries.snapshot(snapshot(2, 2, 2, 2), "https://org", "dir"));
    }

    private static String summaryLine(List<Change> changes) {
        List<String> lines = SchemaDiff.report(changes).lines().toList();
        assertEquals(changes.size() + 1, lines.size(), "one line per change and the summary");
        return lines.get(lines.size() - 1);
    }

    private static List<Change> changes(int additions, int removals, int typeChanges, int others) {
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < additions; i++) {
            changes.add(new Change(Impact.ADDITION, "X__c.A" + i + "__c", "field added (string)"));
        }
        for (int i = 0; i < removals; i++) {
            changes.add(new Change(Impact.REMOVAL, "X__c.R" + i + "__c", "field removed"));
        }
        for (int i = 0; i < typeChanges; i++) {
            changes.add(new Change(Impact.TYPE_CHANGE, "X__c.T" + i + "__c", "type double -> int"));
        }
        for (int i = 0; i < others; i++) {
            changes.add(new Change(Impact.OTHER, "X__c.O" + i + "__c", "label 'a' -> 'b'"));
        }
        return changes;
    }

    private static String addedObject(int fields) throws Exception {
        List<String> members = new ArrayList<>();
        for (int i = 0; i < fields; i++) {
            members.add("{\"name\": \"F" + i + "__c\", \"type\": \"string\", \"label\": \"F\"}");
        }
        String json = "{\"name\": \"New__c\", \"label\": \"New\", \"custom\": true, \"fields\": ["
                + String.join(", ", members) + "]}";
        ObjectDescribe added = DescribeParser.parseObject("New__c.json", json.getBytes(StandardCharsets.UTF_8));
        List<Change> changes = SchemaDiff.compare(List.of(), List.of(added));
        assertEquals(1, changes.size(), changes.toString());
        return changes.get(0).description();
    }

    private static RefinCodegen.Result result(int types, int written, int unchanged, int removed) {
        return new RefinCodegen.Result(
                Collections.nCopies(types, "T"),
                Collections.nCopies(written, Path.of("W.java")),
                Collections.nCopies(unchanged, Path.of("U.java")),
                Collections.nCopies(removed, Path.of("R.java")),
                List.of(),
                false);
    }

    private static RefinCodegen.SnapshotResult snapshot(int objects, int files, int notModified, long calls) {
        return new RefinCodegen.SnapshotResult(
                Collections.nCopies(objects, "X__c"),
                Collections.nCopies(files, Path.of("X__c.json")),
                notModified,
                calls);
    }
}
