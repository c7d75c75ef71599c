/**
 * Tests of the runtime on the classpaths users have: the Jackson 2 range it supports, Jackson 3 beside it, and its
 * log records routed to SLF4J/Logback and Log4j 2 by each common bridge.
 */
package dev.refin.runtime.compat;
