package dev.refin.codegen.naming;

import dev.refin.describe.ApiNames;
import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.ObjectKind;
import dev.refin.describe.PicklistEntry;
import dev.refin.runtime.FieldType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The default names: namespace and {@code __c}-style suffixes stripped, words split at underscores and
 * case changes, Java casing applied.
 *
 * <ul>
 *   <li>{@code refin__Sales_Invoice__c} gives class {@code SalesInvoice}; a companion or another kind of object
 *       says what it is: {@code refin__Sales_Invoice__History} gives {@code SalesInvoiceHistory},
 *       {@code refin__Invoice_Posted__e} gives {@code InvoicePostedEvent} (see {@link ObjectKind}).
 *   <li>{@code refin__Invoice_Type__c} gives property {@code invoiceType}, accessors {@code getInvoiceType},
 *       constant {@code INVOICE_TYPE} and, as a picklist, enum {@code InvoiceType}.
 *   <li>A custom reference gets an {@code Id} suffix, like the platform's own {@code AccountId}:
 *       {@code refin__Entity__c} gives property {@code entityId}.
 *   <li>A picklist value gives an upper-snake constant: {@code Credit Memo} gives {@code CREDIT_MEMO};
 *       one starting with a digit is prefixed: {@code 1-30} gives {@code VALUE_1_30}; one with no Latin
 *       letters or digits is named by position: {@code VALUE_7}.
 *   <li>On a collision, namespaced names are qualified by their namespace ({@code otherRegion}) and
 *       admin-added names without a namespace get a {@code Custom} suffix ({@code regionCustom}).
 * </ul>
 */
public class DefaultNamingStrategy implements NamingStrategy {

    @Override
    public String className(ObjectDescribe object) {
        // A companion or another kind of object says what it is: refin__Sales_Invoice__History is
        // SalesInvoiceHistory, refin__Posted__e is PostedEvent, so none takes the name of a custom object.
        String kind = ObjectKind.of(object.name()).word(object.name());
        List<String> words = new ArrayList<>(wordsOf(object.name(), "Object"));
        words.addAll(JavaNames.words(kind));
        return JavaNames.upperCamel(words);
    }

    @Override
    public String propertyName(ObjectDescribe object, FieldDescribe field) {
        List<String> words = new ArrayList<>(wordsOf(field.name(), "Field"));
        boolean custom = ApiNames.suffix(field.name()).isPresent();
        if (field.type() == FieldType.REFERENCE
                && custom
                && !words.get(words.size() - 1).equals("Id")) {
            words.add("Id");
        }
        return JavaNames.lowerCamel(words);
    }

    @Override
    public String enumName(ObjectDescribe object, FieldDescribe field) {
        return JavaNames.upperCamel(wordsOf(field.name(), "Values"));
    }

    @Override
    public String enumConstantName(ObjectDescribe object, FieldDescribe field, PicklistEntry value) {
        List<String> words = JavaNames.words(value.value());
        if (value.value().isEmpty()) {
            return "EMPTY";
        }
        if (words.isEmpty()) {
            return "VALUE_" + (field.picklistValues().indexOf(value) + 1);
        }
        String name = JavaNames.upperSnake(words);
        return Character.isDigit(name.charAt(0)) ? "VALUE_" + name : name;
    }

    @Override
    public String qualifiedName(String apiName, String name, boolean upperCamel) {
        Optional<String> namespace = ApiNames.namespace(apiName);
        if (namespace.isPresent()) {
            String qualifier = JavaNames.upperCamel(JavaNames.words(namespace.get()));
            return upperCamel
                    ? qualifier + name
                    : qualifier.toLowerCase(Locale.ROOT).charAt(0)
                            + qualifier.substring(1)
                            + JavaNames.capitalize(name);
        }
        return ApiNames.suffix(apiName).isPresent() ? name + "Custom" : name + "Standard";
    }

    private static List<String> wordsOf(String apiName, String fallback) {
        List<String> words = JavaNames.words(ApiNames.localName(apiName));
        return words.isEmpty() ? List.of(fallback) : words;
    }
}
