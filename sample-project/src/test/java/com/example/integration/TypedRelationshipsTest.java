package com.example.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.accounting.Account;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import dev.refin.emulator.EmulatorExtension;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.TreeNode;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The generated relationship accessors, run against the emulator: typed children, parents and status. */
class TypedRelationshipsTest {
    private static final LocalDate TODAY = LocalDate.of(2024, 6, 15);

    @RegisterExtension
    static final EmulatorExtension ORG = EmulatorExtension.configure(b -> b.snapshot(Path.of("src/main/refin"))
            .clock(Clock.fixed(Instant.parse("2024-06-15T10:00:00Z"), ZoneOffset.UTC)));

    private RefinClient client;
    private Books books;

    @BeforeEach
    void setUp(RefinClient client) {
        this.client = client;
        this.books = Books.create(client);
    }

    private RecordId<SalesInvoice> draftWithLines(String reference, String... descriptions) {
        SalesInvoice header = new SalesInvoice()
                .setReference(reference)
                .setEntityId(books.entity())
                .setCustomerId(books.customer())
                .setInvoiceDate(TODAY);
        List<SalesInvoiceLine> lines = java.util.Arrays.stream(descriptions)
                .map(d -> new SalesInvoiceLine()
                        .setDescription(d)
                        .setGlAccountId(books.revenue())
                        .setQuantity(BigDecimal.ONE)
                        .setUnitPrice(BigDecimal.TEN))
                .toList();
        client.createTree(TreeNode.of(header).withChildren(SalesInvoice.LINES, lines));
        return header.getId();
    }

    @Test
    void treeWithTypedChildrenAndTypedChildSubquery() {
        RecordId<SalesInvoice> id = draftWithLines("REL-1", "Consulting", "Licence", "Support");

        SalesInvoice invoice = client
                .query(Soql.select(SalesInvoice.ID, SalesInvoice.NAME)
                        .from(SalesInvoice.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoice.ID).eq(id))
                        .withChildren(
                                SalesInvoice.LINES,
                                Soql.select(SalesInvoiceLine.DESCRIPTION, SalesInvoiceLine.LINE_AMOUNT)
                                        .from(SalesInvoiceLine.SOBJECT_TYPE)
                                        .orderBy(Soql.field(SalesInvoiceLine.DESCRIPTION)
                                                .asc())))
                .stream()
                .findFirst()
                .orElseThrow();

        List<SalesInvoiceLine> lines =
                client.children(invoice, SalesInvoice.LINES).stream().toList();
        assertEquals(
                List.of("Consulting", "Licence", "Support"),
                lines.stream().map(SalesInvoiceLine::getDescription).toList());
        assertTrue(lines.stream().allMatch(l -> l.getLineAmount().compareTo(BigDecimal.TEN) == 0));
        // The children of another relationship were not selected: empty, not an error.
        assertEquals(
                0, client.children(invoice, SalesInvoice.CREDIT_MEMOS).stream().count());
        // A subquery of another object than SalesInvoiceLine under SalesInvoice.LINES does not compile.
    }

    @Test
    void parentRecordsSelectedThroughTypedParentPaths() {
        RecordId<SalesInvoice> id = draftWithLines("REL-2", "Consulting");

        SalesInvoice invoice = client
                .query(Soql.select(SalesInvoice.ID)
                        .from(SalesInvoice.SOBJECT_TYPE)
                        .alsoSelect(
                                Soql.parent(SalesInvoice.ENTITY_ID).get(Entity.NAME),
                                Soql.parent(SalesInvoice.ENTITY_ID).get(Entity.INVOICE_NUMBER_PREFIX),
                                Soql.parent(SalesInvoice.CUSTOMER_ID).get(Account.NAME))
                        .where(Soql.parent(SalesInvoice.CUSTOMER_ID)
                                .get(Account.NAME)
                                .eq("Acme Corp")
                                .and(Soql.field(SalesInvoice.ID).eq(id))))
                .stream()
                .findFirst()
                .orElseThrow();

        Entity entity = invoice.getEntity();
        assertNotNull(entity);
        assertEquals("Example Ltd", entity.getName());
        assertEquals("INV-", entity.getInvoiceNumberPrefix());
        assertEquals("Acme Corp", invoice.getCustomer().getName());
        // Not selected: absent, not an empty record.
        assertNull(invoice.getLedger());

        SalesInvoiceLine line = client
                .query(Soql.select(SalesInvoiceLine.ID)
                        .from(SalesInvoiceLine.SOBJECT_TYPE)
                        .alsoSelect(Soql.parent(SalesInvoiceLine.SALES_INVOICE_ID)
                                .parent(SalesInvoice.ENTITY_ID)
                                .get(Entity.NAME))
                        .alsoSelect(Soql.parent(SalesInvoiceLine.GL_ACCOUNT_ID).get(GLAccount.NAME))
                        .where(Soql.field(SalesInvoiceLine.SALES_INVOICE_ID).eq(id)))
                .stream()
                .findFirst()
                .orElseThrow();
        assertEquals("Example Ltd", line.getSalesInvoice().getEntity().getName());
        assertEquals("4000 Revenue", line.getGlAccount().getName());
    }

    @Test
    void statusTransitionsAreTypedByTheStatusPicklistAndIdsKnowTheirObject() {
        RecordId<SalesInvoice> id = draftWithLines("REL-3", "Consulting");
        assertEquals(SalesInvoice.SOBJECT_TYPE, id.sobjectType().orElseThrow());

        client.post(id);
        assertEquals(SalesInvoice.Status.POSTED, client.get(id).getStatus());

        client.transition(id, SalesInvoice.Status.VOID);
        assertEquals(SalesInvoice.Status.VOID, client.get(id).getStatus());

        // An id parsed from text does not know its object: the typed calls say how to fix it.
        RecordId<SalesInvoice> bare = RecordId.of(id.value());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> client.get(bare));
        assertTrue(e.getMessage().contains("RecordId.of(Type.SOBJECT_TYPE"), e.getMessage());
        assertEquals(
                SalesInvoice.Status.VOID,
                client.get(RecordId.of(SalesInvoice.SOBJECT_TYPE, id.value())).getStatus());
    }

    @Test
    void lookupIdsReadFromRecordsReachTheClientWithoutATypeArgument() {
        RecordId<SalesInvoice> id = draftWithLines("REL-4", "Consulting");
        SalesInvoice invoice = client.get(id);

        // Ids read from a record carry their generated object: client.get needs no type argument.
        Entity entity = client.get(invoice.getEntityId());
        assertEquals("Example Ltd", entity.getName());
        Account customer = client.get(invoice.getCustomerId());
        assertEquals("Acme Corp", customer.getName());
        SalesInvoiceLine line = client
                .query(Soql.select(SalesInvoiceLine.ID, SalesInvoiceLine.SALES_INVOICE_ID)
                        .from(SalesInvoiceLine.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoiceLine.SALES_INVOICE_ID).eq(id)))
                .stream()
                .findFirst()
                .orElseThrow();
        assertEquals("REL-4", client.get(line.getSalesInvoiceId()).getReference());
        assertEquals(Entity.SOBJECT_TYPE, invoice.getEntityId().sobjectType().orElseThrow());
    }

    @Test
    void picklistConditionsTakeTheFieldsEnumOrTheExplicitTextEscapeHatch() {
        RecordId<SalesInvoice> id = draftWithLines("REL-5", "Consulting");

        assertEquals(
                1,
                client
                        .query(Soql.select(SalesInvoice.ID)
                                .from(SalesInvoice.SOBJECT_TYPE)
                                .where(Soql.field(SalesInvoice.STATUS)
                                        .is(SalesInvoice.Status.DRAFT)
                                        .and(Soql.field(SalesInvoice.ID).eq(id))))
                        .stream()
                        .count());
        assertEquals(
                1,
                client
                        .query(Soql.select(SalesInvoice.ID)
                                .from(SalesInvoice.SOBJECT_TYPE)
                                .where(Soql.field(SalesInvoice.STATUS)
                                        .isValue("Draft")
                                        .and(Soql.field(SalesInvoice.ID).eq(id))))
                        .stream()
                        .count());
        // A grouped picklist reads back as its enum.
        List<SalesInvoice.Status> statuses = client
                .aggregate(Soql.aggregate(SalesInvoice.SOBJECT_TYPE, Soql.count(SalesInvoice.ID))
                        .groupBy(Soql.field(SalesInvoice.STATUS)))
                .stream()
                .map(row -> row.get(Soql.field(SalesInvoice.STATUS)))
                .toList();
        assertEquals(List.of(SalesInvoice.Status.DRAFT), statuses);

        // A multi-select picklist: INCLUDES and EXCLUDES of the field's own constants.
        client.update(SalesInvoice.SOBJECT_TYPE
                .newRecord(id)
                .setDeliveryChannels(Set.of(SalesInvoice.DeliveryChannels.EMAIL, SalesInvoice.DeliveryChannels.EDI)));
        assertEquals(
                1,
                client
                        .query(Soql.select(SalesInvoice.ID)
                                .from(SalesInvoice.SOBJECT_TYPE)
                                .where(Soql.includes(SalesInvoice.DELIVERY_CHANNELS, SalesInvoice.DeliveryChannels.EDI)
                                        .and(Soql.field(SalesInvoice.ID).eq(id))))
                        .stream()
                        .count());
        assertEquals(
                0,
                client
                        .query(Soql.select(SalesInvoice.ID)
                                .from(SalesInvoice.SOBJECT_TYPE)
                                .where(Soql.excludes(
                                                SalesInvoice.DELIVERY_CHANNELS, SalesInvoice.DeliveryChannels.EMAIL)
                                        .and(Soql.field(SalesInvoice.ID).eq(id))))
                        .stream()
                        .count());
    }

    @Test
    void aRecordOfAnExistingIdUpdatesWithoutReadingItFirst() {
        RecordId<SalesInvoice> id = draftWithLines("REL-6", "Consulting");

        client.update(SalesInvoice.SOBJECT_TYPE.newRecord(id).setMemo("updated by id"));

        assertEquals("updated by id", client.get(id).getMemo());
    }
}
