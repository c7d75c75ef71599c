package com.example.integration;

import com.example.accounting.PurchaseInvoice;
import dev.refin.runtime.RecordId;

/**
 * A vendor bill entered, or found by its vendor and vendor reference.
 *
 * @param id the purchase invoice
 * @param created true when this call created it, false when the vendor already had a bill with the reference
 */
public record Bill(RecordId<PurchaseInvoice> id, boolean created) {}
