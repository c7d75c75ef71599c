/** Micrometer metrics of the auto-configured client, recorded through its request listener. */
package dev.refin.spring.boot.metrics;
