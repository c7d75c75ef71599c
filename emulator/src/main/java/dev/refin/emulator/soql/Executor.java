package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.soql.Plan.AggregateColumn;
import dev.refin.emulator.soql.Plan.ChildColumn;
import dev.refin.emulator.soql.Plan.Column;
import dev.refin.emulator.soql.Plan.FieldColumn;
import dev.refin.emulator.soql.Plan.Hop;
import dev.refin.emulator.soql.Plan.Order;
import dev.refin.emulator.soql.Plan.Path;
import dev.refin.emulator.soql.Plan.Select;
import dev.refin.emulator.soql.Values.Kind;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/** Runs a compiled query over one consistent read of the records and shapes the rows as the platform does. */
final class Executor {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Resolver resolver;
    private final String version;

    Executor(Resolver resolver, String version) {
        this.resolver = resolver;
        this.version = version;
    }

    /**
     * The answer of a top-level query.
     *
     * @param totalSize the number of rows (the count for {@code COUNT()})
     * @param records the shaped rows, empty for {@code COUNT()}
     */
    record Result(int totalSize, List<ObjectNode> records) {}

    Result run(Select select) {
        // Without an ordering the first offset + limit matches are the answer: stop filtering there.
        int cap = select.orderBy().isEmpty() && !select.aggregate() && select.limit() != null
                ? select.offset() + select.limit()
                : Integer.MAX_VALUE;
        List<JsonNode> rows = filter(select, resolver.table(select.object().name()), cap);
        if (select.aggregate()) {
            List<ObjectNode> groups = aggregate(select, rows);
            return new Result(groups.size(), groups);
        }
        rows = window(sorted(rows, select.orderBy()), select.offset(), select.limit());
        if (select.countOnly()) {
            return new Result(rows.size(), List.of());
        }
        List<ObjectNode> shaped = new ArrayList<>(rows.size());
        for (JsonNode row : rows) {
            shaped.add(shape(select, row));
        }
        return new Result(shaped.size(), shaped);
    }

    private List<JsonNode> filter(Select select, Collection<? extends JsonNode> rows, int cap) {
        List<JsonNode> out = new ArrayList<>(Math.min(cap, rows.size()));
        for (JsonNode row : rows) {
            if (out.size() >= cap) {
                break;
            }
            if (select.where() == null || select.where().test(resolver, row)) {
                out.add(row);
            }
        }
        return out;
    }

    private static <T> List<T> window(List<T> rows, int offset, Integer limit) {
        int from = Math.min(offset, rows.size());
        int to = limit == null ? rows.size() : Math.min(rows.size(), from + limit);
        return rows.subList(from, to);
    }

    private List<JsonNode> sorted(List<JsonNode> rows, List<Order> orders) {
        return sort(rows, orders, (row, order) -> order.path().value(resolver, row));
    }

    private static <T> List<T> sort(List<T> items, List<Order> orders, BiFunction<T, Order, JsonNode> key) {
        if (orders.isEmpty()) {
            return items;
        }
        Comparator<T> comparator = (a, b) -> 0;
        for (Order order : orders) {
            Kind kind = order.path() != null ? order.path().kind() : kindOf(order.aggregate());
            comparator =
                    comparator.thenComparing((a, b) -> compare(kind, order, key.apply(a, order), key.apply(b, order)));
        }
        List<T> out = new ArrayList<>(items);
        out.sort(comparator);
        return out;
    }

    private static int compare(Kind kind, Order order, JsonNode a, JsonNode b) {
        if (a == null || b == null) {
            if (a == b) {
                return 0;
            }
            return (a == null) == order.nullsFirst() ? -1 : 1;
        }
        int result = Values.compareNodes(kind, a, b);
        return order.descending() ? -result : result;
    }

    private static Kind kindOf(AggregateColumn aggregate) {
        return switch (aggregate.function()) {
            case "MIN", "MAX" -> Values.kind(aggregate.path().field());
            default -> Kind.NUMBER;
        };
    }

    /** A record with {@code attributes} and the selected fields, parents nested and children as query results. */
    private ObjectNode shape(Select select, JsonNode record) {
        ObjectNode out = NODES.objectNode();
        attributes(out, select.object().name(), record.path("Id").asText());
        for (Column column : select.columns()) {
            if (column instanceof FieldColumn field) {
                put(out, record, field.path());
            } else if (column instanceof ChildColumn child) {
                out.set(
                        child.relationshipName(),
                        children(child, record.path("Id").asText()));
            } else if (column instanceof Plan.TypeOfColumn typeOf) {
                typeOf(out, record, typeOf);
            }
        }
        return out;
    }

    private void typeOf(ObjectNode out, JsonNode record, Plan.TypeOfColumn typeOf) {
        String key = typeOf.hop().relationshipName();
        Resolver.Found parent = resolver.parent(record, typeOf.hop());
        if (parent == null) {
            out.putNull(key);
            return;
        }
        ObjectNode nested = out.putObject(key);
        attributes(nested, parent.type(), parent.record().path("Id").asText());
        for (Path path : typeOf.fields().getOrDefault(parent.type().toLowerCase(java.util.Locale.ROOT), List.of())) {
            put(nested, parent.record(), path);
        }
    }

    private JsonNode children(ChildColumn child, String parentId) {
        Select query = child.query();
        List<JsonNode> rows = filter(
                query, resolver.children(query.object().name(), child.childField(), parentId), Integer.MAX_VALUE);
        rows = window(sorted(rows, query.orderBy()), 0, query.limit());
        if (rows.isEmpty()) {
            return NODES.nullNode();
        }
        ObjectNode result = NODES.objectNode();
        result.put("totalSize", rows.size());
        result.put("done", true);
        ArrayNode records = result.putArray("records");
        for (JsonNode row : rows) {
            records.add(shape(query, row));
        }
        return result;
    }

    private void put(ObjectNode out, JsonNode record, Path path) {
        ObjectNode node = out;
        JsonNode current = record;
        for (Hop hop : path.hops()) {
            String key = hop.relationshipName();
            JsonNode existing = node.get(key);
            if (existing != null && existing.isNull()) {
                return;
            }
            Resolver.Found parent = resolver.parent(current, hop);
            if (parent == null) {
                node.putNull(key);
                return;
            }
            if (existing == null) {
                ObjectNode nested = node.putObject(key);
                attributes(nested, parent.type(), parent.record().path("Id").asText());
                existing = nested;
            }
            node = (ObjectNode) existing;
            current = parent.record();
        }
        JsonNode value = resolver.value(current, path.field());
        node.set(path.field().name(), value == null ? NODES.nullNode() : value.deepCopy());
    }

    private void attributes(ObjectNode node, String type, String id) {
        ObjectNode attributes = node.putObject("attributes");
        attributes.put("type", type);
        attributes.put("url", "/services/data/" + version + "/sobjects/" + type + "/" + id);
    }

    private List<ObjectNode> aggregate(Select select, List<JsonNode> rows) {
        Map<String, List<JsonNode>> groups = new LinkedHashMap<>();
        if (select.groupBy().isEmpty()) {
            groups.put("", rows);
        }
        for (JsonNode row : select.groupBy().isEmpty() ? List.<JsonNode>of() : rows) {
            StringBuilder key = new StringBuilder();
            for (Path path : select.groupBy()) {
                key.append(path.value(resolver, row)).append('\u0000');
            }
            groups.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(row);
        }
        if (select.having() != null) {
            groups.values().removeIf(members -> !select.having().test(resolver, members, a -> compute(a, members)));
        }
        List<List<JsonNode>> ordered = sort(
                new ArrayList<>(groups.values()),
                select.orderBy(),
                (members, order) -> order.path() != null
                        ? (members.isEmpty() ? null : order.path().value(resolver, members.get(0)))
                        : compute(order.aggregate(), members));
        List<ObjectNode> out = new ArrayList<>();
        for (List<JsonNode> members : window(ordered, select.offset(), select.limit())) {
            ObjectNode row = NODES.objectNode();
            row.putObject("attributes").put("type", "AggregateResult");
            for (Column column : select.columns()) {
                if (column instanceof FieldColumn field) {
                    JsonNode value = members.isEmpty() ? null : field.path().value(resolver, members.get(0));
                    String name = field.alias() != null
                            ? field.alias()
                            : field.path().field().name();
                    row.set(name, value == null ? NODES.nullNode() : value.deepCopy());
                } else if (column instanceof AggregateColumn aggregate) {
                    JsonNode value = compute(aggregate, members);
                    row.set(aggregate.name(), value == null ? NODES.nullNode() : value);
                }
            }
            out.add(row);
        }
        return out;
    }

    private JsonNode compute(AggregateColumn aggregate, List<JsonNode> members) {
        List<JsonNode> values = new ArrayList<>();
        for (JsonNode member : members) {
            JsonNode value =
                    aggregate.path() == null ? member : aggregate.path().value(resolver, member);
            if (value != null) {
                values.add(value);
            }
        }
        switch (aggregate.function()) {
            case "COUNT":
                return NODES.numberNode(values.size());
            case "COUNT_DISTINCT":
                Set<String> distinct = new HashSet<>();
                values.forEach(v -> distinct.add(v.asText()));
                return NODES.numberNode(distinct.size());
            default:
                break;
        }
        if (values.isEmpty()) {
            return null;
        }
        Kind kind = Values.kind(aggregate.path().field());
        return switch (aggregate.function()) {
            case "SUM" -> DecimalNode.valueOf(sum(values));
            case "AVG" ->
                DecimalNode.valueOf(sum(values).divide(BigDecimal.valueOf(values.size()), MathContext.DECIMAL64));
            case "MIN" ->
                values.stream()
                        .min((a, b) -> Values.compareNodes(kind, a, b))
                        .orElseThrow()
                        .deepCopy();
            default ->
                values.stream()
                        .max((a, b) -> Values.compareNodes(kind, a, b))
                        .orElseThrow()
                        .deepCopy();
        };
    }

    private static BigDecimal sum(List<JsonNode> values) {
        BigDecimal total = BigDecimal.ZERO;
        for (JsonNode value : values) {
            total = total.add(value.decimalValue());
        }
        return total;
    }
}
