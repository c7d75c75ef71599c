package dev.refin.describe;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What an object is, read from its API name's suffix ({@code __c}, {@code __Share}, {@code __e}, ...) or, when the
 * platform says so, from its describe's {@code associateEntityType}: a custom object, a companion the platform keeps
 * beside one (sharing, field history, feed, change events, tags, ...), or another kind of object (platform events,
 * custom metadata, big, external and knowledge objects).
 */
public enum ObjectKind {
    /** A custom object ({@code __c}, custom settings included) or a standard object ({@code Account}). */
    OBJECT(null, ""),
    /** The sharing rows of an object ({@code __Share}). */
    SHARE("Share", "Share"),
    /** The field history of an object ({@code __History}). */
    HISTORY("History", "History"),
    /** The Chatter feed of an object ({@code __Feed}). */
    FEED("Feed", "Feed"),
    /** The change data capture events of an object ({@code __ChangeEvent}). */
    CHANGE_EVENT("ChangeEvent", "ChangeEvent"),
    /** The personal and public tags of an object ({@code __Tag}). */
    TAG("Tag", "Tag"),
    /** Historical trending data of an object ({@code __hd}). */
    HISTORICAL_DATA("hd", "HistoricalData"),
    /** Owner-based sharing rules of an object ({@code __OwnerSharingRule}). */
    OWNER_SHARING_RULE("OwnerSharingRule", "OwnerSharingRule"),
    /** Criteria-based sharing rules of an object ({@code __CriteriaSharingRule}). */
    CRITERIA_SHARING_RULE("CriteriaSharingRule", "CriteriaSharingRule"),
    /** Translations of an object's labels ({@code Localization} in {@code associateEntityType}). */
    LOCALIZATION("Localization", "Localization"),
    /** A platform event ({@code __e}). */
    PLATFORM_EVENT("e", "Event"),
    /** A custom metadata type ({@code __mdt}). */
    CUSTOM_METADATA("mdt", "Metadata"),
    /** A big object ({@code __b}). */
    BIG_OBJECT("b", "BigObject"),
    /** An external object ({@code __x}). */
    EXTERNAL_OBJECT("x", "External"),
    /** A cross-org external object ({@code __xo}). */
    CROSS_ORG_OBJECT("xo", "CrossOrg"),
    /** A knowledge article version ({@code __kav}). */
    ARTICLE_VERSION("kav", "ArticleVersion"),
    /** A knowledge article ({@code __ka}). */
    ARTICLE("ka", "Article"),
    /** View statistics of a knowledge article ({@code __ViewStat}). */
    ARTICLE_VIEW_STAT("ViewStat", "ViewStat"),
    /** Vote statistics of a knowledge article ({@code __VoteStat}). */
    ARTICLE_VOTE_STAT("VoteStat", "VoteStat"),
    /** Data categories of a knowledge article ({@code __DataCategorySelection}). */
    DATA_CATEGORY_SELECTION("DataCategorySelection", "DataCategorySelection"),
    /** A data model object of Data Cloud ({@code __dlm}). */
    DATA_MODEL_OBJECT("dlm", "DataModel"),
    /** A data lake object of Data Cloud ({@code __dll}). */
    DATA_LAKE_OBJECT("dll", "DataLake"),
    /** A custom platform event channel ({@code __chn}). */
    CHANNEL("chn", "Channel"),
    /** Any other object suffix the platform may add: named after its suffix. */
    OTHER(null, null);

    private static final Map<String, ObjectKind> BY_SUFFIX = bySuffix();

    private final String suffix;
    private final String word;

    ObjectKind(String suffix, String word) {
        this.suffix = suffix;
        this.word = word;
    }

    /**
     * The kind of the object {@code apiName} by its suffix: {@link #OBJECT} for {@code __c} and for names without
     * one. Standard companions ({@code AccountHistory}) are told apart only by {@link #of(String, String)}.
     */
    public static ObjectKind of(String apiName) {
        Optional<String> suffix = ApiNames.suffix(apiName);
        if (suffix.isEmpty() || suffix.get().equals("c")) {
            return OBJECT;
        }
        return BY_SUFFIX.getOrDefault(suffix.get().toLowerCase(Locale.ROOT), OTHER);
    }

    /**
     * The kind of an object by its describe's {@code associateEntityType} ({@code Share}, {@code History},
     * {@code Feed}, {@code ChangeEvent}, ...) when the platform sends one, otherwise by its name's suffix.
     */
    public static ObjectKind of(String apiName, String associateEntityType) {
        if (associateEntityType == null || associateEntityType.isEmpty()) {
            return of(apiName);
        }
        return BY_SUFFIX.getOrDefault(associateEntityType.toLowerCase(Locale.ROOT), OTHER);
    }

    /** Whether this is an object in its own right (custom or standard), not a companion or another kind. */
    public boolean isObject() {
        return this == OBJECT;
    }

    /**
     * The word that says what an object of this kind is, appended to its parent's name ({@code History} for
     * {@code refin__Sales_Invoice__History}); for {@link #OTHER} the capitalized suffix of {@code apiName}, and empty
     * for {@link #OBJECT}.
     */
    public String word(String apiName) {
        if (word != null) {
            return word;
        }
        String suffix = ApiNames.suffix(apiName).orElse("");
        return suffix.isEmpty() ? "" : Character.toUpperCase(suffix.charAt(0)) + suffix.substring(1);
    }

    private static Map<String, ObjectKind> bySuffix() {
        Map<String, ObjectKind> map = new java.util.HashMap<>();
        for (ObjectKind kind : values()) {
            if (kind.suffix != null) {
                map.put(kind.suffix.toLowerCase(Locale.ROOT), kind);
            }
        }
        return Map.copyOf(map);
    }
}
