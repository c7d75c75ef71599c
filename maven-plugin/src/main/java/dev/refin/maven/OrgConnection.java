package dev.refin.maven;

import dev.refin.codegen.OrgAccess;
import java.time.Duration;
import java.util.Map;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.SettingsProblem;
import org.apache.maven.settings.crypto.DefaultSettingsDecryptionRequest;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecryptionResult;

/**
 * Where the org is and how to sign in, from the pom, settings.xml or the environment; never from plain
 * text in the pom.
 *
 * <p>Credentials, first found wins: the settings.xml {@code <server>} named by {@code serverId} (its
 * username is the connected app's client id, its password the client secret, both may be encrypted with
 * Maven's password encryption; client-credentials flow); {@code REFIN_ACCESS_TOKEN}; {@code REFIN_CLIENT_ID}
 * with {@code REFIN_CLIENT_SECRET}. The instance URL comes from {@code instanceUrl} or
 * {@code REFIN_INSTANCE_URL}.
 */
final class OrgConnection {
    private OrgConnection() {}

    /** The instance URL configured for this build, or null for offline use. */
    static String instanceUrl(String configured, Map<String, String> env) {
        if (configured != null && !configured.isBlank()) {
            return configured.trim();
        }
        String fromEnv = env.get("REFIN_INSTANCE_URL");
        return fromEnv == null || fromEnv.isBlank() ? null : fromEnv.trim();
    }

    /** Access to the configured org; fails with a message that names what is missing. */
    static OrgAccess access(
            String instanceUrl,
            String serverId,
            String apiVersion,
            int timeoutSeconds,
            int parallelism,
            Settings settings,
            SettingsDecrypter decrypter,
            Map<String, String> env)
            throws MojoFailureException {
        Duration timeout = Duration.ofSeconds(timeoutSeconds);
        if (serverId != null && !serverId.isBlank()) {
            Server server = settings == null ? null : settings.getServer(serverId);
            if (server == null) {
                throw new MojoFailureException("refin: no <server> with id '" + serverId + "' in settings.xml");
            }
            SettingsDecryptionResult decrypted = decrypter.decrypt(new DefaultSettingsDecryptionRequest(server));
            for (SettingsProblem problem : decrypted.getProblems()) {
                if (problem.getSeverity() != SettingsProblem.Severity.WARNING) {
                    throw new MojoFailureException("refin: cannot decrypt the credentials of server '" + serverId
                            + "': " + problem.getMessage());
                }
            }
            Server clear = decrypted.getServer();
            if (clear.getUsername() == null || clear.getPassword() == null) {
                throw new MojoFailureException("refin: server '" + serverId
                        + "' in settings.xml needs <username> (client id) and <password> (client secret)");
            }
            return OrgAccess.withClientCredentials(
                    instanceUrl, apiVersion, timeout, parallelism, clear.getUsername(), clear.getPassword());
        }
        String token = env.get("REFIN_ACCESS_TOKEN");
        if (token != null && !token.isBlank()) {
            return OrgAccess.withToken(instanceUrl, apiVersion, timeout, parallelism, token.trim());
        }
        String clientId = env.get("REFIN_CLIENT_ID");
        String clientSecret = env.get("REFIN_CLIENT_SECRET");
        if (clientId != null && clientSecret != null) {
            return OrgAccess.withClientCredentials(
                    instanceUrl, apiVersion, timeout, parallelism, clientId, clientSecret);
        }
        throw new MojoFailureException("refin: no credentials for " + instanceUrl + ": set <serverId> to a settings.xml"
                + " server, or REFIN_ACCESS_TOKEN, or REFIN_CLIENT_ID and REFIN_CLIENT_SECRET");
    }
}
