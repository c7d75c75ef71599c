package dev.refin.codegen.naming;

import com.palantir.javapoet.ClassName;
import dev.refin.codegen.GeneratorConfig;
import dev.refin.codegen.Parallel;
import dev.refin.describe.ApiNames;
import dev.refin.describe.ChildRelationship;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.SObject;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Every Java name of a run, settled once: the strategy proposes, overrides win, and collisions are
 * resolved per scope in a fixed order so the result never depends on file order.
 *
 * <p>Order within a scope: overrides first; for classes, objects in their own right before companions and other
 * kinds ({@link ObjectKind}); then standard names, names in the configured namespace,
 * admin-added names without a namespace, names in other namespaces; ties by API name. The first
 * element keeps its proposal; a later one tries {@link NamingStrategy#qualifiedName}, then a number
 * ({@code regionCustom2}). Java keywords, {@code java.lang} type names and members of the runtime's
 * {@link SObject} are never produced.
 */
public final class NameTable {
    /** Methods every entity inherits; no accessor may take these names. */
    static final Set<String> RESERVED_METHODS = reservedMethods();

    /** Constants every entity declares besides its field descriptors. */
    public static final String DESCRIBE = "DESCRIBE";

    public static final String SOBJECT_TYPE = "SOBJECT_TYPE";

    public static final String FIELDS_CLASS = "Fields";

    /**
     * Prefix of the private nested holders of the field descriptors of a very large entity ({@code Descriptors_1},
     * ...); no class or nested enum takes a name of that form.
     */
    public static final String DESCRIPTOR_HOLDER = "Descriptors_";

    /** The runtime's field trait constants, imported statically by every entity. */
    static final List<String> TRAITS = traitNames();

    public static final String UNRECOGNIZED = "UNRECOGNIZED";

    /** Names a picklist constant may not take: the extra constant and the fields of every generated enum. */
    private static final Set<String> ENUM_RESERVED =
            Set.of(UNRECOGNIZED, "apiValue", "label", "active", "isDefault", "validFor");

    /** Nested types every entity declares besides its picklist enums. */
    static final Set<String> NESTED_TYPES = Set.of(FIELDS_CLASS);

    /**
     * Simple names of the types generated code may refer to: every public type of the runtime's package
     * {@code dev.refin.runtime}, and the JDK and Jackson types it uses.
     */
    static final Set<String> REFERENCED_TYPES = referencedTypes();

    /**
     * Variables in scope in every generated picklist enum besides its constants: its fields, the parameters of its
     * methods and the constants of the interfaces it implements. They hide types of the same name in expressions.
     */
    public static final Set<String> ENUM_VARIABLES = enumVariables();

    private final Map<String, ObjectNames> objects;

    /** Class names by lower-case object API name, for every generated object (also those without names here). */
    private final Map<String, ClassName> classes;

    /** Per lower-case object API name: what its names consulted beyond its own describe (see {@link Consulted}). */
    private final Map<String, Consulted> consulted;

    /** Names one object's members; shared by every object of the run, so it only reads what it shares. */
    private final Consumer<ObjectDescribe> namer;

    /** Whether objects may be named in parallel: no name overrides (the only shared state), the default strategy. */
    private final boolean parallel;

    private NameTable(
            Map<String, ObjectNames> objects,
            Map<String, ClassName> classes,
            Map<String, Consulted> consulted,
            Consumer<ObjectDescribe> namer,
            boolean parallel) {
        this.objects = objects;
        this.classes = classes;
        this.consulted = consulted;
        this.namer = namer;
        this.parallel = parallel;
    }

    /**
     * Names of one entity.
     *
     * @param childRelationships constant name by child relationship name, for relationships to generated children
     * @param parentGetters parent-record getter by reference field API name, for lookups to one generated object
     */
    public record ObjectNames(
            ClassName className,
            Map<String, FieldNames> fields,
            Map<String, String> childRelationships,
            Map<String, String> parentGetters) {}

    /** Names derived from one field. */
    public record FieldNames(String property, String constant, String enumName, Map<String, String> enumConstants) {
        public String getter() {
            return "get" + JavaNames.capitalize(property);
        }

        public String setter() {
            return "set" + JavaNames.capitalize(property);
        }
    }

    /**
     * What class-name allocation needs of one object; computed from its describe, so an incremental run can keep it
     * for the objects it does not parse again.
     */
    public record ClassProposal(String apiName, String proposal, String qualified) {
        public static ClassProposal of(ObjectDescribe object, NamingStrategy strategy) {
            String proposal = strategy.className(object);
            return new ClassProposal(object.name(), proposal, strategy.qualifiedName(object.name(), proposal, true));
        }
    }

    /**
     * What the names of one object depend on besides its own describe, the class names and the set of generated
     * objects: the proposals for its nested types (a new class name starting with one of them may change them) and
     * the name overrides it consumed.
     */
    public record Consulted(List<String> nestedProposals, List<String> overrides) {}

    /** The entity class of an object, if it is generated. */
    public Optional<ClassName> classOf(String objectApiName) {
        return Optional.ofNullable(classes.get(objectApiName.toLowerCase(Locale.ROOT)));
    }

    /** The names of an object; those of an object not named by {@link #build} are settled on first use. */
    public ObjectNames of(ObjectDescribe object) {
        String key = object.name().toLowerCase(Locale.ROOT);
        ObjectNames names = objects.get(key);
        if (names == null) {
            name(object);
            names = objects.get(key);
        }
        return names;
    }

    public Consulted consulted(ObjectDescribe object) {
        of(object);
        return consulted.get(object.name().toLowerCase(Locale.ROOT));
    }

    /** Drops the names of an object once its source is generated, so a run holds the names of few objects at once. */
    public void forget(ObjectDescribe object) {
        String key = object.name().toLowerCase(Locale.ROOT);
        objects.remove(key);
        consulted.remove(key);
    }

    private void name(ObjectDescribe object) {
        if (parallel) {
            namer.accept(object);
        } else {
            synchronized (this) {
                if (!objects.containsKey(object.name().toLowerCase(Locale.ROOT))) {
                    namer.accept(object);
                }
            }
        }
    }

    /** Class names by lower-case object API name. */
    public Map<String, ClassName> classes() {
        return classes;
    }

    public static NameTable build(
            List<ObjectDescribe> generated, GeneratorConfig config, NamingStrategy strategy, List<String> problems) {
        List<ClassProposal> proposals =
                generated.stream().map(o -> ClassProposal.of(o, strategy)).toList();
        return build(proposals, generated, config, strategy, Set.of(), problems);
    }

    /**
     * Names for {@code parsed}, a subset of the generated objects, with class names for every object of
     * {@code proposals} (all generated objects). {@code usedElsewhere} are the name override keys the objects not
     * in {@code parsed} consumed, so only overrides nothing uses are reported.
     */
    public static NameTable build(
            List<ClassProposal> proposals,
            List<ObjectDescribe> parsed,
            GeneratorConfig config,
            NamingStrategy strategy,
            Set<String> usedElsewhere,
            List<String> problems) {
        String namespace = ApiNames.namespace(config.prefix().isEmpty() ? "x" : config.prefix() + "X__c")
                .orElse(null);
        Comparator<String> priority = priority(namespace);
        Overrides overrides = new Overrides(config.nameOverrides(), problems);
        overrides.used.addAll(usedElsewhere);

        // Class names, over the whole package.
        Scope classes = new Scope(Set.of(), proposals.size());
        classes.types = true;
        // Type scopes also refuse the names of java.lang's types (JavaNames.isJavaLangType), asked name by name.
        classes.reserved.addAll(REFERENCED_TYPES);
        // A top-level class may not share the name of a nested type of any generated class: inside that class
        // the nested name would shadow it, and a class cannot nest a type of its own name.
        classes.reserved.addAll(NESTED_TYPES);
        // A class named like the first segment of a package obscures that package wherever a qualified name starts
        // with it (JLS 6.4.2): com.example.VAT.SOBJECT_TYPE, written where a constant hides VAT, would mean a member
        // of the class com. Every segment of the generated package and the roots of the packages generated code
        // names are therefore refused as class names.
        Set<String> packageSegments = packageSegments(config.packageName());
        classes.reserved.addAll(packageSegments);
        Map<String, String> classNames = new HashMap<>();
        List<ClassProposal> ordered = new ArrayList<>(proposals);
        // Objects in their own right claim their names before companions and other kinds, so a companion never
        // takes the name of a custom object, whatever the names and their suffixes.
        ordered.sort(Comparator.<ClassProposal>comparingInt(
                        p -> ObjectKind.of(p.apiName()).ordinal())
                .thenComparing(ClassProposal::apiName, priority));
        for (ClassProposal object : ordered) {
            String override = overrides.take(
                    object.apiName(),
                    classes::isFree,
                    name -> packageSegments.contains(name)
                            ? "the name equals a segment of a package the generated code names (" + config.packageName()
                                    + ", dev.refin.runtime, java.*, javax.*, com.fasterxml.*), and a class of that name would"
                                    + " hide the package in qualified names"
                            : null);
            if (override != null) {
                classes.take(override);
                classNames.put(object.apiName(), override);
            }
        }
        for (ClassProposal object : ordered) {
            if (!classNames.containsKey(object.apiName())) {
                String name = classes.allocate(object.proposal(), object.qualified(), classes::isFree);
                classes.take(name);
                classNames.put(object.apiName(), name);
            }
        }
        Map<String, ClassName> classOf = new HashMap<>();
        classNames.forEach(
                (api, name) -> classOf.put(api.toLowerCase(Locale.ROOT), ClassName.get(config.packageName(), name)));

        Map<String, ObjectNames> objects = new ConcurrentHashMap<>();
        Map<String, Consulted> consulted = new ConcurrentHashMap<>();
        Set<String> generatedNames = classOf.keySet();
        Set<String> nestedReserved = new HashSet<>(classNames.values());
        nestedReserved.addAll(classes.reserved);
        nestedReserved.addAll(NESTED_TYPES);
        Consumer<ObjectDescribe> name = object -> {
            String key = object.name().toLowerCase(Locale.ROOT);
            Members members = new Members(nestedReserved, object.fields().size());
            int overridesBefore = overrides.order.size();
            Map<String, FieldNames> fields = fieldNames(object, members, namespace, strategy, overrides);
            objects.put(
                    key,
                    new ObjectNames(
                            classOf.get(key),
                            fields,
                            childRelationshipNames(object, generatedNames, members),
                            parentGetterNames(object, fields, generatedNames, members)));
            consulted.put(
                    key,
                    new Consulted(
                            List.copyOf(members.nestedProposals),
                            List.copyOf(overrides.order.subList(overridesBefore, overrides.order.size()))));
        };
        // Objects are named independently of each other once the class names are settled. Without name overrides
        // (the only shared state) and with the stateless default strategy they are named in parallel.
        boolean parallel = config.nameOverrides().isEmpty() && strategy.getClass() == DefaultNamingStrategy.class;
        NameTable table = new NameTable(objects, classOf, consulted, name, parallel);
        if (parallel) {
            Parallel.forEach(parsed, table::name);
        } else {
            parsed.forEach(table::name);
        }
        // Objects named later (on first use) consume no override: a run passes every object with overrides here.
        overrides.reportUnused();
        return table;
    }

    /** Constants every entity declares or imports besides its field descriptors. */
    /**
     * The segments of {@code packageName} and the first segments of the packages generated code may name by a
     * qualified name (the runtime's, the JDK's and Jackson's).
     */
    static Set<String> packageSegments(String packageName) {
        Set<String> segments = new HashSet<>(List.of("dev", "java", "javax", "com"));
        for (String segment : packageName.split("\\.", -1)) {
            if (!segment.isEmpty()) {
                segments.add(segment);
            }
        }
        return segments;
    }

    private static final Set<String> RESERVED_CONSTANTS = reservedConstants();

    /** The member scopes of one entity class. */
    private static final class Members {
        final Scope properties;
        final Scope methods;
        final Scope constants;
        final Scope nestedTypes;
        final List<String> nestedProposals = new ArrayList<>();
        private final Map<String, String> constantOfProperty;
        private String accessorsProperty;
        private String[] accessorNames;

        /**
         * {@code nestedReserved}: every class name and reserved type name, shared by all entities of a run;
         * {@code fields}: how many fields the entity has.
         */
        Members(Set<String> nestedReserved, int fields) {
            properties = new Scope(Set.of(), fields);
            methods = new Scope(RESERVED_METHODS, 6 * fields + 16);
            constants = new Scope(RESERVED_CONSTANTS, fields + 16);
            nestedTypes = new Scope(nestedReserved, 16);
            nestedTypes.types = true;
            constantOfProperty = new HashMap<>(fields * 4 / 3 + 1);
        }

        /**
         * The {@link #accessors(String)} of a property: each property is checked, then taken, so the names made for
         * the check are kept for the take.
         */
        String[] accessorsOf(String property) {
            if (!property.equals(accessorsProperty)) {
                accessorNames = accessors(property);
                accessorsProperty = property;
            }
            return accessorNames;
        }

        /** The constant a property's descriptor is named by: {@code salesInvoice} gives {@code SALES_INVOICE}. */
        String constantOf(String property) {
            return constantOfProperty.computeIfAbsent(property, p -> JavaNames.upperSnake(JavaNames.words(p)));
        }
    }

    private static Set<String> reservedConstants() {
        Set<String> names = new HashSet<>(TRAITS);
        names.add(DESCRIBE);
        names.add(SOBJECT_TYPE);
        return Set.copyOf(names);
    }

    /**
     * A constant per child relationship whose child object is generated ({@code refin__Lines__r} gives
     * {@code LINES}), allocated after the field constants so a field never loses its name to a relationship.
     */
    private static Map<String, String> childRelationshipNames(
            ObjectDescribe object, Set<String> generated, Members members) {
        Map<String, String> result = new LinkedHashMap<>();
        List<ChildRelationship> relationships = new ArrayList<>(object.childRelationships());
        // Relationships from objects in their own right first: a companion's never takes their constants.
        relationships.sort(Comparator.<ChildRelationship>comparingInt(r -> r.childSObject() == null
                        ? 0
                        : ObjectKind.of(r.childSObject()).ordinal())
                .thenComparing(r -> String.valueOf(r.relationshipName())));
        for (ChildRelationship relationship : relationships) {
            String name = relationship.relationshipName();
            if (name == null
                    || relationship.field() == null
                    || result.containsKey(name)
                    || !ApiNames.isValid(name)
                    || !generated.contains(relationship.childSObject().toLowerCase(Locale.ROOT))) {
                continue;
            }
            String proposal = JavaNames.upperSnake(JavaNames.words(ApiNames.localName(name)));
            if (proposal.isEmpty() || !Character.isLetter(proposal.charAt(0))) {
                proposal = "CHILDREN_" + proposal;
            }
            String constant = members.constants.allocate(
                    proposal, proposal + "_CHILDREN", c -> members.constants.isFree(c) && JavaNames.isIdentifier(c));
            members.constants.take(constant);
            result.put(name, constant);
        }
        return result;
    }

    /**
     * A parent-record getter per lookup to exactly one generated object ({@code refin__Entity__c}, whose id accessor
     * is {@code getEntityId()}, gives {@code getEntity()}), allocated after every field accessor.
     */
    private static Map<String, String> parentGetterNames(
            ObjectDescribe object, Map<String, FieldNames> fieldNames, Set<String> generated, Members members) {
        Map<String, String> result = new LinkedHashMap<>();
        List<FieldDescribe> fields = new ArrayList<>(object.fields());
        fields.sort(Comparator.comparing(FieldDescribe::name));
        for (FieldDescribe field : fields) {
            if (field.type() != FieldType.REFERENCE
                    || field.relationshipName() == null
                    || !ApiNames.isValid(field.relationshipName())
                    || field.referenceTo().size() != 1
                    || !generated.contains(field.referenceTo().get(0).toLowerCase(Locale.ROOT))) {
                continue;
            }
            // Named like the id accessor without its Id: getEntityId() and getEntity().
            String property = fieldNames.get(field.name()).property();
            String stem = property.endsWith("Id") && property.length() > 2
                    ? property.substring(0, property.length() - 2)
                    : JavaNames.lowerCamel(JavaNames.words(ApiNames.localName(field.relationshipName())));
            String proposal = "get" + JavaNames.capitalize(stem.isEmpty() ? "parent" : stem);
            String getter = members.methods.allocate(proposal, proposal + "Record", members.methods::isFree);
            members.methods.take(getter);
            result.put(field.name(), getter);
        }
        return result;
    }

    private static Map<String, FieldNames> fieldNames(
            ObjectDescribe object, Members members, String namespace, NamingStrategy strategy, Overrides overrides) {
        Scope properties = members.properties;
        Scope nestedTypes = members.nestedTypes;

        List<FieldDescribe> ordered = byPriority(object.fields(), namespace);
        Map<String, String> chosen = new HashMap<>();
        Predicate<String> propertyFree = p -> isPropertyFree(p, members);
        for (FieldDescribe field : ordered) {
            String override = overrides.take(object.name() + "." + field.name(), propertyFree);
            if (override != null) {
                takeProperty(override, members);
                chosen.put(field.name(), override);
            }
        }
        for (FieldDescribe field : ordered) {
            if (chosen.containsKey(field.name())) {
                continue;
            }
            String proposal = strategy.propertyName(object, field);
            String property = properties.allocate(
                    proposal, () -> strategy.qualifiedName(field.name(), proposal, false), propertyFree);
            takeProperty(property, members);
            chosen.put(field.name(), property);
        }

        Map<String, FieldNames> result = new LinkedHashMap<>();
        for (FieldDescribe field : ordered) {
            String property = chosen.get(field.name());
            String enumName = null;
            Map<String, String> constantsOfEnum = Map.of();
            if (field.type() == FieldType.PICKLIST || field.type() == FieldType.MULTIPICKLIST) {
                String proposal = strategy.enumName(object, field);
                members.nestedProposals.add(proposal);
                enumName = nestedTypes.allocate(proposal, proposal + "Values", nestedTypes::isFree);
                nestedTypes.take(enumName);
                constantsOfEnum = enumConstants(object, field, strategy, overrides);
            }
            result.put(field.name(), new FieldNames(property, members.constantOf(property), enumName, constantsOfEnum));
        }
        return result;
    }

    private static Map<String, String> enumConstants(
            ObjectDescribe object, FieldDescribe field, NamingStrategy strategy, Overrides overrides) {
        Scope scope = new Scope(ENUM_RESERVED, field.picklistValues().size());
        Map<String, String> result = new LinkedHashMap<>();
        for (PicklistEntry value : field.picklistValues()) {
            if (result.containsKey(value.value())) {
                continue; // a duplicate value in the describe: one constant
            }
            String override = overrides.take(object.name() + "." + field.name() + "=" + value.value(), scope::isFree);
            String name = override != null
                    ? override
                    : scope.allocate(strategy.enumConstantName(object, field, value), () -> null, scope::isFree);
            scope.take(name);
            result.put(value.value(), name);
        }
        return result;
    }

    private static boolean isPropertyFree(String property, Members members) {
        // A keyword is a fine property ("default" gives getDefault); only accessors must be identifiers.
        if (property.isEmpty()
                || !members.properties.isFreeIgnoringKeywords(property)
                || !JavaNames.isIdentifier("get" + property)) {
            return false;
        }
        String constant = members.constantOf(property);
        if (constant.isEmpty() || !members.constants.isFree(constant)) {
            return false;
        }
        // Every accessor is an identifier when the getter is: they differ from it in letters only.
        String[] accessors = members.accessorsOf(property);
        for (int i = 0; i < accessors.length; i += 2) {
            if (!members.methods.isFreeIgnoringKeywords(accessors[i], accessors[i + 1])) {
                return false;
            }
        }
        return true;
    }

    private static void takeProperty(String property, Members members) {
        members.properties.take(property);
        members.constants.take(members.constantOf(property));
        String[] accessors = members.accessorsOf(property);
        for (int i = 0; i < accessors.length; i += 2) {
            members.methods.takeFolded(accessors[i + 1]);
        }
    }

    private static final String[] ACCESSOR_FORMS = {
        "get", "", "set", "", "get", "AsString", "set", "AsString", "get", "AsStrings", "set", "AsStrings"
    };

    /**
     * Every accessor a property may produce, whatever its type, so names never depend on types: pairs of the name
     * and its lower-case form ({@code getRegion}, {@code getregion}).
     */
    private static String[] accessors(String property) {
        String cap = JavaNames.capitalize(property);
        // Lower-casing ASCII letters one by one is what lower-casing the whole name does.
        String folded = JavaNames.isAscii(cap) ? cap.toLowerCase(Locale.ROOT) : null;
        String[] names = new String[ACCESSOR_FORMS.length];
        for (int i = 0; i < ACCESSOR_FORMS.length; i += 2) {
            String name = ACCESSOR_FORMS[i] + cap + ACCESSOR_FORMS[i + 1];
            names[i] = name;
            names[i + 1] = folded != null
                    ? ACCESSOR_FORMS[i] + folded + ACCESSOR_FORMS[i + 1].toLowerCase(Locale.ROOT)
                    : name.toLowerCase(Locale.ROOT);
        }
        return names;
    }

    /** Fields in the order of {@link #priority}, each tier computed once. */
    private static List<FieldDescribe> byPriority(List<FieldDescribe> fields, String namespace) {
        List<Map.Entry<Integer, FieldDescribe>> ranked = new ArrayList<>(fields.size());
        for (FieldDescribe field : fields) {
            ranked.add(Map.entry(tier(field.name(), namespace), field));
        }
        ranked.sort(Map.Entry.<Integer, FieldDescribe>comparingByKey()
                .thenComparing(e -> e.getValue().name()));
        List<FieldDescribe> ordered = new ArrayList<>(fields.size());
        ranked.forEach(e -> ordered.add(e.getValue()));
        return ordered;
    }

    /** Tiers: standard, configured namespace, admin-added without namespace, other namespaces; then by name. */
    private static Comparator<String> priority(String namespace) {
        // Tiers are computed once per name: sorting calls the comparator O(n log n) times.
        Map<String, Integer> tiers = new java.util.concurrent.ConcurrentHashMap<>();
        return Comparator.<String>comparingInt(apiName -> tiers.computeIfAbsent(apiName, n -> tier(n, namespace)))
                .thenComparing(Comparator.naturalOrder());
    }

    private static int tier(String apiName, String namespace) {
        Optional<String> ns = ApiNames.namespace(apiName);
        if (ns.isEmpty()) {
            return ApiNames.suffix(apiName).isEmpty() ? 0 : 2;
        }
        return ns.get().equalsIgnoreCase(namespace) ? 1 : 3;
    }

    /**
     * The variables in scope in the body of an entity class (its constants, the trait constants it imports, those it
     * inherits, {@code shared} private ones): a type of one of these names is qualified where an expression names
     * it, so no constant hides a type the class refers to, whatever the names.
     */
    public static Set<String> variables(ObjectNames names, java.util.Collection<String> shared) {
        Set<String> variables = new HashSet<>(RESERVED_CONSTANTS);
        variables.addAll(INHERITED_FIELDS);
        variables.addAll(shared);
        variables.addAll(names.childRelationships().values());
        names.fields().values().forEach(n -> variables.add(n.constant()));
        return variables;
    }

    /** Fields an entity inherits from {@link SObject}. */
    private static final Set<String> INHERITED_FIELDS = inheritedFields(SObject.class);

    private static Set<String> inheritedFields(Class<?>... types) {
        Set<String> names = new HashSet<>();
        for (Class<?> start : types) {
            for (Class<?> type = start; type != null; type = type.getSuperclass()) {
                for (java.lang.reflect.Field field : type.getDeclaredFields()) {
                    if (!Modifier.isPrivate(field.getModifiers())) {
                        names.add(field.getName());
                    }
                }
            }
            for (java.lang.reflect.Field field : start.getFields()) {
                names.add(field.getName());
            }
        }
        return Set.copyOf(names);
    }

    private static Set<String> enumVariables() {
        Set<String> names = new HashSet<>(inheritedFields(dev.refin.runtime.StatusValue.class, Enum.class));
        names.addAll(List.of(UNRECOGNIZED, "apiValue", "label", "active", "isDefault", "validFor", "controller"));
        return Set.copyOf(names);
    }

    private static Set<String> referencedTypes() {
        Set<String> names = new HashSet<>(List.of(
                "Generated",
                "BigDecimal",
                "LocalDate",
                "LocalTime",
                "OffsetDateTime",
                "List",
                "Set",
                "Collection",
                "JsonNode",
                "Builder"));
        names.addAll(JavaNames.publicTypes(SObject.class));
        return Set.copyOf(names);
    }

    private static List<String> traitNames() {
        List<String> names = new ArrayList<>();
        for (java.lang.reflect.Field field : dev.refin.runtime.FieldTraits.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers())) {
                names.add(field.getName());
            }
        }
        names.sort(Comparator.naturalOrder());
        return List.copyOf(names);
    }

    private static Set<String> reservedMethods() {
        Set<String> names = new HashSet<>();
        for (Class<?> type = SObject.class; type != null; type = type.getSuperclass()) {
            for (Method method : type.getDeclaredMethods()) {
                if (!Modifier.isPrivate(method.getModifiers())) {
                    names.add(method.getName());
                }
            }
        }
        return Set.copyOf(names);
    }

    /** Whether {@code name} has the form of a descriptor holder's name ({@code Descriptors_1}). */
    private static boolean isHolderName(String name) {
        return name.regionMatches(true, 0, DESCRIPTOR_HOLDER, 0, DESCRIPTOR_HOLDER.length())
                && name.length() > DESCRIPTOR_HOLDER.length()
                && name.substring(DESCRIPTOR_HOLDER.length()).chars().allMatch(Character::isDigit);
    }

    /** Names taken in one Java scope. Comparison ignores case, so names also differ on case-insensitive file systems. */
    private static final class Scope {
        final Set<String> reserved = new HashSet<>();

        /** Whether the scope names types, which never take a descriptor holder's name. */
        boolean types;

        private final Set<String> folded;

        /** Reserved names shared with other scopes, never changed. */
        private final Set<String> shared;

        /** {@code expected}: about how many names the scope will take. */
        Scope(Set<String> shared, int expected) {
            this.shared = shared;
            this.folded = new HashSet<>(expected * 4 / 3 + 1);
        }

        boolean isFree(String name) {
            return JavaNames.isIdentifier(name)
                    && !(types && isHolderName(name))
                    && !reserved.contains(name)
                    && !shared.contains(name)
                    && !folded.contains(name.toLowerCase(Locale.ROOT))
                    && !(types && JavaNames.isJavaLangType(name));
        }

        boolean isFreeIgnoringKeywords(String name) {
            return isFreeIgnoringKeywords(name, name.toLowerCase(Locale.ROOT));
        }

        /** Like {@link #isFreeIgnoringKeywords(String)} with the name's lower-case form at hand. */
        boolean isFreeIgnoringKeywords(String name, String lowerCase) {
            return !reserved.contains(name)
                    && !shared.contains(name)
                    && !folded.contains(lowerCase)
                    && !(types && JavaNames.isJavaLangType(name));
        }

        void take(String name) {
            folded.add(name.toLowerCase(Locale.ROOT));
        }

        /** Takes a name given in lower case. */
        void takeFolded(String lowerCase) {
            folded.add(lowerCase);
        }

        /** The proposal if free, else the qualified name if free, else the first free numbered variant. */
        String allocate(String proposal, String qualified, Predicate<String> free) {
            return allocate(proposal, () -> qualified, free);
        }

        /**
         * {@link #allocate(String, String, Predicate)}, asking for the qualified name (null for none) only when the
         * proposal is taken.
         */
        String allocate(String proposal, Supplier<String> qualifiedName, Predicate<String> free) {
            if (free.test(proposal)) {
                return proposal;
            }
            String qualified = qualifiedName.get();
            if (qualified != null && free.test(qualified)) {
                return qualified;
            }
            String stem = qualified != null ? qualified : proposal;
            String separator = Character.isDigit(stem.charAt(stem.length() - 1))
                            || Character.isUpperCase(stem.charAt(stem.length() - 1))
                    ? "_"
                    : "";
            for (int i = 2; ; i++) {
                if (free.test(stem + separator + i)) {
                    return stem + separator + i;
                }
            }
        }
    }

    /** User-chosen names; each must be a legal, free identifier and name something that exists. */
    private static final class Overrides {
        private final Map<String, String> byKey;
        private final Set<String> used = new HashSet<>();
        private final List<String> order = new ArrayList<>();
        private final List<String> problems;

        Overrides(Map<String, String> overrides, List<String> problems) {
            this.byKey = overrides;
            this.problems = problems;
        }

        String take(String key, Predicate<String> free) {
            return take(key, free, name -> null);
        }

        /** {@link #take(String, Predicate)}, with {@code why} explaining a refused name where it can (else null). */
        String take(String key, Predicate<String> free, Function<String, String> why) {
            String name = byKey.get(key);
            if (name == null) {
                return null;
            }
            if (used.add(key)) {
                order.add(key);
            }
            if (!JavaNames.isIdentifier(name)) {
                problems.add("name override " + key + "=" + name + ": not a legal Java identifier");
                return null;
            }
            if (!free.test(name)) {
                String reason = why.apply(name);
                problems.add("name override " + key + "=" + name + ": "
                        + (reason != null ? reason : "the name is reserved or already taken"));
                return null;
            }
            return name;
        }

        void reportUnused() {
            byKey.keySet().stream()
                    .filter(key -> !used.contains(key))
                    .sorted()
                    .forEach(key -> problems.add("name override " + key + ": no generated object, field or picklist"
                            + " value has this API name"));
        }
    }
}
