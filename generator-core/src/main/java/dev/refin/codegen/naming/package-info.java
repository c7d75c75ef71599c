/**
 * Names: the {@link dev.refin.codegen.naming.NamingStrategy} that proposes a Java name for each describe element, its
 * default, the Java rules for names ({@code JavaNames}) and the {@link dev.refin.codegen.naming.NameTable} that settles
 * every generated type's and member's name (collisions, keywords, reserved names, overrides) once, before anything is
 * printed. The Java generation, the snapshot and the reference all read names from here.
 *
 * <p>Public API: {@link dev.refin.codegen.RefinCodegen#plan} hands its caller the run's
 * {@link dev.refin.codegen.naming.NameTable} ({@link dev.refin.codegen.RefinCodegen.Plan#names()}); tools built on the
 * generator (the schema reference) read every generated name from it rather than guessing.
 */
package dev.refin.codegen.naming;
