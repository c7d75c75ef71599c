/**
 * What Spring Boot 4 applications get beyond the shared core: the health indicator on Boot 4's health contributor
 * types ({@code spring-boot-health}).
 */
package dev.refin.spring.boot4;
