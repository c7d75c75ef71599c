/**
 * Java generation: settles the names of every generated type and member ({@code NameTable}) and prints the entity
 * classes and picklist enums, written to the output directory only where their bytes changed.
 */
package dev.refin.codegen.java;
