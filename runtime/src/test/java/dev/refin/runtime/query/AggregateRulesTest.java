package dev.refin.runtime.query;

import static dev.refin.runtime.query.Soql.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.refin.runtime.query.TestEntities.Account;
import dev.refin.runtime.query.TestEntities.Invoice;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Aggregate queries the platform answers with {@code MALFORMED_QUERY} are refused before anything is sent: an
 * aggregate condition in WHERE does not compile (see the first test), and an ORDER BY of a field that is neither
 * grouped nor aggregated is refused by {@code toSoql()}. Each refusal has the twin the platform accepts.
 */
class AggregateRulesTest {
    private final Aggregate<Invoice, BigDecimal> total =
            Soql.sum(Invoice.AMOUNT).as("total");

    /**
     * An aggregate condition is a {@link HavingCondition}, which {@code where} does not take (the refusals are compile
     * errors, in generator-core's QueryTraitsCompileTest); {@code having} takes it alone, combined with conditions on
     * grouped fields on either side, and negated.
     */
    @Test
    void anAggregateConditionIsTakenInHavingCombinedEitherWay() {
        HavingCondition<Invoice> nonZero = total.ne(BigDecimal.ZERO);
        assertEquals(
                "SELECT refin__Entity__c, SUM(refin__Amount__c) total FROM refin__Sales_Invoice__c WHERE Name = 'A'"
                        + " GROUP BY refin__Entity__c HAVING SUM(refin__Amount__c) > 1 AND NOT (SUM(refin__Amount__c)"
                        + " != 0) AND (refin__Entity__c != null OR SUM(refin__Amount__c) < 10)",
                Soql.aggregate(Invoice.SOBJECT_TYPE, total)
                        .groupBy(field(Invoice.ENTITY))
                        .where(field(Invoice.NAME).eq("A"))
                        .having(total.gt(BigDecimal.ONE).and(nonZero.not()))
                        .having(field(Invoice.ENTITY).isNotNull().or(total.lt(BigDecimal.TEN)))
                        .toSoql());
        assertEquals(
                "SUM(refin__Amount__c) > 1 OR Name = 'B'",
                total.gt(BigDecimal.ONE).or(field(Invoice.NAME).eq("B")).toString());
        assertEquals(total.gt(BigDecimal.ONE), total.gt(BigDecimal.ONE));
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
