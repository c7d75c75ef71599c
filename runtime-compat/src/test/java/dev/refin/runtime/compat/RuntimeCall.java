package dev.refin.runtime.compat;

import dev.refin.runtime.RecordId;
import dev.refin.runtime.client.RefinClient;
import dev.refin.runtime.client.StaticTokenAuth;
import dev.refin.runtime.testing.LoopbackServer;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Makes the runtime log: one record deleted over loopback HTTP, which the client logs at DEBUG when it ends. */
final class RuntimeCall {
    /** The logger the runtime's client writes to ({@code Transport.LOGGER}). */
    static final String LOGGER = "dev.refin.runtime.client";

    /** What the DEBUG record of the call begins with: its method and path. */
    static final String MESSAGE = "DELETE /sobjects/refin__Note__c/";

    private RuntimeCall() {}

    /** Deletes one record from a loopback server answering 204. */
    static void deleteOne() {
        try (LoopbackServer server = new LoopbackServer()) {
            server.respond(request -> LoopbackServer.Reply.noContent());
            RefinClient client = RefinClient.builder()
                    .instanceUrl(server.url())
                    .auth(StaticTokenAuth.of("tok-compat"))
                    .build();
            client.delete(Note.TYPE, RecordId.of(Note.TYPE, RecordId.to18("a0N5g000001AbCd")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
