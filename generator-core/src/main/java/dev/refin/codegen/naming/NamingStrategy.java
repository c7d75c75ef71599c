package dev.refin.codegen.naming;

import dev.refin.describe.FieldDescribe;
import dev.refin.describe.ObjectDescribe;
import dev.refin.describe.PicklistEntry;

/**
 * Proposes Java names for describe elements. Proposals need not be unique or legal: collisions, Java
 * keywords and reserved names are settled afterwards, per generated type, by {@link NameTable}.
 */
public interface NamingStrategy {

    /** The entity class name, e.g. {@code SalesInvoice} for {@code refin__Sales_Invoice__c}. */
    String className(ObjectDescribe object);

    /** The property name, e.g. {@code invoiceType}; accessors and constants derive from it. */
    String propertyName(ObjectDescribe object, FieldDescribe field);

    /** The picklist enum's name, e.g. {@code InvoiceType}. */
    String enumName(ObjectDescribe object, FieldDescribe field);

    /** The enum constant of a picklist value, e.g. {@code CREDIT_MEMO}. */
    String enumConstantName(ObjectDescribe object, FieldDescribe field, PicklistEntry value);

    /**
     * The name to try when {@code name} (a class or property name) collides with one taken by an element
     * of higher priority, e.g. {@code otherRegion} for {@code other__Region__c}.
     */
    String qualifiedName(String apiName, String name, boolean upperCamel);
}
