/**
 * Java generation: prints the entity classes and picklist enums under the names the
 * {@link dev.refin.codegen.naming.NameTable} settled, written to the output directory only where their bytes changed.
 */
package dev.refin.codegen.java;
