package dev.refin.describe.source;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.XMLStreamReader2;
import org.codehaus.stax2.io.Stax2ByteArraySource;

/**
 * One element of a metadata XML document, read with Aalto through the StAX API: its local name (the metadata
 * namespace is not checked), its line, its text and its child elements. Metadata documents are small and shallow, so
 * the whole document is kept.
 *
 * <p>Names are interned (Aalto interns them; any other parser's are interned here), so a child is found by
 * comparing references: each field is looked up by a dozen names, most of them absent, among a dozen children. The
 * names asked for must be constants (interned), as every caller's are.
 */
final class XmlElement {
    private static final XMLInputFactory FACTORY = factory();
    /** Whether the parser interns the names it gives. */
    private static final boolean INTERNS = interns();

    final String name;
    final int line;
    private final XmlElement parent;
    /** Empty (and shared) until the first child is added: most elements have none. */
    private List<XmlElement> children = List.of();

    private String text = "";

    private XmlElement(String name, int line, XmlElement parent) {
        this.name = name;
        this.line = line;
        this.parent = parent;
    }

    /** The element's path from the root, e.g. {@code CustomField/valueSet/controllingField}; made only for problems. */
    String path() {
        return parent == null ? name : parent.path() + "/" + name;
    }

    /** Thrown for a document that is not well-formed XML; the message names the line and column. */
    static final class MalformedException extends Exception {
        private static final long serialVersionUID = 1L;

        MalformedException(String message) {
            super(message);
        }
    }

    /** Reads the root element of {@code file}, through {@code buffer}. */
    static XmlElement read(Path file, FileBuffer buffer) throws IOException, MalformedException {
        int length = buffer.read(file);
        return read(buffer.array(), length);
    }

    /** Reads the root element of the document in {@code bytes} from 0 to {@code length}. */
    static XmlElement read(byte[] bytes, int length) throws MalformedException {
        try {
            XMLStreamReader reader = FACTORY instanceof XMLInputFactory2 stax2
                    ? stax2.createXMLStreamReader(new Stax2ByteArraySource(bytes, 0, length))
                    : FACTORY.createXMLStreamReader(new ByteArrayInputStream(bytes, 0, length));
            try {
                return read(reader, bytes, length);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            Location location = e.getLocation();
            // The parser appends the location to its message on a second line; the location is given once, below.
            String message = String.valueOf(e.getMessage());
            int cut = message.indexOf('\n');
            String reason = cut >= 0 ? message.substring(0, cut) : message;
            throw new MalformedException("is not well-formed XML"
                    + (location == null
                            ? ""
                            : " (line " + location.getLineNumber() + ", column " + location.getColumnNumber() + ")")
                    + ": " + reason.trim());
        }
    }

    /**
     * Builds the tree. Only the text of elements without children is kept, so text is gathered (without a string per
     * piece) only while the open element has no child yet, and made a string once, trimmed, at its end.
     */
    private static XmlElement read(XMLStreamReader reader, byte[] bytes, int size)
            throws XMLStreamException, MalformedException {
        // Most leaves have their text in one piece: it is made a string straight from the parser's characters; a text
        // in pieces (split by an entity or a comment, or across the parser's buffer) is gathered here first.
        StringBuilder pieces = null;
        String text = null;
        XmlElement root = null;
        XmlElement open = null;
        while (reader.hasNext()) {
            switch (reader.next()) {
                case XMLStreamConstants.START_ELEMENT: {
                    String name = reader.getLocalName();
                    int line = reader.getLocation().getLineNumber();
                    XmlElement element = new XmlElement(
                            INTERNS ? name : name.intern(),
                            open == null ? rootLine(reader, line, bytes, size) : line,
                            open);
                    if (open == null) {
                        root = element;
                    } else {
                        open.add(element);
                    }
                    open = element;
                    text = null;
                    break;
                }
                case XMLStreamConstants.CHARACTERS:
                case XMLStreamConstants.CDATA:
                case XMLStreamConstants.SPACE:
                case XMLStreamConstants.ENTITY_REFERENCE:
                    if (open != null && open.children.isEmpty()) {
                        char[] chars = reader.getTextCharacters();
                        int start = reader.getTextStart();
                        int length = reader.getTextLength();
                        if (text == null) {
                            text = new String(chars, start, length);
                        } else {
                            if (pieces == null) {
                                pieces = new StringBuilder();
                            }
                            pieces.setLength(0);
                            text = pieces.append(text)
                                    .append(chars, start, length)
                                    .toString();
                        }
                    }
                    break;
                case XMLStreamConstants.END_ELEMENT:
                    if (open.children.isEmpty() && text != null) {
                        open.text = text.trim();
                    }
                    text = null;
                    open = open.parent;
                    break;
                default:
                    break;
            }
        }
        if (root == null) {
            throw new MalformedException("is not well-formed XML: it has no root element");
        }
        return root;
    }

    /**
     * The root element's line. Aalto starts the root's token where the white space or comment before it starts (a line
     * or more above it, after the XML declaration); within the document its lines are right. The lines from there to
     * the root's {@code <} are counted in the document's bytes (where only white space can lie between).
     */
    private static int rootLine(XMLStreamReader reader, int line, byte[] bytes, int length) {
        if (!(reader instanceof XMLStreamReader2 stax2)) {
            return line;
        }
        long start = stax2.getLocationInfo().getStartingByteOffset();
        if (start < 0 || start >= length) {
            return line;
        }
        int counted = line;
        for (int i = (int) start; i < length && bytes[i] != '<'; i++) {
            if (bytes[i] == '\n') {
                counted++;
            }
        }
        return counted;
    }

    private void add(XmlElement child) {
        if (children.isEmpty()) {
            children = new ArrayList<>(8);
        }
        children.add(child);
    }

    /** {@code element} with a child {@code childName} holding {@code text} added (a name taken from a file name). */
    static XmlElement withText(XmlElement element, String childName, String text) {
        XmlElement child = new XmlElement(childName, element.line, element);
        child.text = text;
        element.add(child);
        return element;
    }

    /** The class name of the StAX factory in use, for tests. */
    static String factoryName() {
        return FACTORY.getClass().getName();
    }

    /** The trimmed text of an element without children; empty for one with children. */
    String text() {
        return text;
    }

    List<XmlElement> children() {
        return children;
    }

    /** The first child named {@code childName} (a constant), or null. */
    XmlElement child(String childName) {
        assert childName == childName.intern() : childName;
        for (XmlElement child : children) {
            if (child.name == childName) {
                return child;
            }
        }
        return null;
    }

    /** Every child named {@code childName} (a constant), in document order. */
    List<XmlElement> all(String childName) {
        assert childName == childName.intern() : childName;
        List<XmlElement> result = new ArrayList<>();
        for (XmlElement child : children) {
            if (child.name == childName) {
                result.add(child);
            }
        }
        return result;
    }

    /** The text of the first child named {@code childName}, or null when there is none or it is empty. */
    String text(String childName) {
        XmlElement child = child(childName);
        return child == null || child.text.isEmpty() ? null : child.text;
    }

    /**
     * Aalto (a dependency of this module), found as a StAX provider: FasterXML's fast StAX parser, several times as fast
     * as the JDK's on the many small files of the source format, and a source read with it costs about 14% less than
     * with Woodstox (see MetadataSourceBenchmark), mostly for its cheaper start per document, which the byte-array
     * source (no stream, no copy) makes cheaper still. Preferred over any other provider on the class path; the JDK's
     * when it is missing (e.g. from a repackaged jar that dropped the service files). Text is not coalesced: {@link
     * #read(XMLStreamReader, byte[], int)} joins the pieces.
     */
    private static XMLInputFactory factory() {
        XMLInputFactory factory = ServiceLoader.load(XMLInputFactory.class, XmlElement.class.getClassLoader()).stream()
                .filter(p -> p.type().getName().startsWith("com.fasterxml.aalto."))
                .findFirst()
                .map(ServiceLoader.Provider::get)
                .orElseGet(XMLInputFactory::newDefaultFactory);
        if (factory instanceof XMLInputFactory2 stax2) {
            stax2.configureForSpeed();
            stax2.setProperty(XMLInputFactory2.P_INTERN_NAMES, true);
        }
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
        return factory;
    }

    /** Whether the parser interns the names it gives (Aalto does, as told); else they are interned here. */
    private static boolean interns() {
        try {
            return FACTORY.isPropertySupported(XMLInputFactory2.P_INTERN_NAMES)
                    && Boolean.TRUE.equals(FACTORY.getProperty(XMLInputFactory2.P_INTERN_NAMES));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
