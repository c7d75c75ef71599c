/**
 * Internal: the Bulk API 2.0 resources under {@code /jobs}: ingest jobs run in batches through the record service,
 * query jobs paged as CSV. May use {@code http}, {@code service} and everything below them.
 */
package dev.refin.emulator.bulk;
