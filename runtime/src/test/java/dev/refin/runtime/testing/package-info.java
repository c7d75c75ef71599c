/** Test helpers shared by the runtime's tests: loopback HTTP servers that answer as a test says. */
package dev.refin.runtime.testing;
