package dev.refin.emulator.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.emulator.formula.Env;
import dev.refin.emulator.formula.Expr;
import dev.refin.emulator.formula.FormulaCompiler;
import dev.refin.emulator.formula.FormulaException;
import dev.refin.emulator.store.RecordStore;
import dev.refin.emulator.wire.Json;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.WireFormats;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The formula fields of the snapshot, evaluated from their describe's {@code calculatedFormula} whenever a record is
 * read, so what is served always agrees with what describe says (an admin-added formula field included). A formula
 * outside the supported set is reported once when the emulator starts, and its field reads as null.
 */
public final class Formulas {
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final int MAX_DEPTH = 16;

    private final Schema schema;
    private final RecordStore store;
    private final Clock clock;
    private final Map<String, Map<String, Expr>> compiled = new HashMap<>();
    private final Map<String, List<FieldDescribe>> formulaFields = new HashMap<>();
    private final Map<String, Map<FieldDescribe, Expr>> defaults = new HashMap<>();
    private final List<String> problems = new ArrayList<>();
    private final ThreadLocal<int[]> depth = ThreadLocal.withInitial(() -> new int[1]);

    public Formulas(Schema schema, RecordStore store, Clock clock) {
        this.schema = schema;
        this.store = store;
        this.clock = clock;
        for (Schema.SObjectSchema object : schema.objects()) {
            compileDefaults(object);
            for (FieldDescribe field : object.describe().fields()) {
                if (field.calculatedFormula() == null
                        || field.calculatedFormula().isBlank()) {
                    continue;
                }
                formulaFields
                        .computeIfAbsent(object.name(), k -> new ArrayList<>())
                        .add(field);
                boolean nullAsZero = treatsNullAsZero(object, field);
                try {
                    Expr expr = new FormulaCompiler(path -> resolve(object.describe(), path, nullAsZero, path))
                            .compile(field.calculatedFormula());
                    compiled.computeIfAbsent(object.name(), k -> new HashMap<>())
                            .put(field.name(), expr);
                } catch (FormulaException e) {
                    problems.add(object.name() + "." + field.name() + ": " + e.getMessage());
                }
            }
        }
    }

    /** Compiles the fields' default value formulas ({@code defaultValueFormula}, such as a quantity's 1). */
    private void compileDefaults(Schema.SObjectSchema object) {
        for (JsonNode raw : object.raw().path("fields")) {
            String text = raw.path("defaultValueFormula").asText("");
            FieldDescribe field =
                    object.describe().field(raw.path("name").asText()).orElse(null);
            if (text.isBlank() || field == null || !field.createable()) {
                continue;
            }
            try {
                Expr expr = new FormulaCompiler(path -> {
                            throw new FormulaException("a default value cannot read " + String.join(".", path));
                        })
                        .compile(text);
                defaults.computeIfAbsent(object.name(), k -> new java.util.LinkedHashMap<>())
                        .put(field, expr);
            } catch (FormulaException e) {
                problems.add(object.name() + "." + field.name() + " (default value): " + e.getMessage());
            }
        }
    }

    /** Fills the fields an insert left out that have a default value formula. */
    public void applyDefaults(ObjectDescribe object, ObjectNode record) {
        defaults.getOrDefault(object.name(), Map.of()).forEach((field, expr) -> {
            JsonNode current = record.get(field.name());
            if (current == null || current.isNull()) {
                JsonNode value = toJson(field, evaluate(expr, record));
                if (!value.isNull()) {
                    record.set(field.name(), value);
                }
            }
        });
    }

    /** One line per formula the emulator cannot evaluate (its field reads as null), empty when all are supported. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    private static boolean treatsNullAsZero(Schema.SObjectSchema object, FieldDescribe field) {
        for (JsonNode raw : object.raw().path("fields")) {
            if (field.name().equals(raw.path("name").asText())) {
                return raw.path("formulaTreatNullNumberAsZero").asBoolean(false);
            }
        }
        return false;
    }

    /** A copy of the record with every formula field evaluated for the org's clock now. */
    public ObjectNode materialize(ObjectDescribe object, ObjectNode record) {
        ObjectNode copy = record.deepCopy();
        for (FieldDescribe field : formulaFields.getOrDefault(object.name(), List.of())) {
            copy.set(field.name(), value(object, record, field));
        }
        return copy;
    }

    /** The served value of a field of a stored record of unknown object (found by its id's key prefix). */
    public JsonNode value(JsonNode record, FieldDescribe field) {
        if (field.calculatedFormula() == null || field.calculatedFormula().isBlank()) {
            return record.get(field.name());
        }
        String id = record.path("Id").asText();
        return id.length() < 3
                ? Json.NODES.nullNode()
                : schema.objectByPrefix(id.substring(0, 3))
                        .map(object -> value(object.describe(), record, field))
                        .orElse(Json.NODES.nullNode());
    }

    /** The served value of a field of a stored record: the formula's result for formula fields, else as stored. */
    public JsonNode value(ObjectDescribe object, JsonNode record, FieldDescribe field) {
        if (field.calculatedFormula() == null || field.calculatedFormula().isBlank()) {
            return record.get(field.name());
        }
        Expr expr = compiled.getOrDefault(object.name(), Map.of()).get(field.name());
        return expr == null ? Json.NODES.nullNode() : toJson(field, evaluate(expr, record));
    }

    /** A number field's served value (formula or stored), zero when blank. */
    public BigDecimal decimal(String objectName, JsonNode record, String fieldName) {
        if (record == null) {
            return BigDecimal.ZERO;
        }
        ObjectDescribe object = schema.object(objectName).orElseThrow().describe();
        JsonNode value = object.field(fieldName)
                .map(field -> value(object, record, field))
                .orElse(null);
        return value == null || !value.isNumber() ? BigDecimal.ZERO : value.decimalValue();
    }

    private Object evaluate(Expr expr, JsonNode record) {
        int[] level = depth.get();
        if (level[0] >= MAX_DEPTH) {
            return null; // a formula that refers to itself through other formulas has no value
        }
        level[0]++;
        try {
            LocalDate today = LocalDate.ofInstant(clock.instant(), clock.getZone());
            Instant now = clock.instant();
            return expr.eval(new Values(record, today, now));
        } catch (FormulaException | ArithmeticException | IllegalArgumentException | java.time.DateTimeException e) {
            return null; // a value the formula cannot compute (a type mismatch, division by zero) is blank
        } finally {
            level[0]--;
        }
    }

    /** The expression reading a field path from the formula's record, following parent relationships. */
    private Expr resolve(ObjectDescribe object, List<String> path, boolean nullAsZero, List<String> whole) {
        if (path.size() == 1) {
            FieldDescribe field = object.field(path.get(0))
                    .orElseThrow(() -> new FormulaException("unknown field " + String.join(".", whole)));
            return env -> read(object, env.record(), field, nullAsZero);
        }
        FieldDescribe reference = object.fields().stream()
                .filter(f ->
                        f.relationshipName() != null && f.relationshipName().equalsIgnoreCase(path.get(0)))
                .findFirst()
                .orElseThrow(() ->
                        new FormulaException("unknown relationship " + path.get(0) + " in " + String.join(".", whole)));
        ObjectDescribe parent = reference.referenceTo().stream()
                .map(schema::object)
                .flatMap(Optional::stream)
                .map(Schema.SObjectSchema::describe)
                .findFirst()
                .orElseThrow(
                        () -> new FormulaException("the parent object of " + path.get(0) + " is not in the snapshot"));
        Expr rest = resolve(parent, path.subList(1, path.size()), nullAsZero, whole);
        return env -> {
            JsonNode id = env.record().get(reference.name());
            JsonNode parentRecord = id == null || !id.isTextual() ? null : store.find(id.asText());
            if (parentRecord == null) {
                return nullAsZero ? rest.eval(new Values(Json.object(), env.today(), env.now())) : null;
            }
            return rest.eval(new Values(parentRecord, env.today(), env.now()));
        };
    }

    /** A record and the clock's readings, as one formula evaluation sees them. */
    private record Values(JsonNode record, LocalDate today, Instant now) implements Env {}

    /** A field's value as the formula language sees it: percents as fractions, blanks (or zero) for empty numbers. */
    private Object read(ObjectDescribe object, JsonNode record, FieldDescribe field, boolean nullAsZero) {
        JsonNode node =
                field.calculatedFormula() != null && !field.calculatedFormula().isBlank()
                        ? value(object, record, field)
                        : record.get(field.name());
        boolean empty = node == null
                || node.isNull()
                || (node.isTextual() && node.asText().isEmpty());
        if (isNumber(field.type())) {
            if (empty) {
                return nullAsZero ? BigDecimal.ZERO : null;
            }
            BigDecimal number = node.isNumber() ? node.decimalValue() : new BigDecimal(node.asText());
            return field.type() == FieldType.PERCENT ? number.divide(HUNDRED) : number;
        }
        if (field.type() == FieldType.BOOLEAN) {
            return !empty && node.asBoolean(false);
        }
        if (empty) {
            return null;
        }
        return switch (field.type()) {
            case DATE -> LocalDate.parse(node.asText());
            case DATETIME -> WireFormats.parseDateTime(node.asText()).toInstant();
            default -> node.asText();
        };
    }

    private static boolean isNumber(FieldType type) {
        return switch (type) {
            case CURRENCY, DOUBLE, PERCENT, INT, LONG -> true;
            default -> false;
        };
    }

    /** A formula's result as the field's JSON value: numbers at the field's scale, logical blanks as false. */
    private static JsonNode toJson(FieldDescribe field, Object value) {
        if (field.type() == FieldType.BOOLEAN) {
            return Json.NODES.booleanNode(value instanceof Boolean bool && bool);
        }
        if (value == null || (value instanceof String text && text.isEmpty())) {
            return Json.NODES.nullNode();
        }
        if (isNumber(field.type())) {
            if (!(value instanceof BigDecimal number)) {
                return Json.NODES.nullNode();
            }
            BigDecimal scaled = field.type() == FieldType.PERCENT ? number.multiply(HUNDRED) : number;
            return Json.NODES.numberNode(scaled.setScale(Math.max(0, field.scale()), RoundingMode.HALF_UP));
        }
        return switch (field.type()) {
            case DATE -> value instanceof LocalDate date ? Json.NODES.textNode(date.toString()) : Json.NODES.nullNode();
            case DATETIME ->
                value instanceof Instant instant ? Json.NODES.textNode(Json.datetime(instant)) : Json.NODES.nullNode();
            default ->
                Json.NODES.textNode(
                        value instanceof BigDecimal number
                                ? number.stripTrailingZeros().toPlainString()
                                : value.toString());
        };
    }

    /** The formula problems as one start-up message, or null when every formula is supported. */
    public String report() {
        if (problems.isEmpty()) {
            return null;
        }
        StringBuilder out = new StringBuilder("refin emulator: " + problems.size()
                + " formula field(s) use features the emulator does not evaluate; they read as null:");
        for (String problem : problems) {
            out.append(System.lineSeparator()).append("  ").append(problem);
        }
        return out.toString();
    }
}
