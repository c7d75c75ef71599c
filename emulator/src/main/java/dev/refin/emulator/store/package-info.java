/**
 * Internal: the org's records in memory (tables, field indexes, savepoints, the recycle bin, counters) and
 * record ids. Uses nothing else of the emulator: it knows nothing of schemas, accounting or HTTP.
 */
package dev.refin.emulator.store;
