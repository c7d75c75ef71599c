package dev.refin.runtime;

/**
 * Marks a generated entity that is a posting document: its status picklist ({@code refin__Status__c}) may be updated
 * and holds the package's posting value {@code Posted}. {@code RefinClient.post(id)} and {@code ensurePosted} take only
 * ids of such entities, so posting an object without a status field, or one whose status has no posting value (an
 * accounting period's Open and Closed), does not compile. Its status may also be moved to its other values ({@link
 * HasStatusTransitions}).
 */
public interface HasStatus extends HasStatusTransitions {}
