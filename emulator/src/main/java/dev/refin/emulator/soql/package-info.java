/**
 * Internal: the SOQL and SOSL engines (parser, planner, executor, paging, search) over a {@link dev.refin.emulator.soql.SoqlSource};
 * uses nothing else of the emulator.
 */
package dev.refin.emulator.soql;
