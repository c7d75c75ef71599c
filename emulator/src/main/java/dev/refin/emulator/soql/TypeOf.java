package dev.refin.emulator.soql;

import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.soql.Plan.Hop;
import dev.refin.emulator.soql.Plan.Path;
import dev.refin.runtime.FieldType;
import io.github.apexdevtools.apexparser.ApexParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code TYPEOF Owner WHEN User THEN Name, Username WHEN Group THEN Name ELSE Name END}: a polymorphic lookup's
 * parent with the fields of its type's branch; ELSE applies to every other type the lookup may point at (a type
 * without one of the ELSE fields is skipped, as the platform reads only what exists).
 */
final class TypeOf {
    private TypeOf() {}

    static Plan.TypeOfColumn compile(QueryCompiler compiler, ObjectDescribe object, ApexParser.TypeOfContext ctx) {
        String name = ctx.fieldName().getText();
        FieldDescribe reference = object.fields().stream()
                .filter(f -> f.type() == FieldType.REFERENCE
                        && f.relationshipName() != null
                        && f.relationshipName().equalsIgnoreCase(name))
                .findFirst()
                .orElseThrow(() -> compiler.malformed(
                        ctx.fieldName(),
                        "Didn't understand relationship '" + name + "' in TYPEOF of " + object.name()));
        Map<String, List<Path>> fields = new LinkedHashMap<>();
        for (ApexParser.WhenClauseContext when : ctx.whenClause()) {
            String type = when.fieldName().getText();
            String target = reference.referenceTo().stream()
                    .filter(type::equalsIgnoreCase)
                    .findFirst()
                    .orElseThrow(() -> compiler.malformed(
                            when.fieldName(),
                            "TYPEOF " + name + ": " + type + " is not a type the field " + reference.name()
                                    + " can point at " + reference.referenceTo()));
            ObjectDescribe whenObject = compiler.objectOf(target, when.fieldName());
            List<Path> paths = new ArrayList<>();
            for (ApexParser.FieldNameContext field : when.fieldNameList().fieldName()) {
                paths.add(compiler.fieldOf(whenObject, null, field));
            }
            fields.put(target.toLowerCase(Locale.ROOT), List.copyOf(paths));
        }
        if (ctx.elseClause() != null) {
            for (String target : reference.referenceTo()) {
                String key = target.toLowerCase(Locale.ROOT);
                if (fields.containsKey(key)) {
                    continue;
                }
                ObjectDescribe elseObject = compiler.objectIfAny(target);
                if (elseObject == null) {
                    continue;
                }
                List<Path> paths = new ArrayList<>();
                for (ApexParser.FieldNameContext field :
                        ctx.elseClause().fieldNameList().fieldName()) {
                    if (elseObject.field(field.getText()).isPresent()) {
                        paths.add(compiler.fieldOf(elseObject, null, field));
                    }
                }
                fields.put(key, List.copyOf(paths));
            }
        }
        return new Plan.TypeOfColumn(new Hop(reference, reference.referenceTo()), Map.copyOf(fields));
    }
}
