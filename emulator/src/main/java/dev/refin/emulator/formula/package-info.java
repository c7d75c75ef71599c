/**
 * Internal: the formula engine, compiling a describe's {@code calculatedFormula} into an evaluable expression;
 * uses nothing else of the emulator.
 */
package dev.refin.emulator.formula;
