package dev.refin.maven;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoFailureException;

/** Parses the plugin's {@code KEY=VALUE} list parameters (name and type overrides), shared by the goals. */
final class Pairs {
    private Pairs() {}

    /** Parses {@code KEY=VALUE} entries; the value follows the last {@code =}. */
    static Map<String, String> parse(String parameter, List<String> entries) throws MojoFailureException {
        Map<String, String> map = new LinkedHashMap<>();
        for (String entry : entries) {
            int eq = entry == null ? -1 : entry.lastIndexOf('=');
            if (eq <= 0 || eq == entry.length() - 1) {
                throw new MojoFailureException("refin: " + parameter + ": expected KEY=VALUE, got '" + entry + "'");
            }
            map.put(entry.substring(0, eq).trim(), entry.substring(eq + 1).trim());
        }
        return map;
    }
}
