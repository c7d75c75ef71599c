/**
 * Internal: the record operations every resource uses (create, read, update, upsert, delete as atomic writes
 * through validation and the package's triggers) and replication. May use {@code auth}, {@code accounting} and
 * below; knows nothing of HTTP.
 */
package dev.refin.emulator.service;
