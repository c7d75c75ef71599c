/**
 * The Maven goals ({@code refin:generate}, {@code refin:snapshot}, {@code refin:diff}, {@code refin:reference}): each
 * mojo maps its parameters to a configuration and makes one call into the generator core.
 */
package dev.refin.maven;
