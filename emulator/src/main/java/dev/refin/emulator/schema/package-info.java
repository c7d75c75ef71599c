/**
 * Internal: the snapshot's describes and the platform's rules they impose on every record: new records'
 * system fields and defaults, field types, picklists, references, uniqueness, required fields, formula fields. May
 * use {@code store}, {@code formula} and {@code wire}.
 */
package dev.refin.emulator.schema;
