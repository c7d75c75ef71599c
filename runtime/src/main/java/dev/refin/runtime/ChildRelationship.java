package dev.refin.runtime;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A child relationship of {@code P}: the records of {@code C} whose lookup {@link #fieldName()} points at a
 * {@code P}, reached in SOQL subqueries and sObject trees by {@link #relationshipName()}, e.g.
 * {@code SalesInvoice.LINES}: {@code refin__Lines__r}, the {@code SalesInvoiceLine}s of an invoice. Generated
 * entities declare one per relationship whose child object is generated. Immutable.
 *
 * @param <P> the parent entity
 * @param <C> the child entity
 */
public final class ChildRelationship<P extends SObject<P>, C extends SObject<C>> {
    private final String relationshipName;
    private final String fieldName;
    private final Supplier<SObjectType<C>> childType;

    private ChildRelationship(String relationshipName, String fieldName, Supplier<SObjectType<C>> childType) {
        this.relationshipName = Objects.requireNonNull(relationshipName, "relationshipName");
        this.fieldName = Objects.requireNonNull(fieldName, "fieldName");
        this.childType = Objects.requireNonNull(childType, "childType");
    }

    /**
     * A child relationship. The child's type is supplied lazily: entities that refer to each other both ways
     * would otherwise see each other's types half-initialized.
     *
     * @param relationshipName the name in SOQL and trees, e.g. {@code refin__Lines__r}
     * @param fieldName the child's lookup to the parent, e.g. {@code refin__Sales_Invoice__c}
     * @param childType the child entity's type, e.g. {@code () -> SalesInvoiceLine.SOBJECT_TYPE}
     */
    public static <P extends SObject<P>, C extends SObject<C>> ChildRelationship<P, C> of(
            String relationshipName, String fieldName, Supplier<SObjectType<C>> childType) {
        return new ChildRelationship<>(relationshipName, fieldName, childType);
    }

    /**
     * A child relationship to the records of {@code childClass}, whose type is looked up when first needed (after
     * initializing the class): generated code passes the class, since a lambda per relationship costs javac a lambda
     * translation pass over the whole entity.
     *
     * @param relationshipName the name in SOQL and trees, e.g. {@code refin__Lines__r}
     * @param fieldName the child's lookup to the parent, e.g. {@code refin__Sales_Invoice__c}
     * @param childClass the child entity, e.g. {@code SalesInvoiceLine.class}
     */
    public static <P extends SObject<P>, C extends SObject<C>> ChildRelationship<P, C> of(
            String relationshipName, String fieldName, Class<C> childClass) {
        Objects.requireNonNull(childClass, "childClass");
        return new ChildRelationship<>(relationshipName, fieldName, () -> SObjectType.of(childClass));
    }

    /** The relationship name, e.g. {@code refin__Lines__r}. */
    public String relationshipName() {
        return relationshipName;
    }

    /** The API name of the child's lookup field to the parent, e.g. {@code refin__Sales_Invoice__c}. */
    public String fieldName() {
        return fieldName;
    }

    /** The child entity's type. */
    public SObjectType<C> childType() {
        return Objects.requireNonNull(childType.get(), "child type of " + relationshipName);
    }

    /** The relationship name and child object. */
    @Override
    public String toString() {
        return relationshipName + " (" + childType().apiName() + "." + fieldName + ")";
    }
}
