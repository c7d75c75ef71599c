package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.ChildRelationship;
import dev.refin.runtime.Field;
import dev.refin.runtime.HasStatus;
import dev.refin.runtime.HasStatusTransitions;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.StatusValue;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.RecordAccess;
import dev.refin.runtime.internal.http.ErrorBody;
import dev.refin.runtime.internal.http.Transport;
import dev.refin.runtime.internal.http.Urls;
import dev.refin.runtime.internal.paging.PageCursor;
import dev.refin.runtime.internal.paging.QueryPage;
import dev.refin.runtime.internal.paging.RowCap;
import dev.refin.runtime.internal.write.Answers;
import dev.refin.runtime.internal.write.CompositeCalls;
import dev.refin.runtime.internal.write.SaveResult;
import dev.refin.runtime.internal.write.WriteBodies;
import dev.refin.runtime.query.AggregateQuery;
import dev.refin.runtime.query.AggregateRow;
import dev.refin.runtime.query.CountQuery;
import dev.refin.runtime.query.Soql;
import dev.refin.runtime.query.SoqlQuery;
import dev.refin.runtime.query.SoqlTemplate;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.regex.Pattern;

/**
 * A typed client for one org: create, read, update and delete generated entities, post documents, and
 * stream query results. Every refusal is a {@link RefinApiException}. Thread-safe; build one per org.
 */
public final class RefinClient {
    /** The API version used unless the builder says otherwise. */
    public static final String DEFAULT_API_VERSION = "v65.0";

    /** The largest response body read unless the builder says otherwise: 32 MiB, after decompression too. */
    public static final long DEFAULT_MAX_RESPONSE_BYTES = 32L * 1024 * 1024;

    /**
     * The most rows the client collects in memory for one answer unless the builder says otherwise: {@value}, the
     * platform's own limit of rows per transaction. One query page, an aggregate's rows and a count's page are
     * refused beyond it.
     */
    public static final int DEFAULT_MAX_COLLECTED_ROWS = Transport.DEFAULT_MAX_COLLECTED_ROWS;

    /** The status field every accounting document carries; posting is a change of it. */
    static final String STATUS_FIELD = StatusValue.FIELD;

    /** The status value of a posted document. */
    static final String POSTED = "Posted";

    private static final Pattern API_VERSION = Pattern.compile("v[1-9]\\d{1,2}\\.\\d");

    private final URI instanceUrl;
    private final String apiVersion;
    private final Transport transport;
    private final CompositeCalls composite;
    private final Bulk bulk;

    private RefinClient(Builder builder, URI instanceUrl) {
        this.instanceUrl = instanceUrl;
        this.apiVersion = builder.apiVersion;
        this.transport = new Transport(
                Transport.httpClient(instanceUrl, builder.connectTimeout),
                instanceUrl,
                apiVersion,
                builder.auth,
                new Transport.Limits(
                        builder.requestTimeout,
                        builder.maxResponseBytes,
                        builder.retry,
                        builder.listener,
                        builder.maxCollectedRows));
        this.composite = new CompositeCalls(transport);
        this.bulk = new Bulk(transport);
    }

    /** Bulk API 2.0 jobs (ingest and query) through this client's transport, with default settings. */
    public Bulk bulk() {
        return bulk;
    }

    /** Starts configuring a client. */
    public static Builder builder() {
        return new Builder();
    }

    /** The org's instance URL, without trailing slash. */
    public URI instanceUrl() {
        return instanceUrl;
    }

    /** The API version in every path, e.g. {@code v65.0}. */
    public String apiVersion() {
        return apiVersion;
    }

    /** The API usage the most recent response reported in {@code Sforce-Limit-Info}; empty before any. */
    public Optional<ApiUsage> lastApiUsage() {
        return transport.lastUsage();
    }

    /**
     * Inserts a record, sending only the createable fields set on it, and returns its new id. On success the
     * id is stored in the entity (when it declares {@code Id}) and the entity is marked unchanged.
     *
     * @throws RefinApiException when the platform refuses
     */
    public <E extends SObject<E>> RecordId<E> create(E entity) {
        SObjectType<E> type = entity.sobjectType();
        String resource = "/sobjects/" + type.apiName();
        String body = WriteBodies.changedJson(entity, Field::isCreateable);
        Transport.Response response = transport.send("POST", resource, body == null ? "{}" : body, false);
        SaveResult result;
        try {
            result = SaveResult.parse(response.body());
        } catch (IOException e) {
            throw unreadable(
                    "POST " + resource, "a body that is not a save result: " + ErrorBody.excerpt(response.body()));
        }
        if (!result.success()) {
            throw refusal(response, "POST", resource, result.errors(), false);
        }
        if (result.id() == null || !Answers.isRecordId(result.id())) {
            throw unreadable(
                    "POST " + resource,
                    result.id() == null
                            ? "success without an id"
                            : "an id that is not a record id: '" + result.id() + "'");
        }
        RecordId<E> id = RecordId.of(type, result.id());
        WriteBodies.idField(type).ifPresent(field -> RecordAccess.get().load(entity, field, id));
        entity.markUnchanged();
        return id;
    }

    /**
     * Reads a record with every field the user may see.
     *
     * @throws RefinApiException with {@link ErrorKind#NOT_FOUND} when there is no such record
     */
    public <E extends SObject<E>> E get(SObjectType<E> type, RecordId<E> id) {
        return get(type, id, List.of());
    }

    /**
     * Reads a record with every field the user may see; the id says which object (ids returned by
     * {@link #create}, read from a record, or made with {@link RecordId#of(SObjectType, String)}).
     *
     * @throws IllegalArgumentException when the id does not know its object
     */
    public <E extends SObject<E>> E get(RecordId<E> id) {
        return get(typeOf(id), id, List.of());
    }

    /** Reads a record with only the given fields (all fields when none are given). */
    @SafeVarargs
    public final <E extends SObject<E>> E get(SObjectType<E> type, RecordId<E> id, Field<E, ?>... fields) {
        List<Field<E, ?>> list = new ArrayList<>(fields.length);
        for (Field<E, ?> field : fields) {
            list.add(field);
        }
        return get(type, id, list);
    }

    /** Reads a record with only the given fields (all fields when the list is empty). */
    public <E extends SObject<E>> E get(SObjectType<E> type, RecordId<E> id, List<Field<E, ?>> fields) {
        String resource = recordPath(type, id);
        String query = "";
        if (!fields.isEmpty()) {
            StringJoiner names = new StringJoiner(",");
            fields.forEach(field -> names.add(field.apiName()));
            query = "?fields=" + Urls.encode(names.toString());
        }
        Transport.Response response = transport.send("GET", resource + query, null, true);
        try {
            return SObjectJson.read(type, response.bytes());
        } catch (IOException e) {
            throw new RefinException("unreadable record from GET " + resource + ": " + e.getMessage(), false, e);
        }
    }

    /**
     * Updates a loaded or created record, sending only the updateable fields changed since (an explicit null
     * clears the field), then marks it unchanged. Sends nothing when nothing updateable changed.
     *
     * @throws IllegalArgumentException when the entity has no id
     * @throws RefinApiException when the platform refuses, e.g. {@link ErrorKind#DOCUMENT_LOCKED}
     */
    public <E extends SObject<E>> void update(E entity) {
        SObjectType<E> type = entity.sobjectType();
        RecordId<E> id = WriteBodies.idField(type)
                .map(entity::get)
                .orElseThrow(() -> new IllegalArgumentException(
                        "cannot update a " + type.apiName() + " without an Id: create or load it first"));
        String body = WriteBodies.changedJson(entity, Field::isUpdateable);
        if (body != null) {
            // Setting the same values again is harmless, so an update by id may be retried.
            refuseFailure(transport.send("PATCH", recordPath(type, id), body, true), "PATCH", recordPath(type, id));
        }
        entity.markUnchanged();
    }

    /**
     * Deletes a record (for a receipt application: un-applies the receipt).
     *
     * @throws RefinApiException with {@link ErrorKind#NOT_FOUND} when it does not exist or is already deleted
     */
    public <E extends SObject<E>> void delete(SObjectType<E> type, RecordId<E> id) {
        refuseFailure(transport.send("DELETE", recordPath(type, id), null, true), "DELETE", recordPath(type, id));
    }

    /**
     * Posts a draft document: the single-field PATCH of {@code refin__Status__c} to {@code Posted}. Sent once: a
     * lost answer is {@link ErrorKind#OUTCOME_UNKNOWN}, and a repeat of an applied post is refused as {@link
     * ErrorKind#DOCUMENT_LOCKED}; {@link #ensurePosted} is the form that is safe to repeat.
     *
     * @throws RefinApiException carrying the failed gate's verbatim message, e.g. {@link ErrorKind#CLOSED_PERIOD}
     */
    public <E extends SObject<E> & HasStatus> void post(SObjectType<E> type, RecordId<E> id) {
        transition(type, id, POSTED);
    }

    /**
     * Posts a document so that repeating it is safe: like {@link #post}, but a document that is already Posted
     * (by an earlier attempt whose answer was lost, or by anyone) is success. After {@link
     * ErrorKind#DOCUMENT_LOCKED} the status is read back; every other refusal, and a lock on a document that is not
     * Posted, is raised as {@link #post} raises it. Transient failures are retried.
     *
     * @throws RefinApiException carrying the failed gate's verbatim message, e.g. {@link ErrorKind#CLOSED_PERIOD}
     */
    public <E extends SObject<E> & HasStatus> void ensurePosted(SObjectType<E> type, RecordId<E> id) {
        if (type.field(STATUS_FIELD).isEmpty()) {
            throw new IllegalArgumentException(type.apiName() + " has no " + STATUS_FIELD + " field");
        }
        ObjectNode body = Codecs.MAPPER.createObjectNode().put(STATUS_FIELD, POSTED);
        try {
            refuseFailure(
                    transport.send("PATCH", recordPath(type, id), body.toString(), true),
                    "PATCH",
                    recordPath(type, id));
        } catch (RefinApiException e) {
            if (e.kind() != ErrorKind.DOCUMENT_LOCKED || !POSTED.equals(status(type, id))) {
                throw e;
            }
        }
    }

    /** The document's current status value, read from the server. */
    private <E extends SObject<E>> String status(SObjectType<E> type, RecordId<E> id) {
        String resource = recordPath(type, id) + "?fields=" + STATUS_FIELD;
        Transport.Response response = transport.send("GET", resource, null, true);
        try {
            return Codecs.MAPPER.readTree(response.body()).path(STATUS_FIELD).asText(null);
        } catch (IOException e) {
            throw new RefinException("unreadable record from GET " + recordPath(type, id), false, e);
        }
    }

    /**
     * Posts a draft document whose id knows its object (see {@link #get(RecordId)}): {@code client.post(id)}.
     *
     * @throws RefinApiException carrying the failed gate's verbatim message, e.g. {@link ErrorKind#CLOSED_PERIOD}
     */
    public <E extends SObject<E> & HasStatus> void post(RecordId<E> id) {
        post(typeOf(id), id);
    }

    /**
     * Moves a document to another value of its own status picklist (unpost, void, ...):
     * {@code client.transition(id, SalesInvoice.Status.VOID)}; a value of another picklist or object does not compile.
     */
    public <E extends SObject<E> & HasStatusTransitions> void transition(RecordId<E> id, StatusValue<E> status) {
        Objects.requireNonNull(status, "status");
        transition(status.sobjectType(), id, status);
    }

    /** Moves a document to another value of its status picklist with the single-field PATCH of its status. */
    public <E extends SObject<E> & HasStatusTransitions> void transition(
            SObjectType<E> type, RecordId<E> id, StatusValue<E> status) {
        Objects.requireNonNull(status, "status");
        if (status.apiValue() == null) {
            throw new IllegalArgumentException("cannot move to an unrecognized status: " + status);
        }
        transition(type, id, status.apiValue());
    }

    /**
     * The escape hatch for a status the generated code does not know yet: moves a document to the status with this
     * API value, unchecked, with the single-field PATCH of its status. Prefer {@link #transition(RecordId,
     * StatusValue)}.
     */
    public <E extends SObject<E> & HasStatusTransitions> void transition(
            SObjectType<E> type, RecordId<E> id, String statusValue) {
        Objects.requireNonNull(statusValue, "statusValue");
        if (type.field(STATUS_FIELD).isEmpty()) {
            throw new IllegalArgumentException(type.apiName() + " has no " + STATUS_FIELD + " field");
        }
        ObjectNode body = Codecs.MAPPER.createObjectNode().put(STATUS_FIELD, statusValue);
        refuseFailure(
                transport.send("PATCH", recordPath(type, id), body.toString(), false), "PATCH", recordPath(type, id));
    }

    /**
     * Runs a SOQL query and returns its records typed, fetching further pages as they are consumed.
     *
     * @throws RefinApiException when the query is refused, e.g. {@code MALFORMED_QUERY} or {@code INVALID_FIELD}
     */
    public <E extends SObject<E>> QueryResult<E> query(SObjectType<E> type, String soql) {
        return QueryResult.start(transport, type, "/query?q=" + Urls.encode(Objects.requireNonNull(soql, "soql")));
    }

    /** Like {@link #query} but also returns deleted and archived rows ({@code queryAll}). */
    public <E extends SObject<E>> QueryResult<E> queryAll(SObjectType<E> type, String soql) {
        return QueryResult.start(transport, type, "/queryAll?q=" + Urls.encode(Objects.requireNonNull(soql, "soql")));
    }

    /**
     * Upserts by external id: {@code PATCH /sobjects/X/Field/value} with the changed fields that are both
     * createable and updateable. Inserts when nothing matches (201), updates the one match (200, or 204 before
     * API 46.0). Safe to repeat, so transient failures are retried. Stores the id and marks the entity unchanged.
     *
     * <p>The key is a {@link Field.UpsertKey}: the generated {@code Id} and external-id fields are ({@code
     * client.upsert(invoice, SalesInvoice.REFERENCE)}); an upsert keyed by any other field does not compile. {@link
     * Field.UpsertKey#unchecked(Field)} sends a field the org made an external id after generation without checking
     * its traits.
     *
     * @throws IllegalArgumentException when the field is not one of the entity's, or has no value on the entity
     * @throws RefinApiException with {@link ErrorKind#AMBIGUOUS_MATCH} and the {@linkplain
     *     RefinApiException#matchingUrls() matching URLs} when several records match (300), or {@link
     *     ErrorKind#NOT_FOUND} when the field is not an external id on the server (404)
     */
    public <E extends SObject<E>> UpsertResult<E> upsert(E entity, Field.UpsertKey<E, ?> key) {
        Field<E, ?> field = Objects.requireNonNull(key, "key").field();
        checkKey(entity.sobjectType(), key);
        return upsertBy(entity, field);
    }

    /** Checks that the key is one of {@code type}'s fields and, unless unchecked, an external id or id lookup. */
    private static <E extends SObject<E>> void checkKey(SObjectType<E> type, Field.UpsertKey<E, ?> key) {
        if (key instanceof Field.UpsertKey.Unchecked) {
            WriteBodies.requireFieldOf(type, key.field());
        } else {
            WriteBodies.requireExternalId(type, key.field());
        }
    }

    private <E extends SObject<E>> UpsertResult<E> upsertBy(E entity, Field<E, ?> externalIdField) {
        SObjectType<E> type = entity.sobjectType();
        String resource = externalIdResource(type, externalIdField, entity.get(externalIdField));
        String body = WriteBodies.changedJson(
                entity, field -> field != externalIdField && field.isCreateable() && field.isUpdateable());
        Transport.Response response = transport.send("PATCH", resource, body == null ? "{}" : body, true);
        UpsertResult<E> result = upsertResult(response, resource);
        result.id().ifPresent(id -> WriteBodies.idField(type)
                .ifPresent(field -> RecordAccess.get().load(entity, field, id)));
        entity.markUnchanged();
        return result;
    }

    private static <E> UpsertResult<E> upsertResult(Transport.Response response, String resource) {
        boolean known = !response.uncertain();
        if (response.status() == 204 || response.body().isBlank()) {
            return new UpsertResult<>(null, false, known);
        }
        SaveResult saved;
        boolean created;
        try {
            saved = SaveResult.parse(response.body());
            created = response.status() == 201
                    || Codecs.MAPPER.readTree(response.body()).path("created").asBoolean(false);
        } catch (IOException e) {
            throw unreadable(
                    "PATCH " + resource, "a body that is not a save result: " + ErrorBody.excerpt(response.body()));
        }
        if (!saved.success()) {
            throw refusal(response, "PATCH", resource, saved.errors(), true);
        }
        if (saved.id() != null && !Answers.isRecordId(saved.id())) {
            throw unreadable("PATCH " + resource, "an id that is not a record id: '" + saved.id() + "'");
        }
        return new UpsertResult<>(saved.id() == null ? null : RecordId.of(saved.id()), created, known);
    }

    /**
     * Refuses a 2xx answer to a write whose body nevertheless says {@code "success": false}: a refusal with the
     * body's errors, as the same errors under a 4xx would be. An empty or other body (a 204) passes.
     */
    private static void refuseFailure(Transport.Response response, String method, String resource) {
        if (response.bytes().length == 0) {
            return;
        }
        JsonNode body;
        try {
            body = Codecs.MAPPER.readTree(response.bytes());
        } catch (IOException e) {
            return; // nothing to read back from an update or delete: the status said it was done
        }
        if (body == null
                || !body.path("success").isBoolean()
                || body.get("success").asBoolean()) {
            return;
        }
        List<ApiError> errors = new ArrayList<>();
        body.path("errors").forEach(error -> errors.add(ErrorBody.fromItem(error)));
        throw refusal(response, method, resource, errors, true);
    }

    /** The refusal a 2xx answer to a write reports with {@code success:false}: its errors, or one saying it had none. */
    private static RefinApiException refusal(
            Transport.Response response, String method, String resource, List<ApiError> errors, boolean idempotent) {
        List<ApiError> reported = errors.isEmpty()
                ? List.of(new ApiError(
                        "HTTP " + response.status() + " with success false and no errors", "UNKNOWN", List.of()))
                : errors;
        return new RefinApiException(
                response.status(), method, resource, new ErrorBody(reported, List.of()), idempotent);
    }

    /**
     * The failure for a 2xx answer to a write that cannot be read: the write was applied, but what it made is not
     * known, so its outcome is unknown; never repeated.
     */
    private static RefinException unreadable(String request, String what) {
        return new RefinException(
                request + " was answered with " + what + " (outcome unknown: it was probably applied; read the record"
                        + " back by its key before writing it again)",
                false,
                ErrorKind.OUTCOME_UNKNOWN,
                null);
    }

    /**
     * Reads the record whose external id field holds {@code value} ({@code GET /sobjects/X/Field/value}); empty
     * when none does.
     *
     * @throws RefinApiException with {@link ErrorKind#AMBIGUOUS_MATCH} when several records match, or {@link
     *     ErrorKind#NOT_FOUND} when the field is not an external id on the server
     */
    public <E extends SObject<E>> Optional<E> findByExternalId(
            SObjectType<E> type, Field<E, ?> externalIdField, Object value) {
        String resource = externalIdPath(type, externalIdField, value);
        try {
            Transport.Response response = transport.send("GET", resource, null, true);
            return Optional.of(SObjectJson.read(type, response.bytes()));
        } catch (RefinApiException e) {
            // A missing record is an empty answer; a field that is no external id is the caller's mistake.
            if (e.status() == 404 && !e.serverMessage().contains("external ID field")) {
                return Optional.empty();
            }
            throw e;
        } catch (IOException e) {
            throw new RefinException("unreadable record from GET " + resource + ": " + e.getMessage(), false, e);
        }
    }

    /**
     * Finds the one record whose {@code field} equals {@code value} with a query, e.g. a document by its
     * Reference; every declared field is read. Empty when none matches.
     *
     * @throws RefinException when more than one record matches: the value is not a usable key
     */
    public <E extends SObject<E>, T> Optional<E> findBy(SObjectType<E> type, Field<E, T> field, T value) {
        List<Field<E, ?>> fields = type.fields();
        SoqlQuery<E> query = Soql.select(fields)
                .from(type)
                .where(Soql.field(field).eq(value))
                .limit(2);
        List<E> found = new ArrayList<>(2);
        // Two rows answer the question: no further page is read, however many the server offers.
        Iterator<E> rows = query(query).iterator();
        while (found.size() < 2 && rows.hasNext()) {
            found.add(rows.next());
        }
        if (found.size() > 1) {
            throw new RefinException(
                    "more than one " + type.apiName() + " has " + field.apiName() + " = " + value, false, null);
        }
        return found.stream().findFirst();
    }

    /**
     * Creates the entity unless a record with the same value of {@code key} (e.g. the Reference carrying the source
     * system's id) exists: the idempotent insert of section 4 rule 4. Returns the existing or new id, stored in the
     * entity either way. What it guarantees depends on the key:
     *
     * <ul>
     *   <li>An <b>external id</b> key: one server-side upsert by that key, atomic however many callers race; a
     *       record that exists is updated with the entity's fields (the same values on a re-run), and one that
     *       cannot be updated any more (a posted document) is returned as it is.
     *   <li>A <b>unique</b> key that is no external id: look up, then create; a racing caller's {@code
     *       DUPLICATE_VALUE} is resolved to the record that won, and a create whose answer was lost is looked up
     *       again. Never two records.
     *   <li>A key that is <b>not unique</b> on the server: look up, then create; racing callers, or a repeat while
     *       a lost create is still being applied, can create two records. Make the field unique (or an external
     *       id) for a guarantee.
     * </ul>
     *
     * @throws IllegalArgumentException when the entity has no value for {@code key}
     * @throws RefinException with {@link ErrorKind#OUTCOME_UNKNOWN} when a create's answer was lost and the record
     *     cannot be found by its key (yet): call again later, it looks before it creates
     */
    public <E extends SObject<E>, T> RecordId<E> createIfAbsent(E entity, Field<E, T> key) {
        T value = entity.get(key);
        if (value == null) {
            throw new IllegalArgumentException("cannot look for an existing record by an empty " + key.apiName());
        }
        SObjectType<E> type = entity.sobjectType();
        Field<E, RecordId<E>> id = WriteBodies.idField(type)
                .orElseThrow(() -> new IllegalArgumentException(type.apiName() + " declares no Id field"));
        if (key.isExternalId()) {
            return upsertOrExisting(entity, key, id);
        }
        Optional<E> existing = findBy(type, key, value);
        if (existing.isPresent()) {
            return adopt(entity, id, existing.get());
        }
        try {
            return create(entity);
        } catch (RefinException e) {
            // Another caller won the race (DUPLICATE_VALUE), or this create was applied and its answer lost.
            if (e.kind() != ErrorKind.DUPLICATE_VALUE && e.kind() != ErrorKind.OUTCOME_UNKNOWN) {
                throw e;
            }
            Optional<E> winner = findBy(type, key, value);
            if (winner.isEmpty() && e.kind() == ErrorKind.DUPLICATE_VALUE) {
                throw winnerNotVisible(type, key, value, e);
            }
            if (winner.isEmpty()) {
                throw e;
            }
            return adopt(entity, id, winner.get());
        }
    }

    private <E extends SObject<E>, T> RecordId<E> upsertOrExisting(
            E entity, Field<E, T> key, Field<E, RecordId<E>> id) {
        try {
            WriteBodies.requireExternalId(entity.sobjectType(), key);
            UpsertResult<E> result = upsertBy(entity, key);
            if (result.id().isPresent()) {
                return result.id().get();
            }
        } catch (RefinApiException e) {
            // A record that exists but cannot be updated (posted), or a racing upsert's insert that won.
            if (e.kind() != ErrorKind.DOCUMENT_LOCKED && e.kind() != ErrorKind.DUPLICATE_VALUE) {
                throw e;
            }
            E found = findByExternalId(entity.sobjectType(), key, entity.get(key))
                    .orElseThrow(() -> e.kind() == ErrorKind.DUPLICATE_VALUE
                            ? winnerNotVisible(entity.sobjectType(), key, entity.get(key), e)
                            : neitherSavedNorFound(entity, key));
            return adopt(entity, id, found);
        }
        E found = findByExternalId(entity.sobjectType(), key, entity.get(key))
                .orElseThrow(() -> neitherSavedNorFound(entity, key));
        return adopt(entity, id, found);
    }

    private static RefinException neitherSavedNorFound(SObject<?> entity, Field<?, ?> key) {
        return new RefinException(
                "upsert of " + entity.sobjectType().apiName() + " by " + key.apiName()
                        + " neither saved nor found a record",
                false,
                null);
    }

    /**
     * A {@code DUPLICATE_VALUE} whose winner cannot be found: another caller's record not committed yet, or one this
     * user may not see. Whether the value is taken for good is not known, so neither is this create's outcome.
     */
    private static RefinException winnerNotVisible(
            SObjectType<?> type, Field<?, ?> key, Object value, RefinException e) {
        return new RefinException(
                "creating " + type.apiName() + " was refused as DUPLICATE_VALUE, but the record holding "
                        + key.apiName()
                        + " = " + value + " is not visible (another caller's create not committed yet, or a record"
                        + " this user cannot see): outcome unknown; call again later, it looks before it creates",
                false,
                ErrorKind.OUTCOME_UNKNOWN,
                e);
    }

    private static <E extends SObject<E>> RecordId<E> adopt(E entity, Field<E, RecordId<E>> id, E existing) {
        RecordId<E> found = existing.get(id);
        RecordAccess.get().load(entity, id, found);
        entity.markUnchanged();
        return found;
    }

    private static <E extends SObject<E>> String externalIdPath(SObjectType<E> type, Field<E, ?> field, Object value) {
        WriteBodies.requireExternalId(type, field);
        return externalIdResource(type, field, value);
    }

    /** The resource of the record whose (already checked) external id {@code field} holds {@code value}. */
    private static <E extends SObject<E>> String externalIdResource(
            SObjectType<E> type, Field<E, ?> field, Object value) {
        if (value == null || value.toString().isBlank()) {
            throw new IllegalArgumentException("no value for the external id " + field.apiName());
        }
        String text = value instanceof BigDecimal decimal ? decimal.toPlainString() : value.toString();
        return "/sobjects/" + type.apiName() + "/" + field.apiName() + "/" + Urls.encode(text);
    }

    /**
     * Inserts records with their children in one all-or-none round trip ({@code POST /composite/tree/X}, at
     * most 200 records), e.g. an invoice with its lines; stores every new id in its record.
     *
     * @return each record's outcome, depth first in the order given
     * @throws CompositeException naming the failing record and its errors, with every record's outcome
     */
    public <E extends SObject<E>> List<RecordOutcome<?>> createTree(List<TreeNode<E>> roots) {
        return composite.tree(List.copyOf(roots));
    }

    /** Inserts one record with its children in one round trip; see {@link #createTree(List)}. */
    public <E extends SObject<E>> List<RecordOutcome<?>> createTree(TreeNode<E> root) {
        return composite.tree(List.of(root));
    }

    /**
     * Sends up to 25 subrequests in one {@code POST /composite} call; created ids are stored in their records.
     *
     * @throws CompositeException for an all-or-none request that failed, naming the root-cause subrequest
     */
    public CompositeResult composite(CompositeRequest request) {
        return composite.composite(request);
    }

    /**
     * Inserts records with sObject collections, 200 per call; each call is all-or-none when asked (a list
     * longer than 200 is several calls, each atomic on its own). Never retried.
     *
     * @return each record's outcome in the given order; ids are stored in the saved records
     */
    public <E extends SObject<E>> List<RecordOutcome<E>> createAll(List<E> records, boolean allOrNone) {
        return composite.createAll(records, allOrNone);
    }

    /** Updates records by id with sObject collections, 200 per call; see {@link #createAll}. */
    public <E extends SObject<E>> List<RecordOutcome<E>> updateAll(List<E> records, boolean allOrNone) {
        return composite.updateAll(records, allOrNone);
    }

    /**
     * Upserts records of one type by an external id with sObject collections
     * ({@code PATCH /composite/sobjects/X/Field}), 200 per call; each outcome says whether it was
     * {@linkplain RecordOutcome#created() created}. Safe to repeat, so transient failures are retried.
     */
    public <E extends SObject<E>> List<RecordOutcome<E>> upsertAll(
            SObjectType<E> type, List<E> records, Field.UpsertKey<E, ?> key, boolean allOrNone) {
        checkKey(type, key);
        return composite.upsertAll(type, records, key.field(), allOrNone);
    }

    /** Deletes records by id with sObject collections, 200 per call; see {@link #createAll}. */
    public <E extends SObject<E>> List<RecordOutcome<E>> deleteAll(List<RecordId<E>> ids, boolean allOrNone) {
        return composite.deleteAll(ids, allOrNone);
    }

    /** Runs a typed query and streams its records lazily across pages. */
    public <E extends SObject<E>> QueryResult<E> query(SoqlQuery<E> query) {
        return query(query.sobjectType(), query.toSoql());
    }

    /** Like {@link #query(SoqlQuery)} but also returns deleted and archived rows ({@code queryAll}). */
    public <E extends SObject<E>> QueryResult<E> queryAll(SoqlQuery<E> query) {
        return queryAll(query.sobjectType(), query.toSoql());
    }

    /** Runs raw SOQL with its placeholders bound. */
    public <E extends SObject<E>> QueryResult<E> query(SoqlTemplate<E> template) {
        return query(template.toQuery());
    }

    /**
     * Runs {@code SELECT COUNT()} and returns the count: the answer's {@code totalSize}, read from its one page
     * (rows it may hold are skipped, not kept, and refused beyond {@link Builder#maxCollectedRows}).
     *
     * @throws RefinException when the answer has no count
     */
    public <E extends SObject<E>> long count(CountQuery<E> query) {
        Transport.Response response = transport.send("GET", "/query?q=" + Urls.encode(query.toSoql()), null, true);
        QueryPage<Boolean> page;
        try {
            page = QueryPage.parse(
                    response.bytes(),
                    parser -> {
                        parser.skipChildren();
                        return Boolean.TRUE;
                    },
                    new RowCap(transport.limits().maxCollectedRows(), "the count query"));
        } catch (IOException e) {
            throw new RefinException("unreadable count result: " + e.getMessage(), false, e);
        }
        if (page.totalSize() < 0) {
            throw new RefinException("the count query's answer has no totalSize, so no count", false, null);
        }
        return page.totalSize();
    }

    /**
     * Runs an aggregate query and returns its typed rows, every page fetched.
     *
     * @throws RefinException when it returns more rows than {@link Builder#maxCollectedRows} (default {@value
     *     #DEFAULT_MAX_COLLECTED_ROWS}), before they are held
     */
    public <E extends SObject<E>> List<AggregateRow<E>> aggregate(AggregateQuery<E> query) {
        List<AggregateRow<E>> rows = new ArrayList<>();
        String next = "/query?q=" + Urls.encode(query.toSoql());
        PageCursor cursor = new PageCursor(next);
        RowCap cap = new RowCap(transport.limits().maxCollectedRows(), "the aggregate query");
        while (next != null) {
            Transport.Response response = transport.send("GET", next, null, true);
            QueryPage<AggregateRow<E>> page;
            try {
                page = QueryPage.parse(response.bytes(), AggregateRow::read, cap);
            } catch (IOException e) {
                throw new RefinException("unreadable aggregate result: " + e.getMessage(), false, e);
            }
            rows.addAll(page.records());
            next = cursor.next(page);
        }
        return rows;
    }

    /**
     * The records of a child subquery ({@code withChildren(SalesInvoice.LINES, ...)}) of a queried record, typed;
     * further child pages are fetched lazily. Empty when the parent has no children or the query did not select
     * them.
     */
    public <P extends SObject<P>, C extends SObject<C>> QueryResult<C> children(
            P parent, ChildRelationship<P, C> relationship) {
        Objects.requireNonNull(relationship, "relationship");
        return children(parent, relationship.relationshipName(), relationship.childType());
    }

    /**
     * The escape hatch for a relationship the generated code does not declare: the records of a child subquery
     * ({@code (SELECT ... FROM relationshipName)}) of a queried record, typed; further child pages are fetched
     * lazily. Empty when the parent has no children. Prefer {@link #children(SObject, ChildRelationship)}.
     */
    public <P extends SObject<P>, C extends SObject<C>> QueryResult<C> children(
            P parent, String relationshipName, SObjectType<C> childType) {
        JsonNode nested = parent.unknownFields().get(relationshipName);
        String json = nested == null || nested.isNull()
                ? "{\"totalSize\":0,\"done\":true,\"records\":[]}"
                : nested.toString();
        try {
            return QueryResult.fromPage(
                    transport, childType, QueryPage.parse(json, parser -> SObjectJson.read(childType, parser)));
        } catch (IOException e) {
            throw new RefinException(
                    "unreadable child records under " + relationshipName + ": " + e.getMessage(), false, e);
        }
    }

    /**
     * Low level, for resources the typed API does not cover (describes, limits, ...): sends {@code method} to
     * {@code resource} with an optional JSON body through the same transport as every other call (bearer token,
     * one refresh after 401, the call's deadline and response-size limit, retries, logging, listener) and returns
     * the answer's JSON as text. No result is interpreted, so prefer the typed methods where they exist.
     *
     * @param resource a path below the API version ({@code /sobjects/}) or a server path from the root ({@code
     *     /services/data/...}); query values must be encoded by the caller
     * @param jsonBody the request body, or null for none
     * @param safeToRepeat whether the request may be repeated after a transient failure: true only for reads (a
     *     GET, or a {@code /composite} of GETs); a write that is not safe to repeat is sent once and a lost answer
     *     raises {@link ErrorKind#OUTCOME_UNKNOWN}
     * @throws RefinApiException for any answer that is not 2xx
     */
    public String sendJson(String method, String resource, String jsonBody, boolean safeToRepeat) {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(resource, "resource");
        return transport.send(method, resource, jsonBody, safeToRepeat).body();
    }

    /**
     * Like {@link #sendJson(String, String, String, boolean)}, returning the answer as the UTF-8 bytes it arrived in,
     * for callers that parse large answers (describes, pages) straight from bytes instead of from a copy as text.
     *
     * @throws RefinApiException for any answer that is not 2xx
     */
    public byte[] sendJsonBytes(String method, String resource, String jsonBody, boolean safeToRepeat) {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(resource, "resource");
        return transport.send(method, resource, jsonBody, safeToRepeat).bytes();
    }

    /** The instance URL and API version; never a token. */
    @Override
    public String toString() {
        return "RefinClient[" + instanceUrl + ", " + apiVersion + "]";
    }

    /** The object an id carries at run time; ids parsed from text alone do not know it. */
    @SuppressWarnings("unchecked") // The id's type argument and its run-time type are set together.
    private static <E extends SObject<E>> SObjectType<E> typeOf(RecordId<E> id) {
        Objects.requireNonNull(id, "id");
        return (SObjectType<E>) id.sobjectType()
                .orElseThrow(() -> new IllegalArgumentException("record id " + id + " does not say which object it"
                        + " belongs to: make it with RecordId.of(Type.SOBJECT_TYPE, \"" + id
                        + "\") or pass the type"));
    }

    private static <E extends SObject<E>> String recordPath(SObjectType<E> type, RecordId<E> id) {
        return "/sobjects/" + type.apiName() + "/"
                + Objects.requireNonNull(id, "id").value();
    }

    /** Configures a {@link RefinClient}; instance URL and auth provider are required. */
    public static final class Builder {
        private String instanceUrl;
        private AuthProvider auth;
        private String apiVersion = DEFAULT_API_VERSION;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private Duration requestTimeout = Duration.ofSeconds(120);
        private RetryPolicy retry = RetryPolicy.defaults();
        private long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;
        private RequestListener listener = RequestListener.NONE;
        private int maxCollectedRows = DEFAULT_MAX_COLLECTED_ROWS;

        private Builder() {}

        /** The org's instance URL, e.g. {@code https://acme.my.salesforce.com}; https unless loopback. */
        public Builder instanceUrl(String url) {
            this.instanceUrl = Objects.requireNonNull(url, "url");
            return this;
        }

        /** How requests are authenticated. */
        public Builder auth(AuthProvider provider) {
            this.auth = Objects.requireNonNull(provider, "provider");
            return this;
        }

        /** The API version, {@code vNN.N}; default {@value RefinClient#DEFAULT_API_VERSION}. */
        public Builder apiVersion(String version) {
            Objects.requireNonNull(version, "version");
            if (!API_VERSION.matcher(version).matches()) {
                throw new IllegalArgumentException("API version must look like v65.0, got '" + version + "'");
            }
            this.apiVersion = version;
            return this;
        }

        /** How long to wait for a connection; default 10 seconds. */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = positive(timeout);
            return this;
        }

        /**
         * How requests that are safe to repeat are retried after transient failures; default
         * {@link RetryPolicy#defaults()}. Creates are never retried.
         */
        public Builder retry(RetryPolicy policy) {
            this.retry = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /**
         * The one deadline of each call: connecting, the response headers and the whole body, and every retry of
         * the call, all within it; default 120 seconds. A write that runs out of time while its answer is awaited
         * fails with {@link ErrorKind#OUTCOME_UNKNOWN}.
         */
        public Builder requestTimeout(Duration timeout) {
            this.requestTimeout = positive(timeout);
            return this;
        }

        /**
         * The largest response body read, counted as received and again after gzip decompression; a larger one
         * fails the call with a {@link RefinException} instead of filling the heap. Bulk result files and pages are
         * read as they arrive instead and not limited by it (only a row of one is). Default {@value
         * RefinClient#DEFAULT_MAX_RESPONSE_BYTES} bytes (32 MiB).
         */
        public Builder maxResponseBytes(long bytes) {
            if (bytes < 1024) {
                throw new IllegalArgumentException("maxResponseBytes must be at least 1024: " + bytes);
            }
            this.maxResponseBytes = bytes;
            return this;
        }

        /**
         * The most rows collected in memory for one answer: the rows of one query page, of an {@link
         * RefinClient#aggregate aggregate} (every page together) and of a {@link RefinClient#count count}'s page. A
         * larger answer fails the call with a {@link RefinException} instead of filling the heap; rows streamed from
         * a {@link QueryResult} or a bulk job are not collected and not limited. Default {@value
         * RefinClient#DEFAULT_MAX_COLLECTED_ROWS}.
         */
        public Builder maxCollectedRows(int rows) {
            if (rows < 1) {
                throw new IllegalArgumentException("maxCollectedRows must be positive: " + rows);
            }
            this.maxCollectedRows = rows;
            return this;
        }

        /** Told of every request attempt, retry, token refresh and API usage report; default none. */
        public Builder listener(RequestListener requestListener) {
            this.listener = Objects.requireNonNull(requestListener, "requestListener");
            return this;
        }

        /**
         * Builds the client.
         *
         * @throws IllegalStateException when the instance URL or auth provider is missing
         * @throws IllegalArgumentException when the instance URL is not https and not loopback
         */
        public RefinClient build() {
            if (instanceUrl == null || auth == null) {
                throw new IllegalStateException("instanceUrl and auth are required");
            }
            return new RefinClient(this, Urls.requireSecureBase("instance URL", instanceUrl));
        }

        private static Duration positive(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isZero() || timeout.isNegative()) {
                throw new IllegalArgumentException("timeout must be positive: " + timeout);
            }
            return timeout;
        }
    }
}
