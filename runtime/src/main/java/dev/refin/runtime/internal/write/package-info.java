/**
 * Internal, not API: the bodies of writes and their answers: sObject collections, trees, composite calls, save
 * results.
 */
package dev.refin.runtime.internal.write;
