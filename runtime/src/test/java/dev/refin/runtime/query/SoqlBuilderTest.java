package dev.refin.runtime.query;

import static dev.refin.runtime.query.Soql.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.query.TestEntities.Account;
import dev.refin.runtime.query.TestEntities.Invoice;
import dev.refin.runtime.query.TestEntities.Line;
import dev.refin.runtime.query.TestEntities.Status;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class SoqlBuilderTest {

    @Test
    void selectFromWhereOrderLimitOffset() {
        SoqlQuery<Invoice> query = Soql.select(Invoice.NAME, Invoice.STATUS)
                .from(Invoice.SOBJECT_TYPE)
                .where(field(Invoice.STATUS)
                        .is(Status.POSTED)
                        .and(field(Invoice.AMOUNT).ge(new BigDecimal("100.50"))))
                .orderBy(
                        field(Invoice.NAME).asc(),
                        field(Invoice.INVOICE_DATE).desc().nullsLast())
                .limit(10)
                .offset(20);
        assertEquals(
                "SELECT Name, refin__Status__c FROM refin__Sales_Invoice__c"
                        + " WHERE refin__Status__c = 'Posted' AND refin__Amount__c >= 100.50"
                        + " ORDER BY Name ASC, refin__Invoice_Date__c DESC NULLS LAST LIMIT 10 OFFSET 20",
                query.toSoql());
        assertEquals(Invoice.SOBJECT_TYPE, query.sobjectType());
    }

    @Test
    void everyComparisonOperator() {
        Path<Invoice, BigDecimal> amount = field(Invoice.AMOUNT);
        BigDecimal one = BigDecimal.ONE;
        assertEquals("refin__Amount__c = 1", amount.eq(one).toString());
        assertEquals("refin__Amount__c != 1", amount.ne(one).toString());
        assertEquals("refin__Amount__c < 1", amount.lt(one).toString());
        assertEquals("refin__Amount__c <= 1", amount.le(one).toString());
        assertEquals("refin__Amount__c > 1", amount.gt(one).toString());
        assertEquals("refin__Amount__c >= 1", amount.ge(one).toString());
        assertEquals("refin__Amount__c = null", amount.isNull().toString());
        assertEquals("refin__Amount__c != null", amount.isNotNull().toString());
        assertEquals("Name IN ('A', 'B')", field(Invoice.NAME).in("A", "B").toString());
        assertEquals(
                "Name NOT IN ('A')", field(Invoice.NAME).notIn(List.of("A")).toString());
        assertEquals("Name LIKE 'INV-%'", field(Invoice.NAME).like("INV-%").toString());
        assertEquals(
                "refin__Status__c = 'Posted'",
                field(Invoice.STATUS).is(Status.POSTED).toString());
        assertThrows(IllegalArgumentException.class, () -> field(Invoice.NAME).in(List.of()));
        assertThrows(IllegalArgumentException.class, () -> amount.eq((BigDecimal) null));
        assertThrows(IllegalArgumentException.class, () -> field(Invoice.STATUS).is(Status.UNRECOGNIZED));
    }

    @Test
    void andOrNotAreParenthesizedWhenMixed() {
        Condition<Invoice> a = field(Invoice.NAME).eq("a");
        Condition<Invoice> b = field(Invoice.NAME).eq("b");
        Condition<Invoice> c = field(Invoice.PAID).eq(true);
        assertEquals(
                "Name = 'a' AND Name = 'b' AND refin__Paid__c = true",
                a.and(b).and(c).toString());
        assertEquals(
                "(Name = 'a' OR Name = 'b') AND refin__Paid__c = true",
                a.or(b).and(c).toString());
        assertEquals(
                "Name = 'a' OR (Name = 'b' AND refin__Paid__c = true)",
                a.or(b.and(c)).toString());
        assertEquals("NOT (Name = 'a' OR Name = 'b')", a.or(b).not().toString());
        assertEquals(
                "Name = 'a' OR Name = 'b' OR refin__Paid__c = true",
                Condition.anyOf(a, b, c).toString());
        assertEquals(
                "Name = 'a' AND NOT (Name = 'b')",
                Condition.allOf(a, Condition.not(b)).toString());
        SoqlQuery<Invoice> twice = Soql.select(Invoice.ID)
                .from(Invoice.SOBJECT_TYPE)
                .where(a.or(b))
                .where(c);
        assertTrue(twice.toSoql().endsWith("WHERE (Name = 'a' OR Name = 'b') AND refin__Paid__c = true"));
    }

    @Test
    void literalsOfEveryType() {
        assertEquals(
                "refin__Invoice_Date__c = 2024-01-31",
                field(Invoice.INVOICE_DATE).eq(LocalDate.of(2024, 1, 31)).toString());
        assertEquals(
                "CreatedDate > 2024-01-31T10:00:00Z",
                field(Invoice.CREATED)
                        .gt(OffsetDateTime.parse("2024-01-31T10:00:00Z"))
                        .toString());
        assertEquals(
                "CreatedDate > 2024-01-31T09:00:00.250Z",
                field(Invoice.CREATED)
                        .gt(OffsetDateTime.parse("2024-01-31T10:00:00.25+01:00"))
                        .toString());
        assertEquals("refin__Paid__c = false", field(Invoice.PAID).eq(false).toString());
        assertEquals("refin__Line_Count__c > 3", field(Invoice.LINES).gt(3).toString());
        assertEquals(
                "refin__Amount__c = 1000000",
                field(Invoice.AMOUNT).eq(new BigDecimal("1E+6")).toString());
        String id = RecordId.to18("a0A5g000001AbCd");
        assertEquals("Id = '" + id + "'", field(Invoice.ID).eq(RecordId.of(id)).toString());
        assertEquals("1.5", SoqlLiteral.format(1.5d));
        assertEquals("null", SoqlLiteral.format(null));
        assertThrows(IllegalArgumentException.class, () -> SoqlLiteral.format(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> SoqlLiteral.format(new Object()));
    }

    @Test
    void relativeDateLiterals() {
        Path<Invoice, LocalDate> date = field(Invoice.INVOICE_DATE);
        assertEquals(
                "refin__Invoice_Date__c = TODAY", date.eq(DateLiteral.TODAY).toString());
        assertEquals(
                "refin__Invoice_Date__c = LAST_N_DAYS:30",
                date.eq(DateLiteral.lastNDays(30)).toString());
        assertEquals(
                "refin__Invoice_Date__c < NEXT_N_DAYS:7",
                date.lt(DateLiteral.nextNDays(7)).toString());
        assertEquals(
                "refin__Invoice_Date__c >= N_DAYS_AGO:2",
                date.ge(DateLiteral.nDaysAgo(2)).toString());
        assertEquals(
                "refin__Invoice_Date__c > LAST_N_FISCAL_YEARS:1",
                date.gt(DateLiteral.lastN(DateLiteral.Unit.FISCAL_YEARS, 1)).toString());
        assertEquals(
                "refin__Invoice_Date__c <= THIS_QUARTER",
                date.le(DateLiteral.THIS_QUARTER).toString());
        assertThrows(IllegalArgumentException.class, () -> DateLiteral.lastNDays(-1));
    }

    @Test
    void parentPathsFollowRelationshipNames() {
        Path<Line, String> entityName =
                Soql.parent(Line.INVOICE).parent(Invoice.ENTITY).get(Account.NAME);
        assertEquals("refin__Sales_Invoice__r.refin__Entity__r.Name", entityName.soql());
        SoqlQuery<Line> query = Soql.select(Line.NAME)
                .from(Line.SOBJECT_TYPE)
                .alsoSelect(Soql.parent(Line.INVOICE).get(Invoice.NAME), entityName)
                .where(entityName.eq("Acme"));
        assertEquals(
                "SELECT Name, refin__Sales_Invoice__r.Name, refin__Sales_Invoice__r.refin__Entity__r.Name"
                        + " FROM refin__Sales_Invoice_Line__c WHERE refin__Sales_Invoice__r.refin__Entity__r.Name = 'Acme'",
                query.toSoql());
        assertThrows(IllegalArgumentException.class, () -> Soql.parent(Account.NO_REL));
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"}) // the raw call stands for code that bypassed the generics
    void typedChildRelationshipWritesTheSameSubqueryAndChecksTheChildObject() {
        ChildRelationship<Invoice, Line> linesOf =
                ChildRelationship.of("refin__Lines__r", "refin__Invoice__c", () -> Line.SOBJECT_TYPE);
        SoqlQuery<Line> lines = Soql.select(Line.NAME).from(Line.SOBJECT_TYPE);
        assertEquals(
                Soql.select(Invoice.ID)
                        .from(Invoice.SOBJECT_TYPE)
                        .withChildren("refin__Lines__r", lines)
                        .toSoql(),
                Soql.select(Invoice.ID)
                        .from(Invoice.SOBJECT_TYPE)
                        .withChildren(linesOf, lines)
                        .toSoql());
        ChildRelationship raw = linesOf;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Soql.select(Invoice.ID)
                .from(Invoice.SOBJECT_TYPE)
                .withChildren(raw, Soql.select(Invoice.NAME).from(Invoice.SOBJECT_TYPE)));
        assertEquals(
                "the subquery of refin__Lines__r must select from " + Line.SOBJECT_TYPE.apiName()
                        + ", not refin__Sales_Invoice__c",
                e.getMessage());
    }

    @Test
    void childSubqueryUsesTheRelationshipName() {
        SoqlQuery<Line> lines = Soql.select(Line.NAME, Line.NET)
                .from(Line.SOBJECT_TYPE)
                .where(field(Line.NET).gt(BigDecimal.ZERO))
                .orderBy(field(Line.NAME).asc());
        SoqlQuery<Invoice> query =
                Soql.select(Invoice.ID).from(Invoice.SOBJECT_TYPE).withChildren("refin__Lines__r", lines);
        assertEquals(
                "SELECT Id, (SELECT Name, refin__Net_Value__c FROM refin__Lines__r WHERE refin__Net_Value__c > 0"
                        + " ORDER BY Name ASC) FROM refin__Sales_Invoice__c",
                query.toSoql());
        assertThrows(
                IllegalArgumentException.class,
                () -> Soql.select(Invoice.ID).from(Invoice.SOBJECT_TYPE).withChildren("x) FROM y --", lines));
    }

    @Test
    void refusesFieldsOfAnotherObjectAndBadBounds() {
        // Same entity type parameter, different SObjectType instance: the field is not one of its fields.
        assertThrows(IllegalArgumentException.class, () -> Soql.select(Account.NAME)
                .from(SObjectType.builder(Account.class, "Other__c", null, Account::new)
                        .build()));
        SoqlQuery<Invoice> query = Soql.select(Invoice.ID).from(Invoice.SOBJECT_TYPE);
        assertThrows(IllegalArgumentException.class, () -> query.limit(0));
        assertThrows(IllegalArgumentException.class, () -> query.offset(2001));
        assertEquals(
                "SELECT Id FROM refin__Sales_Invoice__c OFFSET 2000",
                query.offset(2000).toSoql());
    }

    @Test
    void countAndAggregateQueries() {
        assertEquals(
                "SELECT COUNT() FROM refin__Sales_Invoice__c WHERE refin__Status__c = 'Draft'",
                Soql.count(Invoice.SOBJECT_TYPE)
                        .where(field(Invoice.STATUS).isValue("Draft"))
                        .toSoql());
        Aggregate<Invoice, BigDecimal> total = Soql.sum(Invoice.AMOUNT).as("total");
        Aggregate<Invoice, Long> count = Soql.count(Invoice.ID);
        AggregateQuery<Invoice> query = Soql.aggregate(Invoice.SOBJECT_TYPE, total, count)
                .groupBy(field(Invoice.ENTITY), Soql.parent(Invoice.ENTITY).get(Account.NAME))
                .where(field(Invoice.STATUS).eq(Status.POSTED))
                .having(total.ne(BigDecimal.ZERO))
                .orderBy(total.desc())
                .limit(5);
        assertEquals(
                "SELECT refin__Entity__c, refin__Entity__r.Name, SUM(refin__Amount__c) total, COUNT(Id) count_Id"
                        + " FROM refin__Sales_Invoice__c WHERE refin__Status__c = 'Posted'"
                        + " GROUP BY refin__Entity__c, refin__Entity__r.Name HAVING SUM(refin__Amount__c) != 0"
                        + " ORDER BY SUM(refin__Amount__c) DESC LIMIT 5",
                query.toSoql());
        assertThrows(
                IllegalArgumentException.class,
                () -> Soql.aggregate(
                        Invoice.SOBJECT_TYPE, total, Soql.sum(Invoice.AMOUNT).as("total")));
        assertThrows(IllegalArgumentException.class, () -> total.as("x y"));
    }

    @Test
    void aggregateRowsReadBackTyped() throws Exception {
        String account = RecordId.to18("a0G5g000001AbCd");
        JsonParser json = Codecs.MAPPER.createParser("{\"attributes\":{\"type\":\"AggregateResult\"},"
                + "\"refin__Entity__c\":\"" + account + "\",\"Name\":\"Acme\",\"total\":157200.10,\"count_Id\":3,"
                + "\"latest\":\"2024-02-01\",\"none\":null}");
        json.nextToken();
        AggregateRow<Invoice> row = AggregateRow.read(json);
        assertEquals(RecordId.of(account), row.get(Invoice.ENTITY));
        assertEquals("Acme", row.get(Soql.parent(Invoice.ENTITY).get(Account.NAME)));
        assertEquals(
                new BigDecimal("157200.10"), row.get(Soql.sum(Invoice.AMOUNT).as("total")));
        assertEquals(3L, row.get(Soql.count(Invoice.ID)));
        assertEquals(
                LocalDate.of(2024, 2, 1),
                row.get(Soql.max(field(Invoice.INVOICE_DATE)).as("latest")));
        assertEquals(null, row.get(Soql.sum(Invoice.AMOUNT).as("none")));
        assertTrue(!row.raw().has("attributes"));
    }

    @Test
    void aPicklistPathIsTypedByItsEnumWithAnExplicitTextEscapeHatch() throws Exception {
        Path<Invoice, Status> status = field(Invoice.STATUS);
        assertEquals("refin__Status__c = 'Posted'", status.eq(Status.POSTED).toString());
        assertEquals(
                "refin__Status__c IN ('Draft', 'Posted')",
                status.in(Status.DRAFT, Status.POSTED).toString());
        assertEquals("refin__Status__c != 'Draft'", status.ne(Status.DRAFT).toString());
        assertEquals(
                "refin__Status__c = 'Disputed \\'x\\''",
                status.isValue("Disputed 'x'").toString());
        Path<Line, Status> parentStatus = Soql.parent(Line.INVOICE).get(Invoice.STATUS);
        assertEquals(
                "refin__Sales_Invoice__r.refin__Status__c = 'Draft'",
                parentStatus.is(Status.DRAFT).toString());
        // Through its plain Field type a picklist is text, as records hold it.
        Path<Invoice, String> text = Path.of((dev.refin.runtime.Field<Invoice, String>) Invoice.STATUS);
        assertEquals("refin__Status__c = 'Draft'", text.eq("Draft").toString());

        // Grouped, the picklist reads back as its enum; unknown text as UNRECOGNIZED; as a plain field, as text.
        AggregateRow<Invoice> row = AggregateRow.of((com.fasterxml.jackson.databind.node.ObjectNode)
                Codecs.MAPPER.readTree("{\"refin__Status__c\":\"Posted\",\"expr0\":3}"));
        assertEquals(Status.POSTED, row.get(status));
        assertEquals("Posted", row.get(Invoice.STATUS));
        AggregateRow<Invoice> unknown = AggregateRow.of((com.fasterxml.jackson.databind.node.ObjectNode)
                Codecs.MAPPER.readTree("{\"refin__Status__c\":\"Disputed\"}"));
        assertEquals(Status.UNRECOGNIZED, unknown.get(status));
        Aggregate<Invoice, Status> max = Soql.max(status);
        AggregateRow<Invoice> maxRow = AggregateRow.of((com.fasterxml.jackson.databind.node.ObjectNode)
                Codecs.MAPPER.readTree("{\"" + max.alias() + "\":\"Draft\"}"));
        assertEquals(Status.DRAFT, maxRow.get(max));
    }

    @Test
    void aMultiSelectPicklistConditionTakesOnlyItsEnum() throws Exception {
        Path<Invoice, Status> tags = field(Invoice.TAGS);
        assertEquals("refin__Tags__c = 'Draft'", tags.eq(Status.DRAFT).toString());
        assertEquals(
                "refin__Tags__c INCLUDES ('Draft', 'Posted')",
                Soql.includes(Invoice.TAGS, Status.DRAFT, Status.POSTED).toString());
        assertEquals(
                "refin__Tags__c EXCLUDES ('Posted')",
                Soql.excludes(Invoice.TAGS, Status.POSTED).toString());
        assertThrows(IllegalArgumentException.class, () -> Soql.includes(Invoice.TAGS, Status.UNRECOGNIZED));
        AggregateRow<Invoice> row = AggregateRow.of((com.fasterxml.jackson.databind.node.ObjectNode)
                Codecs.MAPPER.readTree("{\"refin__Tags__c\":\"Draft\"}"));
        assertThrows(IllegalStateException.class, () -> row.get(tags));
    }
}
