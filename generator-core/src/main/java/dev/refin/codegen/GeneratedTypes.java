package dev.refin.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.refin.codegen.java.FieldMapping;
import dev.refin.codegen.naming.NameTable;
import dev.refin.describe.FieldDescribe;
import java.util.Set;

/**
 * What the generated entity declares for a describe field, for tools that document generated code (the schema
 * reference) without printing it: the type its getter returns and whether it gets a setter. The answers are the Java
 * generation's own, so documentation and code never disagree.
 */
public final class GeneratedTypes {
    private GeneratedTypes() {}

    /**
     * The type the getter of {@code field} returns in {@code entity}: {@code RecordId<Account>}, {@code LocalDate},
     * the field's picklist enum ({@code enumType}, null when it has none) or a {@code Set} of it.
     *
     * @param names the names of the run ({@link RefinCodegen.Plan#names()}), for reference targets
     */
    public static TypeName getterType(FieldDescribe field, ClassName entity, TypeName enumType, NameTable names) {
        FieldMapping mapping = FieldMapping.of(field, entity, enumType, names);
        return mapping.kind() == FieldMapping.Kind.MULTIPICKLIST
                ? ParameterizedTypeName.get(ClassName.get(Set.class), mapping.valueType())
                : mapping.valueType();
    }

    /** Whether the entity gets a setter for {@code field}: it can be sent on insert or update (not an id or compound). */
    public static boolean writable(FieldDescribe field) {
        return FieldMapping.isWritable(field);
    }
}
