/**
 * Internal: the platform's wire formats every layer shares: the JSON settings and the error array of a refused
 * request. Uses nothing else of the emulator.
 */
package dev.refin.emulator.wire;
