package dev.refin.emulator.soql;

import com.fasterxml.jackson.databind.JsonNode;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.soql.Plan.Condition;
import dev.refin.emulator.soql.Plan.Path;
import dev.refin.emulator.soql.Values.Kind;
import io.github.apexdevtools.apexparser.ApexParser;
import java.util.HashSet;
import java.util.Set;

/**
 * Semi-joins and anti-joins, {@code Id IN (SELECT refin__Customer__c FROM refin__Sales_Invoice__c WHERE ...)} and
 * {@code NOT IN}: the subquery selects one id or reference field; its values are collected once per execution and
 * the outer field is tested against them. The platform's rules apply: the outer field is an id or a reference,
 * the subquery selects exactly one id or reference field, and it has no ORDER BY, LIMIT or nested semi-join.
 */
final class SemiJoin {
    private SemiJoin() {}

    static Condition compile(
            QueryCompiler compiler, ObjectDescribe outer, Path path, ApexParser.SubQueryContext sub, boolean anti) {
        if (path.function() != null || (path.kind() != Kind.ID)) {
            throw compiler.malformed(
                    sub,
                    "Semi join sub-selects are only allowed on Id and reference fields, not on " + path.dotted()
                            + " of " + outer.name());
        }
        if (sub.orderByClause() != null || sub.limitClause() != null) {
            throw compiler.refuse(sub, "ORDER BY and LIMIT in a semi-join subquery");
        }
        ObjectDescribe object = compiler.objectOf(sub.fromNameList());
        String alias = sub.fromNameList().soqlId().isEmpty()
                ? null
                : sub.fromNameList().soqlId(0).getText();
        var entries = sub.subFieldList().subFieldEntry();
        if (entries.size() != 1 || entries.get(0).fieldName() == null) {
            throw compiler.malformed(sub, "The selected field in a semi join sub-select must be a single field");
        }
        Path selected = compiler.fieldOf(object, alias, entries.get(0).fieldName());
        if (selected.kind() != Kind.ID) {
            throw compiler.malformed(
                    entries.get(0),
                    "The selected field '" + selected.dotted() + "' in a semi join sub-select must be an Id or a"
                            + " reference field");
        }
        Condition where = compiler.whereOf(object, alias, sub.whereClause());
        String[] indexed = indexedEquality(compiler, object, alias, sub.whereClause());
        Object key = new Object();
        return (resolver, record) -> {
            Set<String> ids = resolver.memo(key, () -> {
                Set<String> out = new HashSet<>();
                Iterable<? extends JsonNode> rows = indexed == null
                        ? resolver.table(object.name())
                        : resolver.equalTo(object.name(), indexed[0], indexed[1]);
                for (JsonNode row : rows) {
                    if (where == null || where.test(resolver, row)) {
                        JsonNode value = selected.value(resolver, row);
                        if (value != null) {
                            out.add(value.asText());
                        }
                    }
                }
                return out;
            });
            JsonNode value = path.value(resolver, record);
            boolean in = value != null && ids.contains(value.asText());
            // A record whose field is null is in no set, so NOT IN keeps it.
            return anti != in;
        };
    }

    /**
     * The {@code {field, text}} of a subquery WHERE that is one {@code storedField = 'text'} comparison, so the
     * subquery reads the index's candidates instead of the table (cost follows the result); null otherwise.
     */
    private static String[] indexedEquality(
            QueryCompiler compiler, ObjectDescribe object, String alias, ApexParser.WhereClauseContext where) {
        if (where == null) {
            return null;
        }
        ApexParser.LogicalExpressionContext logical = where.logicalExpression();
        if (logical.NOT() != null || logical.conditionalExpression().size() != 1) {
            return null;
        }
        ApexParser.FieldExpressionContext comparison =
                logical.conditionalExpression(0).fieldExpression();
        if (comparison == null
                || comparison.fieldName() == null
                || !comparison.comparisonOperator().getText().equals("=")
                || comparison.value().StringLiteral() == null) {
            return null;
        }
        Path path = compiler.fieldOf(object, alias, comparison.fieldName());
        if (!path.hops().isEmpty()
                || path.function() != null
                || (path.field().calculatedFormula() != null
                        && !path.field().calculatedFormula().isBlank())) {
            return null;
        }
        String text = Values.plain(
                SoqlSyntax.decodeString(comparison.value().StringLiteral().getText()));
        return new String[] {path.field().name(), text};
    }
}
