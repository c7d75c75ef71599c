/**
 * The Maven goals ({@code refin:generate}, {@code refin:snapshot}, {@code refin:diff}, {@code refin:reference}): each
 * mojo maps its parameters to a configuration and makes one call into the generator core; {@code refin:emulator} starts
 * the emulator on the project's snapshot.
 */
package dev.refin.maven;
