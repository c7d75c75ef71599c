package com.example.integration;

import com.example.accounting.AccountingTransaction;
import com.example.accounting.Entity;
import com.example.accounting.GLAccount;
import com.example.accounting.SalesInvoice;
import com.example.accounting.SalesInvoiceLine;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.Bulk;
import dev.refin.runtime.client.BulkResult;
import dev.refin.runtime.client.ErrorKind;
import dev.refin.runtime.client.RecordOutcome;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.query.Soql;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Loads many draft invoices with their lines through Bulk API 2.0 jobs, posts them, and rebuilds the ledger
 * balances by a bulk query: the volume path next to {@link InvoiceIntegration}'s record-at-a-time calls.
 * Idempotent by Reference: headers are upserted by it, and lines go only to the headers a run created.
 */
public final class BulkInvoiceLoad {
    private final Bulk bulk;

    /** A loader using this client's bulk jobs. */
    public BulkInvoiceLoad(RefinClient client) {
        this.bulk = client.bulk();
    }

    /** A loader with bulk settings of its own (records per job, polling). */
    public BulkInvoiceLoad(Bulk bulk) {
        this.bulk = bulk;
    }

    /**
     * One invoice to load.
     *
     * @param header the header; its Reference is the idempotency key and must be set
     * @param lines the lines, without their invoice (set by the load)
     */
    public record BulkDraft(SalesInvoice header, List<SalesInvoiceLine> lines) {}

    /**
     * What a load did.
     *
     * @param created invoices this run created (their lines were inserted)
     * @param existing invoices that already existed as drafts (left as they are, then posted)
     * @param alreadyPosted invoices already posted by an earlier run (locked, untouched)
     * @param linesInserted lines inserted
     * @param posted invoices posted by this run
     * @param refused every refused record as {@code Reference: error}
     */
    public record Report(
            int created, int existing, int alreadyPosted, long linesInserted, int posted, List<String> refused) {}

    /** Upserts the headers by Reference, inserts the lines of new ones, and posts every draft among them. */
    public Report load(List<BulkDraft> drafts) {
        Map<String, BulkDraft> byReference = new LinkedHashMap<>();
        for (BulkDraft draft : drafts) {
            byReference.put(draft.header().getReference(), draft);
        }
        List<String> refused = new ArrayList<>();
        List<SalesInvoiceLine> lines = new ArrayList<>();
        List<SalesInvoice> toPost = new ArrayList<>();
        int[] counts = new int[3];
        bulk.upsert(
                SalesInvoice.SOBJECT_TYPE,
                SalesInvoice.REFERENCE,
                byReference.values().stream().map(BulkDraft::header),
                outcome -> {
                    String reference = outcome.record().getReference();
                    if (outcome.success()) {
                        counts[outcome.created() ? 0 : 1]++;
                        toPost.add(SalesInvoice.SOBJECT_TYPE
                                .newRecord(outcome.id().orElseThrow())
                                .setStatus(SalesInvoice.Status.POSTED));
                        if (outcome.created()) {
                            for (SalesInvoiceLine line :
                                    byReference.get(reference).lines()) {
                                lines.add(Bulk.parentByExternalId(
                                        line, SalesInvoiceLine.SALES_INVOICE_ID, SalesInvoice.REFERENCE, reference));
                            }
                        }
                    } else if (outcome.errors().get(0).kind() == ErrorKind.DOCUMENT_LOCKED) {
                        counts[2]++;
                    } else {
                        refused.add(reference + ": " + outcome.errors().get(0));
                    }
                });
        BulkResult inserted = bulk.insert(SalesInvoiceLine.SOBJECT_TYPE, lines, outcome -> {
            if (!outcome.success()) {
                refused.add(outcome.record().getDescription() + ": "
                        + outcome.errors().get(0));
            }
        });
        int[] posted = new int[1];
        bulk.update(SalesInvoice.SOBJECT_TYPE, toPost, (RecordOutcome<SalesInvoice> outcome) -> {
            if (outcome.success()) {
                posted[0]++;
            } else {
                refused.add(outcome.record().getId() + ": " + outcome.errors().get(0));
            }
        });
        return new Report(counts[0], counts[1], counts[2], inserted.succeeded(), posted[0], List.copyOf(refused));
    }

    /**
     * Rebuilds the entity's general-ledger balances from every ledger entry, streamed by a bulk query (one page in
     * memory at a time): the reconciliation that scales past what an aggregate query may group.
     */
    public List<AccountBalance> ledgerBalances(RecordId<Entity> entity) {
        Map<RecordId<GLAccount>, BigDecimal[]> sums = new LinkedHashMap<>();
        try (Stream<AccountingTransaction> entries = bulk.query(Soql.select(
                        AccountingTransaction.GL_ACCOUNT_ID, AccountingTransaction.DEBIT, AccountingTransaction.CREDIT)
                .from(AccountingTransaction.SOBJECT_TYPE)
                .where(Soql.field(AccountingTransaction.ENTITY_ID).eq(entity)))) {
            entries.forEach(entry -> {
                BigDecimal[] sum = sums.computeIfAbsent(
                        entry.getGlAccountId(), k -> new BigDecimal[] {BigDecimal.ZERO, BigDecimal.ZERO});
                sum[0] = sum[0].add(orZero(entry.getDebit()));
                sum[1] = sum[1].add(orZero(entry.getCredit()));
            });
        }
        List<AccountBalance> out = new ArrayList<>();
        sums.forEach((account, sum) -> out.add(new AccountBalance(account, sum[0], sum[1])));
        return out;
    }

    private static BigDecimal orZero(BigDecimal value) {
        return value == null ? BigDecimal.ZERO : value;
    }
}
