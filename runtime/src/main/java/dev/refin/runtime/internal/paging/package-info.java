/** Internal, not API: query result pages and the cursor that follows their {@code nextRecordsUrl} chain. */
package dev.refin.runtime.internal.paging;
