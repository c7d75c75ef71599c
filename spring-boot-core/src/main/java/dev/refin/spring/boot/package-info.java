/**
 * Auto-configures a {@link dev.refin.runtime.client.RefinClient} from {@code refin.*} properties, with the request
 * listeners (metrics, API usage) every Spring Boot line shares.
 */
package dev.refin.spring.boot;
