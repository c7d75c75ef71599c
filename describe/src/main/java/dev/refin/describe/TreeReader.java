package dev.refin.describe;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the JSON value at a parser's current token into the tree Jackson's {@code readValueAsTree()} gives with default
 * settings (the same node for every token: int, long or big integer by size, double for a fraction, a later duplicate
 * member replacing an earlier one in its place), in one small loop over {@link JsonParser#nextToken()}. A live run
 * reads hundreds of describes of a few hundred KB each: Jackson's general tree deserializer and the name-parsing
 * {@code nextFieldName()} it calls are among the largest methods the JIT compiles in such a run, for no difference in
 * the tree.
 */
public final class TreeReader {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TreeReader() {}

    /**
     * The value starting at the parser's current token, which is left on the value's last token; null when there is
     * no current token.
     */
    public static JsonNode read(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == null) {
            return null;
        }
        if (token != JsonToken.START_OBJECT && token != JsonToken.START_ARRAY) {
            return scalar(parser, token);
        }
        List<ContainerNode<?>> open = new ArrayList<>();
        List<String> names = new ArrayList<>(); // the member name each open object is read under, null in arrays
        ContainerNode<?> current = token == JsonToken.START_OBJECT ? NODES.objectNode() : NODES.arrayNode();
        String name = null;
        while (true) {
            token = parser.nextToken();
            if (token == null) {
                throw new com.fasterxml.jackson.core.JsonParseException(parser, "unexpected end of JSON input");
            }
            JsonNode value;
            switch (token) {
                case FIELD_NAME:
                    name = parser.currentName();
                    continue;
                case START_OBJECT:
                case START_ARRAY:
                    open.add(current);
                    names.add(name);
                    current = token == JsonToken.START_OBJECT ? NODES.objectNode() : NODES.arrayNode();
                    continue;
                case END_OBJECT:
                case END_ARRAY:
                    if (open.isEmpty()) {
                        return current;
                    }
                    value = current;
                    current = open.remove(open.size() - 1);
                    name = names.remove(names.size() - 1);
                    break;
                default:
                    value = scalar(parser, token);
            }
            if (current instanceof ObjectNode object) {
                object.replace(name, value);
            } else {
                ((ArrayNode) current).add(value);
            }
        }
    }

    private static JsonNode scalar(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case VALUE_STRING:
                return NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                return switch (parser.getNumberType()) {
                    case INT -> NODES.numberNode(parser.getIntValue());
                    case LONG -> NODES.numberNode(parser.getLongValue());
                    default -> NODES.numberNode(parser.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT:
                return switch (parser.getNumberTypeFP()) {
                    case BIG_DECIMAL -> NODES.numberNode(parser.getDecimalValue());
                    case FLOAT32 -> NODES.numberNode(parser.getFloatValue());
                    default -> NODES.numberNode(parser.getDoubleValue());
                };
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                // Embedded objects and anything else JSON text does not produce: Jackson reads those.
                return parser.readValueAsTree();
        }
    }
}
