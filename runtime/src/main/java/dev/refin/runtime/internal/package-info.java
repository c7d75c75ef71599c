/**
 * Internal, not API: the value codecs that generated code and the client use to read and write field values in the
 * platform's JSON form. Its sub-packages hold the client's machinery; nothing outside the runtime and generated code
 * may use them, and their types change without notice.
 */
package dev.refin.runtime.internal;
