/**
 * Internal: the filters every API call passes before it is routed (transport limits, injected faults, the session,
 * the daily request quota). May use {@code auth}, {@code limits} and {@code wire}.
 */
package dev.refin.emulator.filter;
