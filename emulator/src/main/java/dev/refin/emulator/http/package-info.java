/**
 * Internal: the REST protocol. {@link dev.refin.emulator.http.Router} is the route table of {@code
 * /services/data}; each resource parses a request, calls the record service and writes the platform's answer.
 * May use {@code service} and everything below it, never {@code filter}, {@code bulk} or the top package.
 */
package dev.refin.emulator.http;
