/** Fixtures for the reference's architecture test: classes that break (or keep) its rules on purpose. */
package dev.refin.codegen.reference.archfixture;
