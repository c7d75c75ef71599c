/** The org's reachability and daily API allowance, checked for the health indicators of both Boot lines. */
package dev.refin.spring.boot.health;
