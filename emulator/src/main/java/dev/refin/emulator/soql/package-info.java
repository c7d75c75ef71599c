/**
 * Internal: the SOQL engine (parser, planner, executor, paging) over a {@link dev.refin.emulator.soql.SoqlSource};
 * uses nothing else of the emulator.
 */
package dev.refin.emulator.soql;
