package dev.refin.emulator;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.emulator.wire.Json;
import java.time.LocalDate;
import java.util.List;

/**
 * The records a first posting needs, seeded by {@link Emulator.Builder#readyOrg()}: a ledger, a receivables and a
 * revenue GL account, an entity with those defaults, the accounting period of the current month, open, and a customer
 * {@code Account}. Their refs name the environment variables {@link Emulator#environment()} prints them under.
 */
final class ReadyOrg {
    /** The refs of the ready org's records, in the order they are inserted. */
    static final List<String> REFS =
            List.of("ledger", "receivable_account", "revenue_account", "entity", "period", "customer");

    private ReadyOrg() {}

    /** The seed records, the period being the month of {@code today}. */
    static List<EmulatorConfig.SeedRecord> records(LocalDate today) {
        LocalDate first = today.withDayOfMonth(1);
        return List.of(
                record(
                        "refin__Ledger__c",
                        "ledger",
                        fields().put("Name", "Actual").put("refin__Active__c", true)),
                record(
                        "refin__GL_Account__c",
                        "receivable_account",
                        fields().put("Name", "1200 Receivables")
                                .put("refin__Account_Number__c", "1200")
                                .put("refin__Type__c", "Asset")
                                .put("refin__Active__c", true)),
                record(
                        "refin__GL_Account__c",
                        "revenue_account",
                        fields().put("Name", "4000 Revenue")
                                .put("refin__Account_Number__c", "4000")
                                .put("refin__Type__c", "Revenue")
                                .put("refin__Active__c", true)),
                record(
                        "refin__Entity__c",
                        "entity",
                        fields().put("Name", "Example Ltd")
                                .put("refin__Default_Ledger__c", "@ledger")
                                .put("refin__Default_AR_Account__c", "@receivable_account")),
                record(
                        "refin__Accounting_Period__c",
                        "period",
                        fields().put("Name", first.toString().substring(0, 7))
                                .put("refin__Entity__c", "@entity")
                                .put("refin__Start_Date__c", first.toString())
                                .put(
                                        "refin__End_Date__c",
                                        today.withDayOfMonth(today.lengthOfMonth())
                                                .toString())
                                .put("refin__Status__c", "Open")),
                record("Account", "customer", fields().put("Name", "Acme Corp")));
    }

    private static ObjectNode fields() {
        return Json.object();
    }

    private static EmulatorConfig.SeedRecord record(String object, String ref, ObjectNode fields) {
        return new EmulatorConfig.SeedRecord(object, ref, fields, "ready org: " + ref + " (" + object + ")");
    }
}
