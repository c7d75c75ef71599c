/** What Spring Boot 3 applications get beyond the shared core: the actuator health indicator. */
package dev.refin.spring.boot3;
