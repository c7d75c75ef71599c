/**
 * Internal, not API: the value codecs the runtime uses to read and write field values in the platform's JSON form;
 * its sub-packages hold the client's machinery. Nothing outside the runtime uses them (generated code included), and
 * their types change without notice.
 */
package dev.refin.runtime.internal;
