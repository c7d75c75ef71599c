package dev.refin.runtime;

/**
 * Marks a generated entity whose status picklist ({@code refin__Status__c}) may be updated: {@code
 * RefinClient.transition(id, status)} takes only ids of such entities, with a value of the entity's own status enum.
 * Whether the entity is also a posting document is a separate fact, {@link HasStatus}: an accounting period's status
 * (Open, Closed) can be moved between its own values, but holds no posting value, so it cannot be posted.
 */
public interface HasStatusTransitions {}
