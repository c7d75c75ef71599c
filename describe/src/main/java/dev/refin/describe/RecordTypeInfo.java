package dev.refin.describe;

/**
 * A record type of an object.
 *
 * @param name the label
 * @param developerName the API name, null in old describes
 * @param recordTypeId the id, {@code 012000000000000AAA} for Master
 * @param active whether it is active
 * @param available whether the calling user may use it
 * @param defaultRecordTypeMapping whether it is the user's default
 * @param master whether it is the Master record type
 */
public record RecordTypeInfo(
        String name,
        String developerName,
        String recordTypeId,
        boolean active,
        boolean available,
        boolean defaultRecordTypeMapping,
        boolean master) {}
