/**
 * The generator's public API: {@link dev.refin.codegen.RefinCodegen}, the one entry point, with the types its callers
 * pass and get back ({@link dev.refin.codegen.GeneratorConfig}, {@link dev.refin.codegen.naming.NamingStrategy}, {@link
 * dev.refin.codegen.Snapshot}, ...) and the org access the plugin drives ({@link dev.refin.codegen.OrgDescriber},
 * {@link dev.refin.codegen.ForkedGeneration}). It wires the packages below it; they use only its config and value
 * types, never the entry point.
 *
 * <p>Tools built on the generator (the schema reference) use this package and {@code dev.refin.codegen.naming} only:
 * the plan of names ({@link dev.refin.codegen.RefinCodegen.Plan}), what the entity declares for a field ({@link
 * dev.refin.codegen.GeneratedTypes}), writing files only if changed ({@link dev.refin.codegen.GeneratedFiles}) and
 * parallel work ({@link dev.refin.codegen.Parallel}). {@code dev.refin.codegen.java} is internal.
 */
package dev.refin.codegen;
