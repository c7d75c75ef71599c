/**
 * Typed SOQL: {@link dev.refin.runtime.query.Soql} builds queries, conditions, orderings and aggregates from the
 * generated field descriptors and renders them with every literal escaped; it sends nothing itself.
 */
package dev.refin.runtime.query;
