package com.example.integration;

import com.example.accounting.AccountingTransaction;
import com.example.accounting.CashReceipt;
import com.example.accounting.CashReceiptApplication;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.CompositeException;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RefinApiException;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.client.TreeNode;
import dev.refin.runtime.query.Aggregate;
import dev.refin.runtime.query.AggregateRow;
import dev.refin.runtime.query.Path;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The canonical integration of the accounting interface (section 1.6) with the generated types: insert a draft
 * invoice with its lines in one round trip, idempotent by its Reference; post it with the single-field status
 * PATCH; route a refused post by its typed error; read back number, due date and ledger entries; query open
 * invoices with their aging; rebuild GL balances from the ledger; apply and un-apply cash receipts.
 */
public final class InvoiceIntegration {
    private static final Aggregate<AccountingTransaction, BigDecimal> DEBITS =
            Soql.sum(AccountingTransaction.DEBIT).as("debits");
    private static final Aggregate<AccountingTransaction, BigDecimal> CREDITS =
            Soql.sum(AccountingTransaction.CREDIT).as("credits");
    private static final Path<AccountingTransaction, RecordId<GLAccount>> GL_ACCOUNT =
            Soql.field(AccountingTransaction.GL_ACCOUNT_ID);

    private final RefinClient client;

    /** An integration over the given client; its user needs a licence seat of the package to write. */
    public InvoiceIntegration(RefinClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /**
     * Creates the draft invoice with its lines in one round trip (composite tree), unless an invoice with the
     * same Reference exists: then nothing is created and the existing invoice is returned. A re-run of the
     * same source document therefore creates nothing new.
     *
     * @param header the invoice; its Reference carries the source system's id and is required
     * @param lines the lines; their link to the header is set by the tree
     * @throws IllegalArgumentException when the header has no Reference
     */
    public Draft createDraft(SalesInvoice header, List<SalesInvoiceLine> lines) {
        String reference = header.getReference();
        if (reference == null || reference.isBlank()) {
            throw new IllegalArgumentException("the invoice needs a Reference: it is the idempotency key");
        }
        Optional<RecordId<SalesInvoice>> existing = findByReference(reference);
        if (existing.isPresent()) {
            return new Draft(existing.get(), false);
        }
        try {
            client.createTree(TreeNode.of(header).withChildren(SalesInvoice.LINES, lines));
            return new Draft(header.getId(), true);
        } catch (CompositeException e) {
            // Another run created the same Reference in between: the unique Reference refused ours, nothing was
            // written.
            if (e.kind() == ErrorKind.DUPLICATE_VALUE) {
                return findByReference(reference)
                        .map(id -> new Draft(id, false))
                        .orElseThrow(() -> e);
            }
            throw e;
        }
    }

    /** The invoice carrying the source system's id in its Reference, if any. */
    public Optional<RecordId<SalesInvoice>> findByReference(String reference) {
        return client
                .query(Soql.select(SalesInvoice.ID)
                        .from(SalesInvoice.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoice.REFERENCE).eq(reference))
                        .limit(1))
                .stream()
                .map(SalesInvoice::getId)
                .findFirst();
    }

    /**
     * Posts a draft invoice: the single-field PATCH of its status, answered 204 when every gate passes. A
     * refusal is read from the typed error and routed, never retried: the same data fails the same gate again.
     */
    public PostResult post(RecordId<SalesInvoice> invoice) {
        try {
            client.post(SalesInvoice.SOBJECT_TYPE, invoice);
            return PostResult.success();
        } catch (RefinApiException e) {
            PostOutcome outcome =
                    switch (e.kind()) {
                        case CLOSED_PERIOD -> PostOutcome.PERIOD_CLOSED;
                        case APPROVAL_REQUIRED -> PostOutcome.NEEDS_APPROVAL;
                        case LICENCE_SEAT_MISSING -> PostOutcome.NO_LICENCE;
                        default -> PostOutcome.REFUSED;
                    };
            return new PostResult(outcome, e.serverMessage());
        }
    }

    /** Reads back what posting produced: number, due date, total and the ledger entries. */
    public PostedInvoice readBack(RecordId<SalesInvoice> invoice) {
        SalesInvoice posted = client.get(
                SalesInvoice.SOBJECT_TYPE,
                invoice,
                SalesInvoice.NAME,
                SalesInvoice.DUE_DATE,
                SalesInvoice.TOTAL_AMOUNT);
        return new PostedInvoice(
                posted.getName(), posted.getDueDate(), posted.getTotalAmount(), ledgerEntries(invoice));
    }

    /** The ledger entries posting wrote for the invoice, in the order they were written. */
    public List<AccountingTransaction> ledgerEntries(RecordId<SalesInvoice> invoice) {
        return client
                .query(Soql.select(
                                AccountingTransaction.ID,
                                AccountingTransaction.NAME,
                                AccountingTransaction.GL_ACCOUNT_ID,
                                AccountingTransaction.DEBIT,
                                AccountingTransaction.CREDIT,
                                AccountingTransaction.JOURNAL_NUMBER,
                                AccountingTransaction.TRANSACTION_DATE,
                                AccountingTransaction.SOURCE_TYPE)
                        .from(AccountingTransaction.SOBJECT_TYPE)
                        .where(Soql.field(AccountingTransaction.SALES_INVOICE_ID)
                                .eq(invoice))
                        .orderBy(Soql.field(AccountingTransaction.NAME).asc()))
                .stream()
                .toList();
    }

    /** The entity's posted invoices with a balance due, oldest due date first, with their aging formulas. */
    public List<SalesInvoice> openInvoices(RecordId<Entity> entity) {
        return client
                .query(Soql.select(
                                SalesInvoice.ID,
                                SalesInvoice.NAME,
                                SalesInvoice.REFERENCE,
                                SalesInvoice.DUE_DATE,
                                SalesInvoice.BALANCE_DUE,
                                SalesInvoice.DAYS_OVERDUE,
                                SalesInvoice.AGING_BUCKET)
                        .from(SalesInvoice.SOBJECT_TYPE)
                        .where(Soql.field(SalesInvoice.ENTITY_ID)
                                .eq(entity)
                                .and(Soql.field(SalesInvoice.STATUS).is(SalesInvoice.Status.POSTED))
                                .and(Soql.field(SalesInvoice.BALANCE_DUE).gt(BigDecimal.ZERO)))
                        .orderBy(Soql.field(SalesInvoice.DUE_DATE).asc()))
                .stream()
                .toList();
    }

    /**
     * Rebuilds the entity's general-ledger balances from the posting truth, {@code refin__Accounting_Transaction__c}:
     * {@code SELECT refin__GL_Account__c, SUM(refin__Debit__c), SUM(refin__Credit__c) ... GROUP BY refin__GL_Account__c}.
     */
    public List<AccountBalance> ledgerBalances(RecordId<Entity> entity) {
        List<AccountBalance> balances = new ArrayList<>();
        for (AggregateRow<AccountingTransaction> row :
                client.aggregate(Soql.aggregate(AccountingTransaction.SOBJECT_TYPE, DEBITS, CREDITS)
                        .groupBy(GL_ACCOUNT)
                        .where(Soql.field(AccountingTransaction.ENTITY_ID).eq(entity)))) {
            balances.add(new AccountBalance(row.get(GL_ACCOUNT), orZero(row.get(DEBITS)), orZero(row.get(CREDITS))));
        }
        return balances;
    }

    /**
     * Records a customer payment as a posted cash receipt, idempotent by its Reference like invoices: an
     * existing receipt with the Reference is returned as it is.
     *
     * @throws RefinApiException when posting the receipt is refused
     */
    public RecordId<CashReceipt> receiveCash(CashReceipt receipt) {
        Optional<CashReceipt> existing =
                client.findBy(CashReceipt.SOBJECT_TYPE, CashReceipt.REFERENCE, receipt.getReference());
        if (existing.isPresent()) {
            return existing.get().getId();
        }
        RecordId<CashReceipt> id = client.create(receipt);
        client.post(CashReceipt.SOBJECT_TYPE, id);
        return id;
    }

    /**
     * Applies part of a posted receipt to a posted invoice; the invoice's balance due and the receipt's
     * unapplied amount roll up at once.
     *
     * @throws RefinApiException with the package's message when a matching guard refuses (e.g. over-application)
     */
    public RecordId<CashReceiptApplication> apply(
            RecordId<CashReceipt> receipt, RecordId<SalesInvoice> invoice, BigDecimal amount) {
        return client.create(new CashReceiptApplication()
                .setCashReceiptId(receipt)
                .setSalesInvoiceId(invoice)
                .setAmountApplied(amount));
    }

    /** Un-applies a receipt application by deleting it; the roll-ups move back. */
    public void unapply(RecordId<CashReceiptApplication> application) {
        client.delete(CashReceiptApplication.SOBJECT_TYPE, application);
    }

    /** The invoice's balance due (a roll-up). */
    public BigDecimal balanceDue(RecordId<SalesInvoice> invoice) {
        return client.get(SalesInvoice.SOBJECT_TYPE, invoice, SalesInvoice.BALANCE_DUE)
                .getBalanceDue();
    }

    /** The receipt's unapplied amount (a roll-up). */
    public BigDecimal unappliedAmount(RecordId<CashReceipt> receipt) {
        return client.get(CashReceipt.SOBJECT_TYPE, receipt, CashReceipt.UNAPPLIED_AMOUNT)
                .getUnappliedAmount();
    }

    private static BigDecimal orZero(BigDecimal value) {
        return value == null ? BigDecimal.ZERO : value;
    }

    /**
     * Prints the open invoices and the rebuilt GL balances of an entity.
     *
     * <p>Usage: {@code InvoiceIntegration <instance-url> <access-token> <entity-id>}; the token is a session of a
     * dedicated integration user holding a licence seat.
     */
    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: InvoiceIntegration <instance-url> <access-token> <entity-id>");
            System.exit(2);
        }
        RefinClient client = RefinClient.builder()
                .instanceUrl(args[0])
                .auth(StaticTokenAuth.of(args[1]))
                .build();
        InvoiceIntegration integration = new InvoiceIntegration(client);
        RecordId<Entity> entity = RecordId.of(args[2]);
        System.out.println("Open invoices:");
        for (SalesInvoice invoice : integration.openInvoices(entity)) {
            System.out.printf(
                    "  %s due %s balance %s aging %s%n",
                    invoice.getName(), invoice.getDueDate(), invoice.getBalanceDue(), invoice.getAgingBucket());
        }
        System.out.println("General-ledger balances (debits - credits):");
        for (AccountBalance balance : integration.ledgerBalances(entity)) {
            System.out.printf("  %s %s%n", balance.account(), balance.net());
        }
    }
}
