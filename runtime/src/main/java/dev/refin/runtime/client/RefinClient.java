package dev.refin.runtime.client;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.refin.runtime.Field;
import dev.refin.runtime.PicklistValue;
import dev.refin.runtime.RecordId;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.describe.FieldType;
import dev.refin.runtime.internal.Codecs;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A typed client for one org: create, read, update and delete generated entities, post documents, and
 * stream query results. Every refusal is a {@link RefinApiException}. Thread-safe; build one per org.
 */
public final class RefinClient {
    /** The API version used unless the builder says otherwise. */
    public static final String DEFAULT_API_VERSION = "v65.0";

    /** The status field every accounting document carries; posting is a change of it. */
    static final String STATUS_FIELD = "refin__Status__c";

    private static final Pattern API_VERSION = Pattern.compile("v[1-9]\\d{1,2}\\.\\d");

    private final URI instanceUrl;
    private final String apiVersion;
    private final Transport transport;

    private RefinClient(Builder builder, URI instanceUrl) {
        this.instanceUrl = instanceUrl;
        this.apiVersion = builder.apiVersion;
        HttpClient http = HttpClient.newBuilder()
                .connectTimeout(builder.connectTimeout)
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        this.transport = new Transport(http, instanceUrl, apiVersion, builder.auth, builder.requestTimeout);
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
        String body = changedJson(entity, Field::isCreateable);
        Transport.Response response = transport.send("POST", resource, body == null ? "{}" : body, false);
        SaveResult result;
        try {
            result = SaveResult.parse(response.body());
        } catch (IOException e) {
            throw new RefinException("unreadable create result from POST " + resource, false, e);
        }
        if (!result.success() || result.id() == null) {
            List<ApiError> errors = result.errors().isEmpty()
                    ? List.of(new ApiError("create reported no success and no id", "UNKNOWN", List.of()))
                    : result.errors();
            throw new RefinApiException(response.status(), "POST", resource, new ErrorBody(errors, List.of()), false);
        }
        RecordId<E> id = RecordId.of(result.id());
        idField(type).ifPresent(field -> entity.set(field, id));
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
            return SObjectJson.read(type, response.body());
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
        RecordId<E> id = idField(type)
                .map(entity::get)
                .orElseThrow(() -> new IllegalArgumentException(
                        "cannot update a " + type.apiName() + " without an Id: create or load it first"));
        String body = changedJson(entity, Field::isUpdateable);
        if (body != null) {
            transport.send("PATCH", recordPath(type, id), body, false);
        }
        entity.markUnchanged();
    }

    /**
     * Deletes a record (for a receipt application: un-applies the receipt).
     *
     * @throws RefinApiException with {@link ErrorKind#NOT_FOUND} when it does not exist or is already deleted
     */
    public <E extends SObject<E>> void delete(SObjectType<E> type, RecordId<E> id) {
        transport.send("DELETE", recordPath(type, id), null, true);
    }

    /**
     * Posts a draft document: the single-field PATCH of {@code refin__Status__c} to {@code Posted}.
     *
     * @throws RefinApiException carrying the failed gate's verbatim message, e.g. {@link ErrorKind#CLOSED_PERIOD}
     */
    public <E extends SObject<E>> void post(SObjectType<E> type, RecordId<E> id) {
        transition(type, id, "Posted");
    }

    /** Moves a document to another status (unpost, void, ...) with the single-field PATCH of its status. */
    public <E extends SObject<E>> void transition(SObjectType<E> type, RecordId<E> id, PicklistValue status) {
        Objects.requireNonNull(status, "status");
        if (status.apiValue() == null) {
            throw new IllegalArgumentException("cannot move to an unrecognized status: " + status);
        }
        transition(type, id, status.apiValue());
    }

    /** Moves a document to the status with the given API value with the single-field PATCH of its status. */
    public <E extends SObject<E>> void transition(SObjectType<E> type, RecordId<E> id, String statusValue) {
        Objects.requireNonNull(statusValue, "statusValue");
        if (type.field(STATUS_FIELD).isEmpty()) {
            throw new IllegalArgumentException(type.apiName() + " has no " + STATUS_FIELD + " field");
        }
        ObjectNode body = Codecs.MAPPER.createObjectNode().put(STATUS_FIELD, statusValue);
        transport.send("PATCH", recordPath(type, id), body.toString(), false);
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

    /** The instance URL and API version; never a token. */
    @Override
    public String toString() {
        return "RefinClient[" + instanceUrl + ", " + apiVersion + "]";
    }

    private static <E extends SObject<E>> String recordPath(SObjectType<E> type, RecordId<E> id) {
        return "/sobjects/" + type.apiName() + "/"
                + Objects.requireNonNull(id, "id").value();
    }

    @SuppressWarnings(
            "unchecked") // SObjectType.Builder.id() is the only maker of ID fields and types them RecordId<E>.
    private static <E extends SObject<E>> Optional<Field<E, RecordId<E>>> idField(SObjectType<E> type) {
        return type.field("Id").filter(field -> field.type() == FieldType.ID).map(field ->
                (Field<E, RecordId<E>>) field);
    }

    /** The changed fields that pass {@code writable} as a JSON object, never the id; null when there are none. */
    private static <E extends SObject<E>> String changedJson(E entity, Predicate<Field<E, ?>> writable) {
        E copy = entity.sobjectType().newRecord();
        boolean any = false;
        for (Field<E, ?> field : entity.changedFields()) {
            if (field.type() != FieldType.ID && writable.test(field)) {
                copyValue(entity, copy, field);
                any = true;
            }
        }
        return any ? SObjectJson.write(copy, SObjectJson.Scope.CHANGED) : null;
    }

    private static <E extends SObject<E>, T> void copyValue(E from, E to, Field<E, T> field) {
        to.set(field, from.get(field));
    }

    /** Configures a {@link RefinClient}; instance URL and auth provider are required. */
    public static final class Builder {
        private String instanceUrl;
        private AuthProvider auth;
        private String apiVersion = DEFAULT_API_VERSION;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private Duration requestTimeout = Duration.ofSeconds(120);

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

        /** How long to wait for each response; default 120 seconds. */
        public Builder requestTimeout(Duration timeout) {
            this.requestTimeout = positive(timeout);
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
