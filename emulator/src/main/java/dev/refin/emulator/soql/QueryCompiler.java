package dev.refin.emulator.soql;

import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.soql.Plan.AggregateColumn;
import dev.refin.emulator.soql.Plan.ChildColumn;
import dev.refin.emulator.soql.Plan.Column;
import dev.refin.emulator.soql.Plan.Condition;
import dev.refin.emulator.soql.Plan.FieldColumn;
import dev.refin.emulator.soql.Plan.Hop;
import dev.refin.emulator.soql.Plan.Order;
import dev.refin.emulator.soql.Plan.Path;
import dev.refin.emulator.soql.Values.Kind;
import dev.refin.runtime.FieldType;
import io.github.apexdevtools.apexparser.ApexParser;
import io.github.apexdevtools.apexparser.ApexParser.FieldNameContext;
import io.github.apexdevtools.apexparser.ApexParser.SoqlIdContext;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;

/** Resolves a parsed query against the schema into a {@link Plan.Select}, refusing it the way the platform does. */
final class QueryCompiler {
    private static final Set<String> AGGREGATES = Set.of("COUNT", "COUNT_DISTINCT", "SUM", "AVG", "MIN", "MAX");
    private static final int MAX_OFFSET = 2000;

    private final SoqlSource source;
    private final SoqlSyntax syntax;
    private final Literals literals;

    QueryCompiler(SoqlSource source, SoqlSyntax syntax, Literals literals) {
        this.source = source;
        this.syntax = syntax;
        this.literals = literals;
    }

    /**
     * One SELECT entry of a query or subquery (the grammar has one rule for each, of the same shape).
     *
     * @param ctx the entry
     * @param field the field, or null
     * @param alias the alias, or null
     * @param function the function, or null
     * @param sub the child subquery, or null
     */
    private record Entry(
            ParserRuleContext ctx,
            FieldNameContext field,
            SoqlIdContext alias,
            ApexParser.SoqlFunctionContext function,
            ApexParser.SubQueryContext sub) {}

    /** The scope names are resolved in: the object queried and its alias in FROM, if any. */
    private record Scope(ObjectDescribe object, String alias) {}

    Plan.Select compile(ApexParser.QueryContext query) {
        // FOR VIEW / FOR REFERENCE / FOR UPDATE and UPDATE TRACKING / VIEWSTAT are accepted: every query reads under
        // the store's lock, which is what FOR UPDATE asks for, and view tracking has nothing to record here.
        if (query.usingScope() != null || query.withClause() != null || query.allRowsClause() != null) {
            throw unsupported(query, "USING SCOPE, WITH and ALL ROWS clauses");
        }
        Scope scope = rootScope(query.fromNameList());
        List<Entry> entries = new ArrayList<>();
        List<Column> typeOfs = new ArrayList<>();
        for (ApexParser.SelectEntryContext entry : query.selectList().selectEntry()) {
            if (entry.typeOf() != null) {
                typeOfs.add(TypeOf.compile(this, scope.object(), entry.typeOf()));
                continue;
            }
            entries.add(new Entry(entry, entry.fieldName(), entry.soqlId(), entry.soqlFunction(), entry.subQuery()));
        }
        List<Path> groupBy = groupBy(scope, query.groupByClause());
        List<Column> selected = columns(scope, entries);
        boolean countOnly = entries.size() == 1
                && entries.get(0).function() != null
                && isCountAll(entries.get(0).function());
        boolean aggregate = !groupBy.isEmpty() || selected.stream().anyMatch(c -> c instanceof AggregateColumn);
        if (aggregate) {
            checkGrouped(entries, selected, groupBy);
            if (!typeOfs.isEmpty()) {
                throw syntax.error(
                        "MALFORMED_QUERY", query.selectList(), "TYPEOF cannot be used in an aggregate query");
            }
        } else if (selected.stream()
                .anyMatch(c -> c instanceof FieldColumn f && f.path().function() != null)) {
            throw syntax.error(
                    "MALFORMED_QUERY",
                    query.selectList(),
                    "Date functions in the select list are only allowed in aggregate queries (GROUP BY)");
        }
        List<Column> columns = new ArrayList<>(selected);
        columns.addAll(typeOfs);
        List<Order> orderBy = orderBy(scope, query.orderByClause());
        checkOrder(query.orderByClause(), orderBy, aggregate);
        return new Plan.Select(
                scope.object(),
                columns,
                where(scope, query.whereClause()),
                groupBy,
                orderBy,
                limit(query.limitClause()),
                offset(query.offsetClause()),
                countOnly,
                aggregate,
                having(scope, query.groupByClause()));
    }

    private Scope rootScope(ApexParser.FromNameListContext from) {
        if (from.fieldName().size() > 1) {
            throw unsupported(from.fieldName(1), "more than one object in FROM");
        }
        FieldNameContext name = from.fieldName(0);
        ObjectDescribe object = source.object(name.getText())
                .orElseThrow(() -> syntax.error(
                        "INVALID_TYPE",
                        name,
                        "sObject type '" + name.getText() + "' is not supported. If you are attempting to use a"
                                + " custom object, be sure to append the '__c' after the entity name. Please"
                                + " reference your WSDL or the describe call for the appropriate names."));
        return new Scope(object, aliasOf(from));
    }

    private static String aliasOf(ApexParser.FromNameListContext from) {
        return from.soqlId().isEmpty() ? null : from.soqlId(0).getText();
    }

    private static boolean isCountAll(ApexParser.SoqlFunctionContext function) {
        return function.COUNT() != null && function.fieldName() == null;
    }

    private List<Column> columns(Scope scope, List<Entry> entries) {
        List<Column> columns = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int expr = 0;
        for (Entry entry : entries) {
            if (entry.sub() != null) {
                columns.add(child(scope.object(), entry.sub()));
            } else if (entry.function() != null) {
                if (isCountAll(entry.function())) {
                    if (entries.size() > 1) {
                        throw syntax.error(
                                "MALFORMED_QUERY",
                                entry.function(),
                                "COUNT() and an additional field in the select list is not supported");
                    }
                    continue;
                }
                String name = entry.alias() != null ? entry.alias().getText() : "expr" + expr++;
                if (isDateFunction(entry.function())) {
                    columns.add(new FieldColumn(datePath(scope, entry.function()), name));
                } else {
                    columns.add(aggregate(scope, entry.function(), name));
                }
            } else {
                Path path = path(scope, entry.field());
                if (!seen.add(path.dotted().toLowerCase(Locale.ROOT))) {
                    throw syntax.error("MALFORMED_QUERY", entry.field(), "duplicate field selected: " + path.dotted());
                }
                columns.add(new FieldColumn(
                        path, entry.alias() == null ? null : entry.alias().getText()));
            }
        }
        return columns;
    }

    private void checkGrouped(List<Entry> entries, List<Column> columns, List<Path> groupBy) {
        Set<String> grouped = new HashSet<>();
        groupBy.forEach(p -> grouped.add(p.dotted()));
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i) instanceof FieldColumn field
                    && !grouped.contains(field.path().dotted())) {
                throw syntax.error(
                        "MALFORMED_QUERY",
                        entries.get(i).ctx(),
                        "Field must be grouped or aggregated: "
                                + field.path().field().name());
            }
            if (columns.get(i) instanceof ChildColumn) {
                throw unsupported(entries.get(i).ctx(), "a subquery in an aggregate query");
            }
        }
    }

    private ChildColumn child(ObjectDescribe parent, ApexParser.SubQueryContext sub) {
        FieldNameContext from = sub.fromNameList().fieldName(0);
        String name = from.getText();
        QueryException unknown = syntax.error(
                "INVALID_TYPE",
                from,
                "Didn't understand relationship '" + name + "' in FROM part of query call. If you are attempting"
                        + " to use a custom relationship, be sure to append the '__r' after the custom relationship"
                        + " name. Please reference your WSDL or the describe call for the appropriate names.");
        ChildRelationship relationship = parent.childRelationships().stream()
                .filter(c ->
                        c.relationshipName() != null && c.relationshipName().equalsIgnoreCase(name))
                .findFirst()
                .orElseThrow(() -> unknown);
        ObjectDescribe child = source.object(relationship.childSObject()).orElseThrow(() -> unknown);
        Scope scope = new Scope(child, aliasOf(sub.fromNameList()));
        List<Entry> entries = new ArrayList<>();
        for (ApexParser.SubFieldEntryContext entry : sub.subFieldList().subFieldEntry()) {
            if (entry.typeOf() != null || entry.soqlFunction() != null) {
                throw unsupported(entry, "TYPEOF and functions in a subquery");
            }
            entries.add(new Entry(entry, entry.fieldName(), entry.soqlId(), null, entry.subQuery()));
        }
        List<Order> orderBy = orderBy(scope, sub.orderByClause());
        checkOrder(sub.orderByClause(), orderBy, false);
        Plan.Select select = new Plan.Select(
                child,
                columns(scope, entries),
                where(scope, sub.whereClause()),
                List.of(),
                orderBy,
                limit(sub.limitClause()),
                0,
                false,
                false,
                null);
        return new ChildColumn(relationship.relationshipName(), relationship.field(), select);
    }

    private AggregateColumn aggregate(Scope scope, ApexParser.SoqlFunctionContext function, String name) {
        String operator = function.getStart().getText().toUpperCase(Locale.ROOT);
        if (!AGGREGATES.contains(operator) || function.fieldName() == null) {
            throw unsupported(function, "the function " + operator);
        }
        Path path = path(scope, function.fieldName());
        boolean numeric = Values.kind(path.field()) == Kind.NUMBER;
        if ((operator.equals("SUM") || operator.equals("AVG")) && !numeric) {
            throw syntax.error(
                    "MALFORMED_QUERY",
                    function.fieldName(),
                    "field " + path.field().name() + " does not support aggregate operator " + operator);
        }
        return new AggregateColumn(operator, path, name);
    }

    /** Resolves a dotted field name: lookups by relationship name, then the field. */
    private Path path(Scope scope, FieldNameContext name) {
        List<SoqlIdContext> ids = name.soqlId();
        int start = 0;
        String first = ids.get(0).getText();
        if (ids.size() > 1
                && (first.equalsIgnoreCase(scope.alias())
                        || (scope.alias() == null
                                && first.equalsIgnoreCase(scope.object().name())))) {
            start = 1;
        }
        ObjectDescribe current = scope.object();
        List<Hop> hops = new ArrayList<>();
        for (int i = start; i < ids.size() - 1; i++) {
            SoqlIdContext id = ids.get(i);
            QueryException unknown = syntax.error(
                    "INVALID_FIELD",
                    id,
                    "Didn't understand relationship '" + id.getText() + "' in field path. If you are attempting to"
                            + " use a custom relationship, be sure to append the '__r' after the custom relationship"
                            + " name. Please reference your WSDL or the describe call for the appropriate names.");
            FieldDescribe reference = current.fields().stream()
                    .filter(f -> f.type() == FieldType.REFERENCE
                            && f.relationshipName() != null
                            && f.relationshipName().equalsIgnoreCase(id.getText()))
                    .findFirst()
                    .orElseThrow(() -> unknown);
            current = reference.referenceTo().stream()
                    .map(source::object)
                    .flatMap(Optional::stream)
                    .findFirst()
                    .orElseThrow(() -> unknown);
            hops.add(new Hop(reference, reference.referenceTo()));
        }
        String fieldName = ids.get(ids.size() - 1).getText();
        ObjectDescribe owner = current;
        FieldDescribe field = owner.field(fieldName)
                .orElseThrow(() -> syntax.error(
                        "INVALID_FIELD",
                        name,
                        "No such column '" + fieldName + "' on entity '" + owner.name() + "'. If you are attempting"
                                + " to use a custom field, be sure to append the '__c' after the custom field name."
                                + " Please reference your WSDL or the describe call for the appropriate names."));
        return new Path(List.copyOf(hops), field);
    }

    private List<Path> groupBy(Scope scope, ApexParser.GroupByClauseContext clause) {
        if (clause == null) {
            return List.of();
        }
        if (clause.ROLLUP() != null || clause.CUBE() != null) {
            throw unsupported(clause, "ROLLUP and CUBE");
        }
        List<Path> paths = new ArrayList<>();
        for (ApexParser.SelectEntryContext entry : clause.selectList().selectEntry()) {
            if (entry.soqlFunction() != null && entry.soqlId() == null && isDateFunction(entry.soqlFunction())) {
                paths.add(datePath(scope, entry.soqlFunction()));
                continue;
            }
            if (entry.fieldName() == null || entry.soqlId() != null) {
                throw unsupported(entry, "grouping by anything but a field or a date function");
            }
            paths.add(path(scope, entry.fieldName()));
        }
        return List.copyOf(paths);
    }

    private Condition where(Scope scope, ApexParser.WhereClauseContext clause) {
        return clause == null ? null : logical(scope, clause.logicalExpression());
    }

    private Condition logical(Scope scope, ApexParser.LogicalExpressionContext ctx) {
        List<Condition> parts = new ArrayList<>();
        for (ApexParser.ConditionalExpressionContext part : ctx.conditionalExpression()) {
            parts.add(
                    part.logicalExpression() != null
                            ? logical(scope, part.logicalExpression())
                            : comparison(scope, part.fieldExpression()));
        }
        if (ctx.NOT() != null) {
            Condition inner = parts.get(0);
            return (resolver, record) -> !inner.test(resolver, record);
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        if (!ctx.SOQLOR().isEmpty()) {
            return (resolver, record) -> parts.stream().anyMatch(p -> p.test(resolver, record));
        }
        return (resolver, record) -> parts.stream().allMatch(p -> p.test(resolver, record));
    }

    private Condition comparison(Scope scope, ApexParser.FieldExpressionContext ctx) {
        Path path;
        if (ctx.fieldName() != null) {
            path = path(scope, ctx.fieldName());
        } else if (isDateFunction(ctx.soqlFunction())) {
            path = datePath(scope, ctx.soqlFunction());
        } else {
            throw syntax.error(
                    "MALFORMED_QUERY", ctx, "Aggregate functions are only allowed in the SELECT list and HAVING");
        }
        String operator = ctx.comparisonOperator().getText().toUpperCase(Locale.ROOT);
        if (ctx.value().subQuery() != null && (operator.equals("IN") || operator.equals("NOTIN"))) {
            return SemiJoin.compile(this, scope.object(), path, ctx.value().subQuery(), operator.equals("NOTIN"));
        }
        return literals.condition(path, operator, ctx.value());
    }

    /** Whether a function is one of the date functions rather than an aggregate. */
    static boolean isDateFunction(ApexParser.SoqlFunctionContext function) {
        return DateFunctions.NAMES.contains(function.getStart().getText().toUpperCase(Locale.ROOT));
    }

    /** A date function over a date or date-time field, such as {@code CALENDAR_YEAR(CreatedDate)}. */
    private Path datePath(Scope scope, ApexParser.SoqlFunctionContext function) {
        String name = function.getStart().getText().toUpperCase(Locale.ROOT);
        ApexParser.DateFieldNameContext dateField = function.dateFieldName();
        if (dateField == null) {
            throw syntax.error("MALFORMED_QUERY", function, name + " expects a date or date-time field");
        }
        Path path = path(scope, dateField.fieldName());
        Kind kind = Values.kind(path.field());
        if (kind != Kind.DATE && kind != Kind.DATETIME) {
            throw syntax.error(
                    "MALFORMED_QUERY",
                    function,
                    "field " + path.field().name() + " does not support date function " + name);
        }
        if (name.equals("HOUR_IN_DAY") && kind == Kind.DATE) {
            throw syntax.error(
                    "MALFORMED_QUERY", function, "field " + path.field().name() + " does not support HOUR_IN_DAY");
        }
        return path.under(name);
    }

    /** The HAVING clause: aggregates compared with literals and grouped fields, joined by AND, OR and NOT. */
    private Plan.GroupCondition having(Scope scope, ApexParser.GroupByClauseContext clause) {
        if (clause == null || clause.HAVING() == null) {
            return null;
        }
        return havingLogical(scope, clause.logicalExpression());
    }

    private Plan.GroupCondition havingLogical(Scope scope, ApexParser.LogicalExpressionContext ctx) {
        List<Plan.GroupCondition> parts = new ArrayList<>();
        for (ApexParser.ConditionalExpressionContext part : ctx.conditionalExpression()) {
            parts.add(
                    part.logicalExpression() != null
                            ? havingLogical(scope, part.logicalExpression())
                            : havingComparison(scope, part.fieldExpression()));
        }
        if (ctx.NOT() != null) {
            Plan.GroupCondition inner = parts.get(0);
            return (resolver, members, compute) -> !inner.test(resolver, members, compute);
        }
        boolean any = !ctx.SOQLOR().isEmpty();
        return (resolver, members, compute) -> any
                ? parts.stream().anyMatch(p -> p.test(resolver, members, compute))
                : parts.stream().allMatch(p -> p.test(resolver, members, compute));
    }

    private Plan.GroupCondition havingComparison(Scope scope, ApexParser.FieldExpressionContext ctx) {
        String operator = ctx.comparisonOperator().getText().toUpperCase(Locale.ROOT);
        if (ctx.fieldName() != null || isDateFunction(ctx.soqlFunction())) {
            // A grouped field has one value per group: test it on the group's first record.
            Condition condition = comparison(scope, ctx);
            return (resolver, members, compute) -> !members.isEmpty() && condition.test(resolver, members.get(0));
        }
        AggregateColumn aggregate = isCountAll(ctx.soqlFunction())
                ? new AggregateColumn("COUNT", null, "")
                : aggregate(scope, ctx.soqlFunction(), "");
        Condition condition = literals.aggregateCondition(aggregate, operator, ctx.value());
        return (resolver, members, compute) -> condition.test(resolver, compute.apply(aggregate));
    }

    /** Compiles a semi-join's or TYPEOF's field list entry against an object. */
    Path fieldOf(ObjectDescribe object, String alias, FieldNameContext name) {
        return path(new Scope(object, alias), name);
    }

    /** Compiles a semi-join subquery's WHERE against its object. */
    Condition whereOf(ObjectDescribe object, String alias, ApexParser.WhereClauseContext clause) {
        return where(new Scope(object, alias), clause);
    }

    /** The object a FROM names, or the platform's INVALID_TYPE refusal. */
    ObjectDescribe objectOf(ApexParser.FromNameListContext from) {
        return rootScope(from).object();
    }

    /** The object with this name, or the platform's INVALID_TYPE refusal at a place in the query. */
    ObjectDescribe objectOf(String name, ParserRuleContext at) {
        return source.object(name)
                .orElseThrow(() -> syntax.error("INVALID_TYPE", at, "sObject type '" + name + "' is not supported."));
    }

    /** The object with this name, or null when the org has none. */
    ObjectDescribe objectIfAny(String name) {
        return source.object(name).orElse(null);
    }

    /** The refusal of a construct the emulator does not run. */
    QueryException refuse(ParserRuleContext at, String what) {
        return unsupported(at, what);
    }

    /** A MALFORMED_QUERY refusal at a place in the query. */
    QueryException malformed(ParserRuleContext at, String message) {
        return syntax.error("MALFORMED_QUERY", at, message);
    }

    private List<Order> orderBy(Scope scope, ApexParser.OrderByClauseContext clause) {
        if (clause == null) {
            return List.of();
        }
        List<Order> orders = new ArrayList<>();
        for (ApexParser.FieldOrderContext order : clause.fieldOrderList().fieldOrder()) {
            boolean descending = order.DESC() != null;
            boolean nullsFirst = order.NULLS() != null ? order.FIRST() != null : !descending;
            if (order.fieldName() != null) {
                orders.add(new Order(path(scope, order.fieldName()), null, descending, nullsFirst));
            } else if (isDateFunction(order.soqlFunction())) {
                orders.add(new Order(datePath(scope, order.soqlFunction()), null, descending, nullsFirst));
            } else {
                AggregateColumn aggregate = isCountAll(order.soqlFunction())
                        ? new AggregateColumn("COUNT", null, "")
                        : aggregate(scope, order.soqlFunction(), "");
                orders.add(new Order(null, aggregate, descending, nullsFirst));
            }
        }
        return List.copyOf(orders);
    }

    private void checkOrder(ApexParser.OrderByClauseContext clause, List<Order> orders, boolean aggregate) {
        if (!aggregate && orders.stream().anyMatch(o -> o.path() == null)) {
            throw syntax.error(
                    "MALFORMED_QUERY", clause, "Ordering by an aggregate is only allowed in an aggregate query");
        }
    }

    private Integer limit(ApexParser.LimitClauseContext clause) {
        if (clause == null) {
            return null;
        }
        if (clause.IntegerLiteral() == null) {
            throw unsupported(clause, "a bind variable in LIMIT");
        }
        return number(clause.IntegerLiteral().getText());
    }

    private int offset(ApexParser.OffsetClauseContext clause) {
        if (clause == null) {
            return 0;
        }
        if (clause.IntegerLiteral() == null) {
            throw unsupported(clause, "a bind variable in OFFSET");
        }
        int offset = number(clause.IntegerLiteral().getText());
        if (offset > MAX_OFFSET) {
            throw QueryException.badRequest(
                    "NUMBER_OUTSIDE_VALID_RANGE", "Maximum SOQL offset allowed is " + MAX_OFFSET);
        }
        return offset;
    }

    private static int number(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw QueryException.badRequest("NUMBER_OUTSIDE_VALID_RANGE", "The number is out of range: " + digits);
        }
    }

    private QueryException unsupported(ParserRuleContext at, String what) {
        return syntax.error("MALFORMED_QUERY", at, what + " is not supported by the emulator");
    }
}
