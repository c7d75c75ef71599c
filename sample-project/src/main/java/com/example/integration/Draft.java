package com.example.integration;

import com.example.accounting.SalesInvoice;
import dev.refin.runtime.RecordId;

/**
 * A draft invoice created or found by its Reference.
 *
 * @param id the invoice
 * @param created true when this call created it, false when a record with the Reference already existed
 */
public record Draft(RecordId<SalesInvoice> id, boolean created) {}
