/** Test support: an emulated org for {@code @SpringBootTest} classes, so they run without an org. */
package dev.refin.spring.boot.test;
