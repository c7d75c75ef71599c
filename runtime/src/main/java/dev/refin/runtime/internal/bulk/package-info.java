/** Internal, not API: Bulk API 2.0 jobs (CSV writing and reading, upload, polling, results) behind {@code Bulk}. */
package dev.refin.runtime.internal.bulk;
