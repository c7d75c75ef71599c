/**
 * The REST client users import: {@code RefinClient}, its auth providers, results and exceptions; the machinery behind
 * it lives in {@code dev.refin.runtime.internal.*}.
 */
package dev.refin.runtime.client;
