/**
 * The schema reference, drift report and their pictures (ER diagrams as SVG and Mermaid), built from the describes
 * and the names of the Java generation; nothing outside the entry point depends on this package.
 */
package dev.refin.codegen.reference;
