package dev.refin.emulator.accounting;

import static dev.refin.emulator.store.Records.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.schema.Formulas;
import dev.refin.emulator.store.RecordStore;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps the declared roll-ups ({@link Documents#ROLLUPS}) right after every write that touches them, applies posted
 * credit memos to the invoices they correct, and keeps the budget lines under the budget rule ({@link Budgets});
 * call under the write lock. Each parent's summaries are
 * recomputed from its children through the store's field index, so the cost follows the parent's children.
 */
public final class Rollups {
    private final RecordStore store;
    private final Formulas formulas;
    private final Budgets budgets;

    /**
     * The line writes of an open batch whose roll-ups wait for its end, one per line object, document and GL
     * account (what a line's refresh depends on); null when no batch is open.
     */
    private Map<String, Deferred> deferred;

    /** A line write whose roll-ups wait for the end of its batch. */
    private record Deferred(String object, ObjectNode record) {}

    public Rollups(RecordStore store, Formulas formulas) {
        this.store = store;
        this.formulas = formulas;
        this.budgets = new Budgets(store, formulas, Documents.BUDGETS);
    }

    /**
     * Runs a batch of writes (call under the write lock): the roll-ups that document lines feed are recomputed once
     * per document and GL account when the batch ends, instead of once per line. A line's own triggers never read
     * its document's totals (only its status and party), so no write inside the batch sees a stale total; writes of
     * documents, applications and budgets still refresh at once.
     */
    public <T> T batch(java.util.function.Supplier<T> writes) {
        if (deferred != null) {
            return writes.get();
        }
        deferred = new LinkedHashMap<>();
        try {
            return writes.get();
        } finally {
            Map<String, Deferred> due = deferred;
            deferred = null;
            due.values().forEach(line -> refresh(line.object(), line.record()));
        }
    }

    /** Recomputes every roll-up the written record feeds (as parent, as child, or as an applied credit memo). */
    public void refresh(String object, ObjectNode record) {
        if (record == null) {
            return;
        }
        if (deferred != null) {
            Documents.Kind kind = Documents.kindOfLine(object).orElse(null);
            if (kind != null) {
                String key = object
                        + '\u0000'
                        + text(record, kind.parentField())
                        + '\u0000'
                        + text(record, Documents.BUDGETS.lineAccount());
                deferred.computeIfAbsent(key, k -> new Deferred(object, record.deepCopy()));
                return;
            }
        }
        if (object.equals(Documents.BUDGETS.budgetLine())) {
            budgets.refresh(object, record, this::refreshParent);
        }
        for (Documents.Rollup rollup : Documents.ROLLUPS) {
            if (rollup.child().equals(object)) {
                refreshParent(rollup.parent(), text(record, rollup.lookup()));
            }
        }
        if (Documents.ROLLUPS.stream().anyMatch(r -> r.parent().equals(object))) {
            refreshParent(object, text(record, "Id"));
        }
        if (object.equals(Documents.INVOICE)) {
            // A credit memo's state moves the balance of the invoice it corrects.
            refreshParent(Documents.INVOICE, text(record, Documents.ORIGINAL_INVOICE));
        }
        if (!object.equals(Documents.BUDGETS.budgetLine())) {
            // After the document's own roll-ups (amount paid), so the budget sees the paid share.
            budgets.refresh(object, record, this::refreshParent);
        }
    }

    /** Recomputes one parent's roll-ups from its children. */
    private void refreshParent(String parentObject, String parentId) {
        ObjectNode parent = parentId == null ? null : store.get(parentObject, parentId);
        if (parent == null) {
            return;
        }
        Documents.Kind kind = Documents.kindOf(parentObject).orElse(null);
        int sign = kind == null ? 1 : kind.sign(parent);
        for (Documents.Rollup rollup : Documents.ROLLUPS) {
            if (!rollup.parent().equals(parentObject)) {
                continue;
            }
            BigDecimal total = BigDecimal.ZERO;
            List<ObjectNode> children = store.matching(rollup.child(), rollup.lookup(), parentId);
            for (ObjectNode child : children) {
                if (!parentId.equals(text(child, rollup.lookup()))) {
                    continue;
                }
                total = total.add(
                        rollup.summed() == null
                                ? BigDecimal.ONE
                                : formulas.decimal(rollup.child(), child, rollup.summed()));
            }
            parent.put(rollup.field(), rollup.summed() == null ? total : total.multiply(BigDecimal.valueOf(sign)));
        }
        if (parentObject.equals(Documents.INVOICE)) {
            applyCreditMemos(parent);
        }
    }

    /**
     * Applies the posted credit memos that correct a posted invoice ({@code refin__Original_Invoice__c}), oldest
     * first, each up to what is still open: the invoice's amount paid grows by what they apply and each memo's
     * amount paid becomes minus what it applied, so both balances move toward zero.
     */
    private void applyCreditMemos(ObjectNode invoice) {
        String invoiceId = text(invoice, "Id");
        BigDecimal paid = formulas.decimal(Documents.INVOICE, invoice, PackageSchema.AMOUNT_PAID);
        boolean open = Documents.POSTED.equals(text(invoice, Documents.STATUS))
                && !Documents.CREDIT_MEMO.equals(text(invoice, Documents.INVOICE_TYPE));
        BigDecimal remaining = formulas.decimal(Documents.INVOICE, invoice, PackageSchema.TOTAL_AMOUNT)
                .subtract(paid);
        for (ObjectNode memo : store.matching(Documents.INVOICE, Documents.ORIGINAL_INVOICE, invoiceId)) {
            if (!invoiceId.equals(text(memo, Documents.ORIGINAL_INVOICE))
                    || !Documents.CREDIT_MEMO.equals(text(memo, Documents.INVOICE_TYPE))) {
                continue;
            }
            BigDecimal applied = BigDecimal.ZERO;
            if (open && Documents.POSTED.equals(text(memo, Documents.STATUS))) {
                BigDecimal credit = formulas.decimal(Documents.INVOICE, memo, PackageSchema.TOTAL_AMOUNT)
                        .negate();
                applied = credit.min(remaining).max(BigDecimal.ZERO);
                remaining = remaining.subtract(applied);
                paid = paid.add(applied);
            }
            ObjectNode stored = store.get(Documents.INVOICE, text(memo, "Id"));
            stored.put(PackageSchema.AMOUNT_PAID, applied.negate());
        }
        invoice.put(PackageSchema.AMOUNT_PAID, paid);
    }
}
