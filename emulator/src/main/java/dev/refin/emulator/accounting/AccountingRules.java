package dev.refin.emulator.accounting;

import static dev.refin.emulator.accounting.Documents.DRAFT;
import static dev.refin.emulator.accounting.Documents.ENTITY_FIELD;
import static dev.refin.emulator.accounting.Documents.INVOICE_TYPE;
import static dev.refin.emulator.accounting.Documents.POSTED;
import static dev.refin.emulator.accounting.Documents.STATUS;
import static dev.refin.emulator.store.Records.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.schema.FieldValidator;
import dev.refin.emulator.schema.RecordFactory;
import dev.refin.emulator.schema.Schema;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.store.Records;
import dev.refin.emulator.wire.ApiException;
import dev.refin.emulator.wire.Json;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/** The package's triggers: insert defaults, document numbering, locks of posted documents, and posting. */
public final class AccountingRules implements Trigger {
    private final Schema schema;
    private final RecordStore store;
    private final PostingEngine posting;
    private final Supplier<LocalDate> today;

    public AccountingRules(Schema schema, RecordStore store, PostingEngine posting, Supplier<LocalDate> today) {
        this.schema = schema;
        this.store = store;
        this.posting = posting;
        this.today = today;
    }

    @Override
    public void beforeInsert(ObjectDescribe object, ObjectNode record) {
        Documents.kindOfLine(object.name()).ifPresent(header -> {
            checkParentNotPosted(header, record);
            fillLineAccount(object, header, record);
        });
        Documents.Kind kind = Documents.kindOf(object.name()).orElse(null);
        if (kind == null) {
            return;
        }
        String status = text(record, STATUS);
        if (status == null) {
            record.put(STATUS, DRAFT);
        } else if (!status.equals(DRAFT)) {
            throw ApiException.validation("A document cannot be inserted as " + status
                    + ": insert it as a Draft, then update " + STATUS + " to 'Posted'.");
        }
        if (text(record, ENTITY_FIELD) == null) {
            return; // the required-field check refuses it with the platform's message
        }
        checkParty(kind, record);
        checkPartyReference(object, kind, record);
        fillEntityDefaults(object, kind, record);
        checkOpenBooks(kind, record);
        if (text(record, "Name") == null) {
            assignNumber(object, kind, record);
        } else {
            checkNameUnique(object, record);
        }
    }

    /**
     * Runs before an update is stored: {@code before} is the stored record, {@code after} the record with the
     * body applied (the method may change it further). Runs the posting engine on Draft to Posted.
     */
    @Override
    public void beforeUpdate(ObjectDescribe object, ObjectNode before, ObjectNode after, ObjectNode body) {
        if (object.name().equals(Documents.TRANSACTION)) {
            checkLedgerRowKeepsItsDocument(object, before, after);
            return;
        }
        Documents.Kind header = Documents.kindOfLine(object.name()).orElse(null);
        if (header != null) {
            checkParentNotPosted(header, before);
            checkParentNotPosted(header, after);
            return;
        }
        Documents.Kind kind = Documents.kindOf(object.name()).orElse(null);
        if (kind == null) {
            return;
        }
        String oldStatus = Objects.requireNonNullElse(text(before, STATUS), DRAFT);
        String newStatus = Objects.requireNonNullElse(text(after, STATUS), DRAFT);
        if (oldStatus.equals(POSTED)
                && (newStatus.equals(DRAFT) || newStatus.equals(Documents.VOID))
                && onlyStatus(body)) {
            if (newStatus.equals(DRAFT)) {
                posting.unpost(kind, after);
            } else {
                posting.voidDocument(kind, after);
            }
            return;
        }
        if (!oldStatus.equals(DRAFT)) {
            throw ApiException.validation("This document is " + oldStatus.toLowerCase(java.util.Locale.ROOT)
                    + " and locked: it cannot be edited through the interface. Unpost it to make corrections.");
        }
        if (!newStatus.equals(DRAFT) && !newStatus.equals(POSTED)) {
            throw ApiException.validation(
                    "A Draft can only be posted: " + STATUS + " cannot change from Draft to " + newStatus + ".");
        }
        String partyField = kind.party().field();
        if (!Objects.equals(text(before, partyField), text(after, partyField))) {
            checkParty(kind, after);
        }
        if (kind.partyReference() != null && (body.has(partyField) || body.has(kind.partyReference()))) {
            checkPartyReference(object, kind, after);
        }
        boolean entityMoved = !Objects.equals(text(before, ENTITY_FIELD), text(after, ENTITY_FIELD));
        if (text(after, ENTITY_FIELD) != null) {
            rederive(object, kind, before, after, body);
        }
        if (!newStatus.equals(POSTED)) {
            // A posting runs the open-period gate in the gates' order instead.
            checkOpenBooks(kind, after);
        }
        // Every gate runs before anything is written, so a refused posting leaves the Draft as it was.
        PostingEngine.Posting prepared = newStatus.equals(POSTED) ? posting.prepare(kind, after) : null;
        boolean moved = entityMoved || !Objects.equals(text(before, INVOICE_TYPE), text(after, INVOICE_TYPE));
        if (moved && !body.has("Name")) {
            assignNumber(object, kind, after);
        } else if (body.has("Name")) {
            checkNameUnique(object, after);
        }
        if (prepared != null) {
            posting.commit(prepared, after);
        }
    }

    /**
     * Writes into closed books are refused (interface section 3, rule 4): a document dated on or before the
     * closure of its entity, ledger or closed accounting period cannot be inserted or updated.
     */
    private void checkOpenBooks(Documents.Kind kind, ObjectNode record) {
        LocalDate date = Records.date(record, kind.dateField());
        if (date != null) {
            PostingEngine.checkOpenBooks(store, date, record);
        }
    }

    private static boolean onlyStatus(ObjectNode body) {
        for (var names = body.fieldNames(); names.hasNext(); ) {
            if (!names.next().equals(STATUS)) {
                return false;
            }
        }
        return true;
    }

    /** Runs before a record is deleted; refuses deleting posted documents and lines of posted documents. */
    @Override
    public void beforeDelete(ObjectDescribe object, ObjectNode record) {
        Documents.Kind header = Documents.kindOfLine(object.name()).orElse(null);
        if (header != null) {
            checkParentNotPosted(header, record);
        } else if (Documents.kindOf(object.name()).isPresent()) {
            String status = Objects.requireNonNullElse(text(record, STATUS), DRAFT);
            if (!status.equals(DRAFT)) {
                throw ApiException.validation("This document is " + status.toLowerCase(java.util.Locale.ROOT)
                        + " and locked: it cannot be deleted through the interface.");
            }
        }
    }

    /**
     * A ledger row belongs to the document (and line) whose posting wrote it, in that document's currency: moving it
     * to another document would take it out of the reversal of its own, and the ledger would no longer balance per
     * document. Its description and dimensions may still change.
     */
    private static void checkLedgerRowKeepsItsDocument(ObjectDescribe object, ObjectNode before, ObjectNode after) {
        List<String> changed = new ArrayList<>();
        for (FieldDescribe field : object.fields()) {
            boolean postingKey = field.name().equals("CurrencyIsoCode")
                    || field.referenceTo().stream().anyMatch(Documents::isDocumentOrLine);
            if (postingKey && !Objects.equals(text(before, field.name()), text(after, field.name()))) {
                changed.add(field.name());
            }
        }
        if (!changed.isEmpty()) {
            throw ApiException.badRequest(
                    "FIELD_CUSTOM_VALIDATION_EXCEPTION",
                    "Ledger rows are written by posting: " + String.join(", ", changed)
                            + " cannot be changed. Unpost the document to reverse its entries.",
                    changed);
        }
    }

    /** A line of a posted (or void) document is locked, as the document itself is. */
    private void checkParentNotPosted(Documents.Kind kind, ObjectNode line) {
        ObjectNode header = store.peek(kind.object(), text(line, kind.parentField()));
        if (header != null && !DRAFT.equals(Objects.requireNonNullElse(text(header, STATUS), DRAFT))) {
            throw ApiException.validation("The " + kind.sourceType().toLowerCase(java.util.Locale.ROOT) + " "
                    + text(header, "Name") + " is posted and locked: its lines cannot be created, edited or deleted.");
        }
    }

    private void fillEntityDefaults(ObjectDescribe object, Documents.Kind kind, ObjectNode record) {
        ObjectNode entity = store.get(Documents.ENTITY, text(record, ENTITY_FIELD));
        if (text(record, kind.dateField()) == null) {
            Records.setIfPresent(
                    object,
                    record,
                    kind.dateField(),
                    Json.NODES.textNode(today.get().toString()));
        }
        if (text(record, Documents.LEDGER_FIELD) == null && text(entity, PackageSchema.DEFAULT_LEDGER) != null) {
            Records.setIfPresent(object, record, Documents.LEDGER_FIELD, entity.get(PackageSchema.DEFAULT_LEDGER));
        }
        LocalDate date = Records.date(record, kind.dateField());
        if (text(record, Documents.PERIOD_FIELD) == null && date != null) {
            String period = periodFor(text(record, ENTITY_FIELD), date);
            if (period != null) {
                Records.setIfPresent(object, record, Documents.PERIOD_FIELD, Json.NODES.textNode(period));
            }
        }
        String termField = PackageSchema.PAYMENT_TERM;
        if (object.field(termField).isEmpty()) {
            return;
        }
        ObjectNode party = kind.party().paymentTerm() == null
                ? null
                : store.peek(
                        "Account",
                        Objects.requireNonNullElse(text(record, kind.party().field()), ""));
        if (text(record, termField) == null && text(party, kind.party().paymentTerm()) != null) {
            record.set(termField, party.get(kind.party().paymentTerm()));
        }
        if (text(record, termField) == null && text(entity, PackageSchema.DEFAULT_PAYMENT_TERM) != null) {
            record.set(termField, entity.get(PackageSchema.DEFAULT_PAYMENT_TERM));
        }
        String due = dueDate(text(record, termField), date);
        if (text(record, PackageSchema.DUE_DATE) == null && due != null) {
            Records.setIfPresent(object, record, PackageSchema.DUE_DATE, Json.NODES.textNode(due));
        }
    }

    /**
     * Re-derives a draft's derived fields whose inputs the update changed, in dependency order: the ledger from the
     * entity, the period from the entity and date, the payment term from the counterparty (else the entity), the due
     * date from the date and payment term. A field the body sets, or whose value is not what its old inputs gave (the
     * client chose it), is left as it is.
     */
    private void rederive(
            ObjectDescribe object, Documents.Kind kind, ObjectNode before, ObjectNode after, ObjectNode body) {
        List<String> fields = List.of(
                Documents.LEDGER_FIELD, Documents.PERIOD_FIELD, PackageSchema.PAYMENT_TERM, PackageSchema.DUE_DATE);
        for (String field : fields) {
            if (body.has(field) || object.field(field).isEmpty()) {
                continue;
            }
            String old = derived(kind, before, field);
            String now = derived(kind, after, field);
            String current = text(after, field);
            if (!Objects.equals(old, now) && (current == null || current.equals(old))) {
                after.set(field, now == null ? Json.NODES.nullNode() : Json.NODES.textNode(now));
            }
        }
    }

    /** What a derived field of a document is from the record's own inputs (as on insert), or null. */
    private String derived(Documents.Kind kind, ObjectNode record, String field) {
        String entityId = text(record, ENTITY_FIELD);
        ObjectNode entity = entityId == null ? null : store.get(Documents.ENTITY, entityId);
        LocalDate date = Records.date(record, kind.dateField());
        if (field.equals(Documents.LEDGER_FIELD)) {
            return text(entity, PackageSchema.DEFAULT_LEDGER);
        }
        if (field.equals(Documents.PERIOD_FIELD)) {
            return date == null || entityId == null ? null : periodFor(entityId, date);
        }
        if (field.equals(PackageSchema.PAYMENT_TERM)) {
            ObjectNode party = kind.party().paymentTerm() == null
                    ? null
                    : store.peek(
                            "Account",
                            Objects.requireNonNullElse(text(record, kind.party().field()), ""));
            String term = text(party, kind.party().paymentTerm());
            return term != null ? term : text(entity, PackageSchema.DEFAULT_PAYMENT_TERM);
        }
        return dueDate(text(record, PackageSchema.PAYMENT_TERM), date);
    }

    /** The due date a payment term gives for a document date, or null without either. */
    private String dueDate(String termId, LocalDate date) {
        ObjectNode term = termId == null ? null : store.get(Documents.PAYMENT_TERM, termId);
        if (term == null || date == null) {
            return null;
        }
        BigDecimal days = Objects.requireNonNullElse(Records.decimal(term, PackageSchema.DAYS_DUE), BigDecimal.ZERO);
        LocalDate base = "End of Month".equals(text(term, PackageSchema.DUE_DATE_BASIS))
                ? date.withDayOfMonth(date.lengthOfMonth())
                : date;
        return base.plusDays(days.longValue()).toString();
    }

    /** A line that names no GL account takes its document's counterparty's default expense account, if any. */
    private void fillLineAccount(ObjectDescribe object, Documents.Kind kind, ObjectNode line) {
        String expense = kind.party().expenseAccount();
        if (expense == null || text(line, PackageSchema.GL_ACCOUNT) != null) {
            return;
        }
        ObjectNode header = store.peek(kind.object(), text(line, kind.parentField()));
        ObjectNode party = store.peek(
                "Account", Objects.requireNonNullElse(text(header, kind.party().field()), ""));
        if (text(party, expense) != null) {
            Records.setIfPresent(object, line, PackageSchema.GL_ACCOUNT, party.get(expense));
        }
    }

    /** A kind whose counterparty needs a flag (vendors) refuses an account without it. */
    private void checkParty(Documents.Kind kind, ObjectNode record) {
        String flag = kind.party().flag();
        String id = text(record, kind.party().field());
        ObjectNode account = flag == null || id == null ? null : store.peek("Account", id);
        if (account != null && !account.path(flag).asBoolean(false)) {
            throw ApiException.badRequest(
                    "FIELD_CUSTOM_VALIDATION_EXCEPTION",
                    "The account " + text(account, "Name") + " is not a "
                            + kind.party().noun() + ": set " + flag + " on it first.",
                    List.of(kind.party().field()));
        }
    }

    /**
     * The package's duplicate validation on the payables side: a vendor reference (the vendor's bill number) is unique
     * per vendor, ignoring case, whatever the other document's status.
     */
    private void checkPartyReference(ObjectDescribe object, Documents.Kind kind, ObjectNode record) {
        String field = kind.partyReference();
        String reference = field == null ? null : text(record, field);
        if (reference == null) {
            return;
        }
        String party = text(record, kind.party().field());
        for (ObjectNode other : store.matching(object.name(), field, reference)) {
            if (!Objects.equals(text(other, "Id"), text(record, "Id"))
                    && Objects.equals(text(other, kind.party().field()), party)
                    && reference.equalsIgnoreCase(text(other, field))) {
                throw ApiException.badRequest(
                        "FIELD_CUSTOM_VALIDATION_EXCEPTION",
                        "Duplicate vendor reference: " + text(other, "Name") + " (" + text(other, "Id")
                                + ") already has the " + kind.party().noun() + " reference " + reference
                                + " for this " + kind.party().noun() + ".",
                        List.of(field));
            }
        }
    }

    /** The open-or-closed regular period of the entity (or of every entity) that contains the date. */
    private String periodFor(String entityId, LocalDate date) {
        String shared = null;
        for (ObjectNode period : store.all(Documents.PERIOD)) {
            LocalDate start = Records.date(period, PackageSchema.START_DATE);
            LocalDate end = Records.date(period, PackageSchema.END_DATE);
            boolean adjustment = period.path(PackageSchema.IS_ADJUSTMENT_PERIOD).asBoolean(false);
            if (start == null || end == null || adjustment || date.isBefore(start) || date.isAfter(end)) {
                continue;
            }
            String periodEntity = text(period, ENTITY_FIELD);
            if (entityId.equals(periodEntity)) {
                return period.get("Id").asText();
            }
            if (periodEntity == null && shared == null) {
                shared = period.get("Id").asText();
            }
        }
        return shared;
    }

    /** Numbers the document from its entity's series and advances the series. */
    private void assignNumber(ObjectDescribe object, Documents.Kind kind, ObjectNode record) {
        String entityId = text(record, ENTITY_FIELD);
        ObjectNode entity = store.get(Documents.ENTITY, entityId);
        Documents.Series series = kind.seriesOf(record);
        String counterKey = entityId + "|" + object.name() + "|" + series.key();
        boolean onEntity = series.nextField() != null
                && schema.object(Documents.ENTITY)
                        .flatMap(e -> e.describe().field(series.nextField()))
                        .isPresent();
        long next = onEntity
                ? Objects.requireNonNullElse(Records.decimal(entity, series.nextField()), BigDecimal.ONE)
                        .longValue()
                : Math.max(1, store.counter(counterKey));
        String prefix = series.prefixField() == null ? null : text(entity, series.prefixField());
        BigDecimal padding = Records.decimal(entity, PackageSchema.NUMBER_PADDING);
        int width = padding == null ? 6 : padding.intValue();
        String number = number(prefix == null ? series.defaultPrefix() : prefix, width, next);
        // A number taken manually is skipped, so manual numbering never blocks the series.
        while (nameTaken(object, entityId, number, text(record, "Id")) != null) {
            number = number(prefix == null ? series.defaultPrefix() : prefix, width, ++next);
        }
        record.put("Name", number);
        if (onEntity) {
            entity.put(series.nextField(), BigDecimal.valueOf(next + 1));
        } else {
            store.setCounter(counterKey, next + 1);
        }
    }

    private static String number(String prefix, int width, long next) {
        return prefix + RecordFactory.zeroPadded(next, Math.max(1, width));
    }

    /** Document numbers are unique per entity, whether assigned by the sequence or by the client. */
    private void checkNameUnique(ObjectDescribe object, ObjectNode record) {
        String other = nameTaken(object, text(record, ENTITY_FIELD), text(record, "Name"), text(record, "Id"));
        if (other != null) {
            throw FieldValidator.duplicate("Name", other);
        }
    }

    /** The id of another document of the entity with this number (ignoring case), or null. */
    private String nameTaken(ObjectDescribe object, String entityId, String name, String id) {
        for (ObjectNode other : store.matching(object.name(), "Name", name)) {
            if (!Objects.equals(text(other, "Id"), id)
                    && Objects.equals(text(other, ENTITY_FIELD), entityId)
                    && name.equalsIgnoreCase(text(other, "Name"))) {
                return text(other, "Id");
            }
        }
        return null;
    }
}
