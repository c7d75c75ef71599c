package dev.refin.describe;

/**
 * A child relationship of an object: records of {@code childSObject} point here through {@code field}.
 *
 * @param childSObject the child object's API name
 * @param field the reference field on the child
 * @param relationshipName the name used in sub-queries, or null when the relationship cannot be sub-queried
 * @param cascadeDelete whether deleting the parent deletes the children
 */
public record ChildRelationship(String childSObject, String field, String relationshipName, boolean cascadeDelete) {}
