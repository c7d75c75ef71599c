package dev.refin.runtime.query;

import static dev.refin.runtime.query.Soql.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.refin.runtime.query.TestEntities.Account;
import dev.refin.runtime.query.TestEntities.Invoice;
import dev.refin.runtime.query.TestEntities.Status;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Aggregate queries the platform answers with {@code MALFORMED_QUERY} are refused before anything is sent: an
 * aggregate condition in WHERE, and an ORDER BY of a field that is neither grouped nor aggregated. Each refusal has
 * the twin the platform accepts.
 */
class AggregateRulesTest {
    private final Aggregate<Invoice, BigDecimal> total =
            Soql.sum(Invoice.AMOUNT).as("total");

    @Test
    void anAggregateConditionIsRefusedInWhereAndTakenInHaving() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                        .where(total.gt(BigDecimal.ONE)));
        assertEquals(
                "a condition on an aggregate (SUM(refin__Amount__c) > 1) belongs in having(), not in where(): the"
                        + " platform refuses aggregates in WHERE",
                e.getMessage());
        // Hidden in a compound, negated, or in a row query: refused all the same.
        assertThrows(IllegalArgumentException.class, () -> Soql.select(Invoice.NAME)
                .from(Invoice.SOBJECT_TYPE)
                .where(field(Invoice.STATUS)
                        .is(Status.POSTED)
                        .and(total.ne(BigDecimal.ZERO).not())));
        assertThrows(IllegalArgumentException.class, () -> Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                .where(Condition.anyOf(field(Invoice.NAME).eq("A"), total.lt(BigDecimal.TEN))));
        // The twin: the same condition in HAVING, and row conditions in WHERE.
        assertEquals(
                "SELECT refin__Entity__c, SUM(refin__Amount__c) total FROM refin__Sales_Invoice__c WHERE Name = 'A'"
                        + " GROUP BY refin__Entity__c HAVING SUM(refin__Amount__c) > 1 AND NOT (SUM(refin__Amount__c)"
                        + " != 0)",
                Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                        .groupBy(field(Invoice.ENTITY))
                        .where(field(Invoice.NAME).eq("A"))
                        .having(total.gt(BigDecimal.ONE)
                                .and(total.ne(BigDecimal.ZERO).not()))
                        .toSoql());
    }

    @Test
    void aGroupedQueryOrdersByGroupedPathsAndAggregatesOnly() {
        AggregateQuery<Invoice> byName = Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                .groupBy(field(Invoice.ENTITY))
                .orderBy(field(Invoice.NAME).asc());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, byName::toSoql);
        assertEquals(
                "ORDER BY Name in an aggregate query: order by a grouped path or an aggregate; the platform refuses"
                        + " a field that is neither",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                .orderBy(field(Invoice.NAME).desc().nullsLast())
                .toSoql());
        // The twin: grouped paths (also of a parent) and aggregates, in either order of calls.
        assertEquals(
                "SELECT refin__Entity__c, refin__Entity__r.Name, SUM(refin__Amount__c) total FROM"
                        + " refin__Sales_Invoice__c GROUP BY refin__Entity__c, refin__Entity__r.Name ORDER BY"
                        + " refin__Entity__r.Name ASC NULLS FIRST, SUM(refin__Amount__c) DESC NULLS LAST,"
                        + " refin__Entity__c DESC",
                Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                        .orderBy(Soql.parent(Invoice.ENTITY)
                                .get(Account.NAME)
                                .asc()
                                .nullsFirst())
                        .orderBy(total.desc().nullsLast(), field(Invoice.ENTITY).desc())
                        .groupBy(
                                field(Invoice.ENTITY),
                                Soql.parent(Invoice.ENTITY).get(Account.NAME))
                        .toSoql());
    }
}
