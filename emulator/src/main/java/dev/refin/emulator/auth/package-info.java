/**
 * Internal: the org's users, connected apps and sessions, and who the caller of the current request is. May use
 * {@code schema}, {@code store} and {@code wire}.
 */
package dev.refin.emulator.auth;
