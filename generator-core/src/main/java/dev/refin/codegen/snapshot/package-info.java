/**
 * Snapshot files and build state: reads, normalizes and writes the describe snapshot, and records what the last run
 * read and wrote so an unchanged build is skipped.
 */
package dev.refin.codegen.snapshot;
