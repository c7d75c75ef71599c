/** What Spring Boot 3 applications get beyond the shared core: the actuator health indicator and secret masking. */
package dev.refin.spring.boot3;
