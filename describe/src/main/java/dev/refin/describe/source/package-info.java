/**
 * Reads the platform's metadata in Git into the describe model: a project in the source format (a folder with
 * {@code sfdx-project.json}, one {@code field-meta.xml} file per field) or a folder in the metadata API format (one
 * {@code objects/<Object>.object} file per object), entry point {@link dev.refin.describe.source.MetadataSource}.
 * Objects come out as the same {@link dev.refin.describe.ObjectDescribe} records the describe parser gives, with the
 * standard fields the platform adds derived as the platform derives them; beside them, a {@link
 * dev.refin.describe.source.SourceProject} records which file each object and field came from and what only an org
 * knows (key prefixes, permissions, ...), so that it can be said rather than invented, and {@link
 * dev.refin.describe.source.MetadataSource#overlay} lays a project over saved describes. XML is read with Aalto
 * through the StAX API; the package knows nothing of Java generation, Maven or HTTP.
 */
package dev.refin.describe.source;
