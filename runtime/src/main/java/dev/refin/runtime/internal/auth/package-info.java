/** Internal, not API: obtaining and caching OAuth tokens from the token endpoint for the auth providers. */
package dev.refin.runtime.internal.auth;
