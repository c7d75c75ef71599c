/**
 * Internal, not API: the HTTP exchange with an org (deadlines, size limits, retries, 401 refresh) and the parsing of
 * its error bodies.
 */
package dev.refin.runtime.internal.http;
