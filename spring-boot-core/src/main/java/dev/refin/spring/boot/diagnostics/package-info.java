/**
 * Failure analyzers that turn a start the {@code refin.*} settings stop into Boot's "APPLICATION FAILED TO START"
 * report naming the property and the fix, never a secret's value; registered in {@code META-INF/spring.factories}
 * for both Boot lines. Uses the starter's core package, nothing uses this one.
 */
package dev.refin.spring.boot.diagnostics;
