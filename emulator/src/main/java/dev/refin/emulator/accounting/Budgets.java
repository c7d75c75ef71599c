package dev.refin.emulator.accounting;

import static dev.refin.emulator.store.Records.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.schema.Formulas;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Keeps the budget lines' committed and actual amounts right under the declared {@link Documents.BudgetRule}; call
 * under the write lock. A budget line is recomputed from the document lines of its GL account (the store's field
 * index), so the cost follows that account's lines, not the whole table.
 */
final class Budgets {
    private final RecordStore store;
    private final Formulas formulas;
    private final Documents.BudgetRule rule;

    Budgets(RecordStore store, Formulas formulas, Documents.BudgetRule rule) {
        this.store = store;
        this.formulas = formulas;
        this.rule = rule;
    }

    /**
     * The budget lines a written record moves, recomputed; {@code parentChanged} is told each budget whose line
     * changed so that its own roll-ups follow.
     */
    void refresh(String object, ObjectNode record, BiConsumer<String, String> parentChanged) {
        Documents.Kind kind = rule.kind();
        String document = null;
        if (object.equals(kind.object())) {
            document = text(record, "Id");
        } else if (object.equals(kind.lineObject())) {
            document = text(record, kind.parentField());
        } else if (Documents.applicationOf(object)
                .filter(a -> a.target() == kind)
                .isPresent()) {
            document = text(record, kind.parentField());
        } else if (object.equals(rule.budgetLine())) {
            recompute(text(record, "Id"));
            return; // the budget's own roll-ups run next, as for any child
        }
        if (document == null) {
            return;
        }
        Set<String> accounts = new LinkedHashSet<>();
        for (ObjectNode line : store.matching(kind.lineObject(), kind.parentField(), document)) {
            if (document.equals(text(line, kind.parentField())) && text(line, rule.lineAccount()) != null) {
                accounts.add(text(line, rule.lineAccount()));
            }
        }
        if (object.equals(kind.lineObject()) && text(record, rule.lineAccount()) != null) {
            accounts.add(text(record, rule.lineAccount()));
        }
        for (String account : accounts) {
            for (ObjectNode budgetLine : store.matching(rule.budgetLine(), rule.account(), account)) {
                if (account.equals(text(budgetLine, rule.account())) && recompute(text(budgetLine, "Id"))) {
                    parentChanged.accept(rule.budget(), text(budgetLine, rule.budget()));
                }
            }
        }
    }

    /** Recomputes one budget line's committed and actual amounts; true when the line exists. */
    private boolean recompute(String budgetLineId) {
        ObjectNode budgetLine = budgetLineId == null ? null : store.get(rule.budgetLine(), budgetLineId);
        if (budgetLine == null) {
            return false;
        }
        ObjectNode budget = store.peek(rule.budget(), Objects.requireNonNullElse(text(budgetLine, rule.budget()), ""));
        String entity = text(budget, Documents.ENTITY_FIELD);
        String account = text(budgetLine, rule.account());
        String period = text(budgetLine, rule.period());
        Documents.Kind kind = rule.kind();
        BigDecimal committed = BigDecimal.ZERO;
        BigDecimal actual = BigDecimal.ZERO;
        for (ObjectNode line : store.matching(kind.lineObject(), rule.lineAccount(), account)) {
            ObjectNode document =
                    store.peek(kind.object(), Objects.requireNonNullElse(text(line, kind.parentField()), ""));
            if (document == null
                    || !account.equals(text(line, rule.lineAccount()))
                    || !Documents.POSTED.equals(text(document, Documents.STATUS))
                    || !Objects.equals(text(document, rule.period()), period)
                    || !Objects.equals(text(document, Documents.ENTITY_FIELD), entity)) {
                continue;
            }
            // In the ledger's currency, as the posting wrote the line's expense: at the document's posted rate,
            // rounded half-up to the cent, so the ledger rebuilds the budget line.
            BigDecimal rate =
                    Objects.requireNonNullElse(Records.decimal(document, PackageSchema.EXCHANGE_RATE), BigDecimal.ONE);
            BigDecimal amount = formulas.decimal(kind.lineObject(), line, rule.lineAmount())
                    .multiply(rate)
                    .setScale(2, RoundingMode.HALF_UP)
                    .multiply(BigDecimal.valueOf(kind.sign(document)));
            BigDecimal total = formulas.decimal(kind.object(), document, rule.total());
            BigDecimal paid = formulas.decimal(kind.object(), document, rule.paid());
            BigDecimal spent = total.signum() == 0
                    ? BigDecimal.ZERO
                    : amount.multiply(paid).divide(total, 2, RoundingMode.HALF_UP);
            actual = actual.add(spent);
            committed = committed.add(amount.subtract(spent));
        }
        budgetLine.put(rule.committed(), committed);
        budgetLine.put(rule.actual(), actual);
        return true;
    }
}
