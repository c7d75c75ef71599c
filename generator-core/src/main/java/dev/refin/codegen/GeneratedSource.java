package dev.refin.codegen;

import java.net.URI;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * One generated Java source file.
 *
 * @param packageName the package of its type
 * @param typeName the simple name of its top-level type
 * @param content the file's text
 */
public record GeneratedSource(String packageName, String typeName, String content) {

    /** Where the file goes under an output directory, e.g. {@code com/example/accounting/Ledger.java}. */
    public String relativePath() {
        return packageName.replace('.', '/') + "/" + typeName + ".java";
    }

    /** The source as a compiler input, e.g. for {@code javax.tools}. */
    public JavaFileObject toJavaFileObject() {
        String content = this.content;
        return new SimpleJavaFileObject(URI.create("string:///" + relativePath()), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return content;
            }
        };
    }

    /** The file's text. */
    @Override
    public String toString() {
        return content;
    }
}
