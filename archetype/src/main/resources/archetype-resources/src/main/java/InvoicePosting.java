package ${package};

import ${package}.accounting.Account;
import ${package}.accounting.Entity;
import ${package}.accounting.GLAccount;
import ${package}.accounting.SalesInvoice;
import ${package}.accounting.SalesInvoiceLine;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.ClientCredentialsAuth;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.RefinException;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.client.TreeNode;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/** Creates a sales invoice with its line in one round trip and posts it, with the types generated from src/main/refin. */
public final class InvoicePosting {
    private final RefinClient client;

    /** Posting through this client; its user needs a licence seat of the accounting package. */
    public InvoicePosting(RefinClient client) {
        this.client = client;
    }

    /**
     * Creates a draft invoice of one line for the customer and posts it: the package numbers it, takes its ledger and
     * period from the entity and writes the ledger entries.
     */
    public RecordId<SalesInvoice> createAndPost(
            RecordId<Entity> entity,
            RecordId<Account> customer,
            RecordId<GLAccount> revenueAccount,
            String reference,
            LocalDate invoiceDate,
            BigDecimal amount) {
        SalesInvoice invoice = new SalesInvoice()
                .setEntityId(entity)
                .setCustomerId(customer)
                .setInvoiceDate(invoiceDate)
                .setReference(reference);
        SalesInvoiceLine line = new SalesInvoiceLine()
                .setDescription("Consulting")
                .setGlAccountId(revenueAccount)
                .setQuantity(BigDecimal.ONE)
                .setUnitPrice(amount);
        client.createTree(TreeNode.of(invoice).withChildren(SalesInvoice.LINES, List.of(line)));
        client.post(SalesInvoice.SOBJECT_TYPE, invoice.getId());
        return invoice.getId();
    }

    /**
     * Posts an invoice in the org the environment names: {@code REFIN_INSTANCE_URL} with {@code REFIN_ACCESS_TOKEN}
     * (or {@code REFIN_CLIENT_ID} and {@code REFIN_CLIENT_SECRET}), and the records {@code REFIN_ENTITY_ID},
     * {@code REFIN_CUSTOMER_ID} and {@code REFIN_REVENUE_ACCOUNT_ID}.
     */
    public static void main(String[] args) {
        try {
            SalesInvoice posted = postFromEnvironment(System.getenv());
            System.out.println("Posted " + posted.getName() + ", total " + posted.getTotalAmount());
        } catch (IllegalStateException | RefinException e) {
            System.err.println("invoice-posting: " + e.getMessage());
            System.exit(1);
        }
    }

    /** What {@link #main} does, with the environment as a map; answers the posted invoice as the org reads it back. */
    public static SalesInvoice postFromEnvironment(Map<String, String> env) {
        String instanceUrl = required(env, "REFIN_INSTANCE_URL");
        RefinClient orgClient = RefinClient.builder()
                .instanceUrl(instanceUrl)
                .auth(env.containsKey("REFIN_ACCESS_TOKEN")
                        ? StaticTokenAuth.of(env.get("REFIN_ACCESS_TOKEN"))
                        : ClientCredentialsAuth.of(
                                instanceUrl, required(env, "REFIN_CLIENT_ID"), required(env, "REFIN_CLIENT_SECRET")))
                .build();
        RecordId<SalesInvoice> postedId = new InvoicePosting(orgClient)
                .createAndPost(
                        RecordId.of(required(env, "REFIN_ENTITY_ID")),
                        RecordId.of(required(env, "REFIN_CUSTOMER_ID")),
                        RecordId.of(required(env, "REFIN_REVENUE_ACCOUNT_ID")),
                        "GETTING-STARTED-" + System.currentTimeMillis(),
                        // The ready org opens the period of the UTC month; a local date near a month's end could fall
                        // outside it.
                        LocalDate.now(ZoneOffset.UTC),
                        new BigDecimal("1200.00"));
        return orgClient.get(
                SalesInvoice.SOBJECT_TYPE, postedId, SalesInvoice.NAME, SalesInvoice.STATUS, SalesInvoice.TOTAL_AMOUNT);
    }

    private static String required(Map<String, String> env, String name) {
        String value = env.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("the environment variable " + name + " is not set");
        }
        return value;
    }
}
