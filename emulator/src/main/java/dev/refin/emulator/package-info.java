/**
 * The emulator's public API: {@link dev.refin.emulator.Emulator} and its builder, {@link
 * dev.refin.emulator.EmulatorConfig}, {@link dev.refin.emulator.EmulatorExtension}, {@link dev.refin.emulator.Main}
 * and {@link dev.refin.emulator.Faults}. It wires the internal packages below it; nothing below uses it.
 */
package dev.refin.emulator;
