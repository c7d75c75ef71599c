package dev.refin.runtime;

/**
 * A value of a document's status picklist ({@code refin__Status__c}) of {@code E}: what
 * {@code RefinClient.transition(id, status)} accepts, so a value of another picklist, or another object's status,
 * does not compile. Generated status enums implement it.
 *
 * @param <E> the document entity whose status this is
 */
public interface StatusValue<E extends SObject<E>> extends PicklistValue {

    /** The API name of a document's status field, whose value a transition sets. */
    String FIELD = "refin__Status__c";

    /** The document's type. */
    SObjectType<E> sobjectType();
}
