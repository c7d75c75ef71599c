/**
 * The generator's public API: {@link dev.refin.codegen.RefinCodegen}, the one entry point, with the types its callers
 * pass and get back ({@link dev.refin.codegen.GeneratorConfig}, {@link dev.refin.codegen.naming.NamingStrategy}, {@link
 * dev.refin.codegen.Snapshot}, ...) and the org access the plugin drives ({@link dev.refin.codegen.OrgDescriber},
 * {@link dev.refin.codegen.ForkedGeneration}). It wires the packages below it; they use only its config and value
 * types, never the entry point.
 */
package dev.refin.codegen;
