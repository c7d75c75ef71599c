/**
 * The describe model: immutable records of the platform's describe metadata ({@link dev.refin.describe.ObjectDescribe},
 * {@link dev.refin.describe.FieldDescribe}, ...) and their tolerant parser, {@link dev.refin.describe.DescribeParser}.
 * Shared by the generator, the plugin and the emulator; it knows nothing of Java generation, Maven or HTTP.
 */
package dev.refin.describe;
