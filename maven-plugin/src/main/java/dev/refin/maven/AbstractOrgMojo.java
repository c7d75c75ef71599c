package dev.refin.maven;

import dev.refin.codegen.OrgAccess;
import dev.refin.codegen.OrgDescriber;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/** Goals that can talk to a live org: where it is and how to sign in (see {@link OrgConnection}). */
abstract class AbstractOrgMojo extends AbstractRefinMojo {

    /** The org's URL, e.g. {@code https://acme.my.salesforce.com}; default: {@code REFIN_INSTANCE_URL}. */
    @Parameter(property = "refin.instanceUrl")
    private String instanceUrl;

    /** Id of the settings.xml server entry whose username and password are the connected app's client id and secret. */
    @Parameter(property = "refin.serverId")
    private String serverId;

    /** The REST API version. */
    @Parameter(property = "refin.apiVersion", defaultValue = "v65.0")
    private String apiVersion;

    /** Seconds to wait for each HTTP answer. */
    @Parameter(property = "refin.timeoutSeconds", defaultValue = "60")
    private int timeoutSeconds;

    /** Describe calls in flight at once. */
    @Parameter(property = "refin.parallelism", defaultValue = "4")
    private int parallelism;

    @Parameter(defaultValue = "${settings}", readonly = true)
    private Settings settings;

    private final SettingsDecrypter decrypter;

    protected AbstractOrgMojo(SettingsDecrypter decrypter) {
        this.decrypter = decrypter;
    }

    /** The configured instance URL, or null when none is set. */
    protected final String instanceUrl() {
        return OrgConnection.instanceUrl(instanceUrl, System.getenv());
    }

    /** A describer for the configured org. */
    protected final OrgDescriber org(String goal) throws MojoFailureException {
        try {
            return access(goal).describer();
        } catch (IllegalArgumentException e) {
            throw new MojoFailureException("refin: " + e.getMessage());
        }
    }

    /** Where the configured org is and how to sign in to it. */
    protected final OrgAccess access(String goal) throws MojoFailureException {
        String url = instanceUrl();
        if (url == null) {
            throw new MojoFailureException("refin: " + goal + " needs an org: set instanceUrl (or REFIN_INSTANCE_URL)");
        }
        return OrgConnection.access(
                url, serverId, apiVersion, timeoutSeconds, parallelism, settings, decrypter, System.getenv());
    }
}
