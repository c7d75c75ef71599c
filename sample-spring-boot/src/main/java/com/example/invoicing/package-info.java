/** A Spring Boot application billing through the refin starter. */
package com.example.invoicing;
