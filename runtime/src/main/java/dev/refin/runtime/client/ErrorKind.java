package dev.refin.runtime.client;

import dev.refin.runtime.internal.http.ErrorBody;
import java.util.Locale;

/** What a refusal means for the caller, derived from an error's code and message. */
public enum ErrorKind {
    /** The integration user holds no licence seat of the package (a validation error naming the licence). */
    LICENCE_SEAT_MISSING,
    /** The transaction date is on or before the ledger book closure date. */
    CLOSED_PERIOD,
    /** The document must be approved before it can be posted. */
    APPROVAL_REQUIRED,
    /** The document's debits and credits do not balance (or it has nothing to post). */
    UNBALANCED,
    /** A general-ledger account the document posts to is inactive. */
    INACTIVE_ACCOUNT,
    /** The record is locked, e.g. a posted document or one in an approval process. */
    DOCUMENT_LOCKED,
    /** A unique value (document number, reference, external id) is already taken. */
    DUPLICATE_VALUE,
    /** The vendor already has a purchase invoice with this vendor reference (the package's duplicate-bill check). */
    DUPLICATE_VENDOR_REFERENCE,
    /** A required field was not sent or was cleared. */
    REQUIRED_FIELD_MISSING,
    /** A field is unknown or may not be written. */
    INVALID_FIELD,
    /** The access token expired or was revoked. */
    SESSION_EXPIRED,
    /** The org's API request limit is used up. */
    LIMIT_EXCEEDED,
    /** The resource, object or record does not exist (or was deleted). */
    NOT_FOUND,
    /** Another transaction holds a lock on the record; a later retry can succeed. */
    LOCK_CONTENTION,
    /** An external id matched several records (HTTP 300); see {@link RefinApiException#matchingUrls()}. */
    AMBIGUOUS_MATCH,
    /**
     * A write not safe to repeat was sent but its answer was lost (timeout, reset connection) or was a 5xx (whatever
     * its error code, lock contention included): it may or may not have been applied, so it was not repeated. Read the record back by its key before writing again, or
     * write idempotently ({@link RefinClient#upsert}, {@link RefinClient#createIfAbsent}).
     */
    OUTCOME_UNKNOWN,
    /** Anything else; read the error's code and message. */
    OTHER;

    /** The verbatim message of the approval gate (section 7 of the accounting interface). */
    static final String APPROVAL_MESSAGE = "This document requires approval before posting.";

    static ErrorKind classify(String code, String message) {
        String text = message == null ? "" : message.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        // Gate messages are matched first: the interface documents their text, not their codes.
        if (text.startsWith("Transaction Date") && lower.contains("closure date")) {
            return CLOSED_PERIOD;
        }
        if (text.startsWith(APPROVAL_MESSAGE)) {
            return APPROVAL_REQUIRED;
        }
        return switch (code == null ? "" : code) {
            case "FIELD_CUSTOM_VALIDATION_EXCEPTION" -> classifyValidation(lower);
            case "ENTITY_IS_LOCKED" -> DOCUMENT_LOCKED;
            case "DUPLICATE_VALUE", "DUPLICATES_DETECTED" -> DUPLICATE_VALUE;
            case "REQUIRED_FIELD_MISSING" -> REQUIRED_FIELD_MISSING;
            case "INVALID_FIELD", "INVALID_FIELD_FOR_INSERT_UPDATE" -> INVALID_FIELD;
            case "INVALID_SESSION_ID" -> SESSION_EXPIRED;
            case "REQUEST_LIMIT_EXCEEDED" -> LIMIT_EXCEEDED;
            case "NOT_FOUND", "ENTITY_IS_DELETED" -> NOT_FOUND;
            case "UNABLE_TO_LOCK_ROW" -> LOCK_CONTENTION;
            case ErrorBody.OUTCOME_UNKNOWN -> OUTCOME_UNKNOWN;
            case ErrorBody.MULTIPLE_CHOICES -> AMBIGUOUS_MATCH;
            default -> OTHER;
        };
    }

    private static ErrorKind classifyValidation(String lower) {
        if (lower.startsWith("duplicate vendor reference")) {
            return DUPLICATE_VENDOR_REFERENCE;
        }
        // The licence message is localized; English (licence/license/licensed) is the form the interface shows.
        if (lower.contains("licen")) {
            return LICENCE_SEAT_MISSING;
        }
        if (lower.contains("posted") && (lower.contains("locked") || lower.contains("cannot be edited"))) {
            return DOCUMENT_LOCKED;
        }
        // The interface does not show these gates' texts; these are the words a gate message must use.
        if (lower.contains("not balanced") || lower.contains("unbalanced")) {
            return UNBALANCED;
        }
        if (lower.contains("inactive") && lower.contains("account")) {
            return INACTIVE_ACCOUNT;
        }
        return OTHER;
    }
}
