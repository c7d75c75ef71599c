/**
 * Internal: the org's daily quotas (API requests, Bulk API jobs, batches and records), counted and reported.
 * Uses only {@code wire}.
 */
package dev.refin.emulator.limits;
