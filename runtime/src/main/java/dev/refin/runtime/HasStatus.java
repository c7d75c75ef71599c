package dev.refin.runtime;

/**
 * Marks a generated entity whose status picklist ({@code refin__Status__c}) may be updated: a document that is posted
 * and moved between statuses. {@code RefinClient.post(id)}, {@code ensurePosted} and {@code transition(id, status)}
 * take only ids of such entities, so posting an object without a status field does not compile.
 */
public interface HasStatus {}
