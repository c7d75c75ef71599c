package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import io.github.apexdevtools.apexparser.ApexParser;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The query resources: runs SOQL over a {@link SoqlSource} and pages the answer with query locators as the
 * platform does ({@code nextRecordsUrl} ending in {@code <locator>-<offset>}).
 */
public final class QueryService {
    /** The default and largest page size. */
    public static final int MAX_BATCH = 2000;

    /** The smallest page size a client may ask for. */
    public static final int MIN_BATCH = 200;

    private static final int MAX_CURSORS = 500;
    private static final Pattern BATCH_SIZE = Pattern.compile("(?i)batchSize\\s*=\\s*(\\d+)");
    private static final Pattern LOCATOR = Pattern.compile("(01g[0-9A-Za-z]{15})-(\\d+)");

    private final SoqlSource source;
    private final Map<String, Cursor> cursors = new LinkedHashMap<>();
    private long locators;

    /** A query service reading the given source. */
    public QueryService(SoqlSource source) {
        this.source = Objects.requireNonNull(source, "source");
    }

    /**
     * The rows of a query, fully computed at the first page.
     *
     * @param totalSize the number of rows of the whole answer
     * @param records the rows
     * @param batchSize the page size
     */
    private record Cursor(int totalSize, List<ObjectNode> records, int batchSize, long created) {}

    /** How long an undrained cursor is kept, as the platform expires idle query locators. */
    private static final long CURSOR_LIFETIME_NANOS = java.util.concurrent.TimeUnit.MINUTES.toNanos(15);

    /**
     * Answers {@code GET /query?q=...} (and {@code /queryAll}, which answers the same: deleted records are not kept).
     *
     * @param version the API version of the request, such as {@code v65.0}
     * @param soql the query text, or null when the request had none
     * @param queryOptions the {@code Sforce-Query-Options} header, or null
     * @throws QueryException when the query is refused
     */
    public ObjectNode query(String version, String soql, String queryOptions) {
        if (soql == null || soql.isBlank()) {
            throw QueryException.badRequest("MALFORMED_QUERY", "A query string has to be specified");
        }
        Plan.Select select = compile(soql);
        Executor.Result result = new Executor(new Resolver(source), version).run(select);
        Cursor cursor = new Cursor(result.totalSize(), result.records(), batchSize(queryOptions), System.nanoTime());
        String locator = cursor.records().size() > cursor.batchSize() ? register(cursor) : null;
        return page(version, locator, cursor, 0);
    }

    /** Parses and compiles a query against the source, refusing it as the platform does. */
    private Plan.Select compile(String soql) {
        SoqlSyntax syntax = new SoqlSyntax(soql);
        ApexParser.QueryContext tree = syntax.parse();
        Clock clock = source.clock();
        Literals literals = new Literals(syntax, LocalDate.now(clock), clock.getZone());
        return new QueryCompiler(source, syntax, literals).compile(tree);
    }

    /**
     * Runs a search: each object's rows are its SOQL query's (fields, condition, order), kept when the term matches
     * a searched field of the stored record, at most the object's and the search's limits. Answers
     * {@code {"searchRecords": [...]}} from v37.0 and the bare array before, as the platform does.
     *
     * @throws QueryException when the search or one of its object queries is refused
     */
    public JsonNode search(String version, SoslSearch.Request request) {
        List<SoslSearch.Target> targets = request.targets();
        if (targets.isEmpty()) {
            targets = source.objects().stream()
                    .map(object -> new SoslSearch.Target(object.name(), null, null, null, null))
                    .toList();
        }
        Predicate<List<String>> matcher = SoslSearch.matcher(request.term());
        ArrayNode rows = JsonNodeFactory.instance.arrayNode();
        for (SoslSearch.Target target : targets) {
            String fields = target.fields() == null ? "Id" : target.fields();
            boolean withId =
                    Arrays.stream(fields.split(",")).anyMatch(f -> f.trim().equalsIgnoreCase("Id"));
            String soql = "SELECT " + (withId ? fields : "Id, " + fields) + " FROM " + target.object()
                    + (target.where() == null ? "" : " WHERE " + target.where())
                    + (target.orderBy() == null ? "" : " ORDER BY " + target.orderBy());
            Plan.Select select = compile(soql);
            List<ObjectNode> found =
                    new Executor(new Resolver(source), version).run(select).records();
            List<FieldDescribe> searched = SoslSearch.searched(select.object(), request.group());
            int kept = 0;
            for (ObjectNode row : found) {
                if (rows.size() >= request.limit() || (target.limit() != null && kept >= target.limit())) {
                    break;
                }
                JsonNode stored =
                        source.record(select.object().name(), row.path("Id").asText());
                if (matcher.test(SoslSearch.values(stored, searched))) {
                    rows.add(withId ? row : SoslSearch.withoutId(row));
                    kept++;
                }
            }
        }
        if (Double.parseDouble(version.substring(1)) < 37.0) {
            return rows;
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("searchRecords", rows);
        return out;
    }

    /**
     * Answers {@code GET /query?explain=...}: the query is compiled (and refused as {@code /query} refuses it) but not
     * run; the one plan is the emulator's, a scan of the object's rows.
     *
     * @throws QueryException when the query is refused
     */
    public ObjectNode explain(String soql) {
        if (soql == null || soql.isBlank()) {
            throw QueryException.badRequest("MALFORMED_QUERY", "A query string has to be specified");
        }
        Plan.Select select = compile(soql);
        String object = select.object().name();
        int rows = source.records(object).size();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ObjectNode plan = out.putArray("plans").addObject();
        plan.put("cardinality", rows);
        plan.putArray("fields");
        plan.put("leadingOperationType", "TableScan");
        plan.putArray("notes");
        plan.put("relativeCost", rows == 0 ? 0.0 : 1.0);
        plan.put("sobjectCardinality", rows);
        plan.put("sobjectType", object);
        out.put("sourceQuery", soql);
        return out;
    }

    /**
     * Answers {@code GET /query?q=...&columns=true}: no records but the query's columns as the platform describes
     * them, {@code {"columnMetadata": [...], "entityName", "groupBy", "idSelected", "keyPrefix"}}. Each column has
     * its {@code columnName} (the key of the value in a row), {@code displayName}, Apex type and type flags; a parent
     * relationship ({@code Owner.Name}) is one column per relationship with the parent's fields as
     * {@code joinColumns}; a subquery is an {@code aggregate} column with the child query's columns as
     * {@code joinColumns}; an aggregate function is an {@code aggregate} column named by its alias or
     * {@code exprN}, displayed by its alias or as written ({@code COUNT(Id)}). The Salesforce CLI's {@code data query} reads it to
     * lay out every row it prints.
     *
     * @throws QueryException when the query is refused, as {@code /query} refuses it
     */
    public ObjectNode columns(String soql) {
        if (soql == null || soql.isBlank()) {
            throw QueryException.badRequest("MALFORMED_QUERY", "A query string has to be specified");
        }
        Plan.Select select = compile(soql);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("columnMetadata", Columns.of(select, false));
        out.put("entityName", select.object().name());
        out.put("groupBy", !select.groupBy().isEmpty());
        out.put(
                "idSelected",
                select.columns().stream()
                        .anyMatch(c -> c instanceof Plan.FieldColumn f
                                && f.path().hops().isEmpty()
                                && f.path().function() == null
                                && f.path().field().name().equals("Id")));
        out.put("keyPrefix", select.object().keyPrefix());
        return out;
    }

    /** The column metadata of a compiled query: see {@link #columns(String)}. */
    private static final class Columns {
        private Columns() {}

        /** The columns of a SELECT list; {@code joined} for the columns reached through a relationship. */
        static ArrayNode of(Plan.Select select, boolean joined) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            // Parent fields are grouped under one column per relationship, in order of first appearance.
            Map<String, ObjectNode> relationships = new LinkedHashMap<>();
            for (Plan.Column column : select.columns()) {
                if (column instanceof Plan.FieldColumn field && select.aggregate()) {
                    Plan.Path path = field.path();
                    if (path.function() != null) {
                        ObjectNode one =
                                column(field.alias(), displayName(field.alias(), path.dotted()), "Integer", true);
                        one.put("numberType", true);
                        out.add(one);
                    } else {
                        // A grouped field's value sits in the row under its own name, even through a parent.
                        String name = field.alias() != null
                                ? field.alias()
                                : path.field().name();
                        out.add(leaf(path.field(), name, path.dotted(), true));
                    }
                } else if (column instanceof Plan.FieldColumn field) {
                    add(out, relationships, field.path().hops(), field.path().field(), joined);
                } else if (column instanceof Plan.ChildColumn child) {
                    ObjectNode one = column(child.relationshipName(), child.relationshipName(), null, true);
                    one.set("joinColumns", of(child.query(), true));
                    out.add(one);
                } else if (column instanceof Plan.AggregateColumn aggregate) {
                    out.add(aggregate(aggregate));
                } else if (column instanceof Plan.TypeOfColumn typeOf) {
                    for (List<Plan.Path> branch : typeOf.fields().values()) {
                        for (Plan.Path path : branch) {
                            List<Plan.Hop> hops = new java.util.ArrayList<>();
                            hops.add(typeOf.hop());
                            hops.addAll(path.hops());
                            add(out, relationships, hops, path.field(), joined);
                        }
                    }
                }
            }
            return out;
        }

        /** Adds a field reached through {@code hops}, merging it into the relationship columns already made. */
        private static void add(
                ArrayNode out,
                Map<String, ObjectNode> relationships,
                List<Plan.Hop> hops,
                FieldDescribe field,
                boolean joined) {
            if (hops.isEmpty()) {
                out.add(leaf(field, field.name(), field.name(), joined));
                return;
            }
            ArrayNode level = out;
            Map<String, ObjectNode> known = relationships;
            StringBuilder key = new StringBuilder();
            for (Plan.Hop hop : hops) {
                key.append(hop.relationshipName().toLowerCase(Locale.ROOT)).append('.');
                ObjectNode relationship = known.get(key.toString());
                if (relationship == null) {
                    relationship = column(hop.relationshipName(), hop.relationshipName(), null, false);
                    relationship.putArray("joinColumns");
                    level.add(relationship);
                    known.put(key.toString(), relationship);
                }
                level = (ArrayNode) relationship.get("joinColumns");
            }
            for (JsonNode existing : level) {
                if (existing.path("columnName").asText().equalsIgnoreCase(field.name())) {
                    return; // TYPEOF branches may name the same field
                }
            }
            level.add(leaf(field, field.name(), field.name(), true));
        }

        private static ObjectNode aggregate(Plan.AggregateColumn aggregate) {
            String display = displayName(
                    aggregate.name(),
                    aggregate.function() + "("
                            + (aggregate.path() == null ? "" : aggregate.path().dotted()) + ")");
            String apexType =
                    switch (aggregate.function()) {
                        case "COUNT", "COUNT_DISTINCT" -> "Integer";
                        case "MIN", "MAX" -> apexType(aggregate.path().field());
                        default -> "Decimal";
                    };
            ObjectNode one = column(aggregate.name(), display, apexType, true);
            one.put(
                    "numberType",
                    !"MIN".equals(aggregate.function()) && !"MAX".equals(aggregate.function())
                            || isNumber(aggregate.path().field()));
            one.put("textType", apexType.equals("String"));
            return one;
        }

        private static ObjectNode leaf(FieldDescribe field, String name, String display, boolean joined) {
            ObjectNode one = column(name, display, apexType(field), false);
            one.put("booleanType", "Boolean".equals(apexType(field)));
            one.put("custom", field.custom());
            one.put("insertable", !joined && field.createable());
            one.put("numberType", isNumber(field));
            one.put("textType", "String".equals(apexType(field)));
            one.put("updatable", !joined && field.updateable());
            return one;
        }

        /** A column with every member the platform sends, in its order; flags false until set. */
        private static ObjectNode column(String name, String display, String apexType, boolean aggregate) {
            ObjectNode one = JsonNodeFactory.instance.objectNode();
            one.put("aggregate", aggregate);
            one.put("apexType", apexType);
            one.put("booleanType", false);
            one.put("columnName", name);
            one.put("custom", false);
            one.put("displayName", display);
            one.putNull("foreignKeyName");
            one.put("insertable", false);
            one.putArray("joinColumns");
            one.put("numberType", false);
            one.put("textType", false);
            one.put("updatable", false);
            return one;
        }

        private static boolean isNumber(FieldDescribe field) {
            return switch (apexType(field)) {
                case "Integer", "Long", "Double", "Decimal" -> true;
                default -> false;
            };
        }

        /** An aggregate's display name: its alias when it has one, else the function as written. */
        private static String displayName(String name, String written) {
            return EXPR.matcher(name).matches() ? written : name;
        }

        private static final Pattern EXPR = Pattern.compile("expr\\d+");

        /** The Apex type of a field's values, as the platform names it in column metadata. */
        private static String apexType(FieldDescribe field) {
            String raw = field.rawType() == null ? "" : field.rawType().toLowerCase(Locale.ROOT);
            return switch (raw) {
                case "id", "reference" -> "Id";
                case "boolean" -> "Boolean";
                case "int" -> "Integer";
                case "long" -> "Long";
                case "double", "percent" -> "Double";
                case "currency" -> "Decimal";
                case "date" -> "Date";
                case "datetime" -> "Datetime";
                case "time" -> "Time";
                case "base64" -> "Blob";
                case "address" -> "Address";
                case "location" -> "Location";
                case "anytype" -> "Object";
                default -> "String";
            };
        }
    }

    /**
     * The rows of a Bulk API query: its object, its column names (dotted paths in SELECT order) and rows.
     *
     * @param object the object queried
     * @param columns the column names, as {@code refin__Entity__r.Name}
     * @param records the rows, parents as nested objects
     */
    public record BulkRows(String object, List<String> columns, List<ObjectNode> records) {}

    /**
     * Compiles a query for a Bulk API job, refusing what Bulk query does not support (aggregates, GROUP BY,
     * OFFSET, subqueries); {@code run} false only checks it.
     *
     * @throws QueryException when the query is refused
     */
    public BulkRows bulk(String version, String soql, boolean run) {
        if (soql == null || soql.isBlank()) {
            throw QueryException.badRequest("API_ERROR", "Invalid value: '' supplied for property: 'query'");
        }
        Plan.Select select = compile(soql);
        if (select.aggregate() || select.countOnly() || !select.groupBy().isEmpty()) {
            throw QueryException.badRequest("API_ERROR", "Aggregate queries are not supported by the Bulk API");
        }
        if (select.offset() != 0) {
            throw QueryException.badRequest("API_ERROR", "OFFSET is not supported by the Bulk API");
        }
        List<String> columns = new java.util.ArrayList<>();
        for (Plan.Column column : select.columns()) {
            if (!(column instanceof Plan.FieldColumn field)) {
                throw QueryException.badRequest("API_ERROR", "Aggregate Relationships not supported in Bulk Query");
            }
            columns.add(field.path().dotted());
        }
        List<ObjectNode> rows =
                run ? new Executor(new Resolver(source), version).run(select).records() : List.of();
        return new BulkRows(select.object().name(), List.copyOf(columns), rows);
    }

    /**
     * Answers {@code GET /query/<locator>-<offset>}, the next page of an earlier query.
     *
     * @throws QueryException INVALID_QUERY_LOCATOR when the locator is unknown, expired or out of range
     */
    public ObjectNode next(String version, String locatorAndOffset) {
        Matcher matcher = LOCATOR.matcher(locatorAndOffset);
        Cursor cursor;
        synchronized (cursors) {
            cursor = matcher.matches() ? cursors.get(matcher.group(1)) : null;
        }
        int offset = cursor == null ? -1 : parseOffset(matcher.group(2));
        if (cursor == null || offset < 0 || offset >= cursor.records().size()) {
            throw QueryException.badRequest("INVALID_QUERY_LOCATOR", "invalid query locator");
        }
        ObjectNode page = page(version, matcher.group(1), cursor, offset);
        if (page.path("done").asBoolean()) {
            synchronized (cursors) {
                cursors.remove(matcher.group(1)); // drained: its rows are released
            }
        }
        return page;
    }

    private static int parseOffset(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private String register(Cursor cursor) {
        synchronized (cursors) {
            String locator = String.format(Locale.ROOT, "01g%015d", ++locators);
            cursors.put(locator, cursor);
            Iterator<Cursor> oldest = cursors.values().iterator();
            while (oldest.hasNext()) {
                Cursor next = oldest.next();
                if (cursors.size() <= MAX_CURSORS && cursor.created() - next.created() < CURSOR_LIFETIME_NANOS) {
                    break;
                }
                oldest.remove();
            }
            return locator;
        }
    }

    private static ObjectNode page(String version, String locator, Cursor cursor, int offset) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        int end = Math.min(cursor.records().size(), offset + cursor.batchSize());
        boolean done = end >= cursor.records().size();
        out.put("totalSize", cursor.totalSize());
        out.put("done", done);
        if (!done) {
            out.put("nextRecordsUrl", "/services/data/" + version + "/query/" + locator + "-" + end);
        }
        ArrayNode records = out.putArray("records");
        for (ObjectNode record : cursor.records().subList(offset, end)) {
            records.add(record);
        }
        return out;
    }

    /** The number of cursors kept for next pages: undrained and not expired. */
    public int openCursors() {
        synchronized (cursors) {
            return cursors.size();
        }
    }

    /** The page size a {@code Sforce-Query-Options} header asks for, kept within 200..2000. */
    static int batchSize(String queryOptions) {
        if (queryOptions == null) {
            return MAX_BATCH;
        }
        Matcher matcher = BATCH_SIZE.matcher(queryOptions);
        if (!matcher.find()) {
            return MAX_BATCH;
        }
        try {
            return Math.max(MIN_BATCH, Math.min(MAX_BATCH, Integer.parseInt(matcher.group(1))));
        } catch (NumberFormatException e) {
            return MAX_BATCH;
        }
    }
}
