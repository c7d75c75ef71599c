package dev.refin.emulator.formula;

import java.util.List;

/** Resolves a field reference of a formula, such as {@code refin__Sales_Invoice__r.refin__Status__c}. */
@FunctionalInterface
public interface FieldResolver {
    /**
     * The expression reading the field at the end of the path.
     *
     * @param path the dotted path's parts, relationship names first
     * @throws FormulaException when the path does not name a field
     */
    Expr resolve(List<String> path);
}
