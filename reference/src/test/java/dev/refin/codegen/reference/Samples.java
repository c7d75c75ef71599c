package dev.refin.codegen.reference;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.DescribeParser;
import dev.refin.describe.ObjectDescribe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** The inputs the reference's tests share: the sample project's snapshot, and objects made from a few fields. */
final class Samples {
    private Samples() {}

    /** The sample project's snapshot, the one the generator's golden files come from. */
    static final Path SNAPSHOT = Path.of("../sample-project/src/main/refin");

    /** An object of the given fields, parsed as a saved describe would be. */
    static ObjectDescribe parse(String name, List<ObjectNode> fields) throws Exception {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("name", name).put("label", name).put("keyPrefix", "a0X");
        root.putArray("fields").addAll(fields);
        return DescribeParser.parseObject(name + ".json", root.toString().getBytes(StandardCharsets.UTF_8));
    }
}
