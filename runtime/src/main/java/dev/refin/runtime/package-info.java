/**
 * The base types of generated code: {@link dev.refin.runtime.SObject} records with changed-field tracking, typed
 * field descriptors, picklist support, {@link dev.refin.runtime.RecordId} and the JSON form of records. The REST client
 * is in {@code client}, typed SOQL in {@code query}.
 */
package dev.refin.runtime;
