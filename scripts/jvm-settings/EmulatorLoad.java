import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The workload scripts/measure-jvm-settings runs against a started emulator jar: a token, every object's describe,
 * then ROUNDS of (create an account, read it, query accounts, a composite that creates and reads back). Prints the
 * wall time; JDK only, run as a source file: {@code java EmulatorLoad.java BASE_URL [ROUNDS]}.
 */
public final class EmulatorLoad {
    private static final String V = "/services/data/v65.0";
    private static final Pattern STRING = Pattern.compile("\"(access_token|id|name)\"\\s*:\\s*\"([^\"]+)\"");

    private EmulatorLoad() {}

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        HttpClient http = HttpClient.newHttpClient();
        long start = System.nanoTime();
        String token = first(
                "access_token",
                send(http, HttpRequest.newBuilder(URI.create(base + "/services/oauth2/token"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials"
                                + "&client_id=refin-emulator&client_secret=refin-emulator-secret"))));
        String global = get(http, base, token, V + "/sobjects/");
        List<String> names = new ArrayList<>();
        Matcher name = Pattern.compile("\"name\"\\s*:\\s*\"([^\"]+)\"").matcher(global);
        while (name.find()) {
            names.add(name.group(1));
        }
        long bytes = 0;
        for (String object : names) {
            bytes += get(http, base, token, V + "/sobjects/" + object + "/describe").length();
        }
        for (int i = 0; i < rounds; i++) {
            String id = first("id", post(http, base, token, V + "/sobjects/Account", "{\"Name\":\"load-" + i + "\"}"));
            get(http, base, token, V + "/sobjects/Account/" + id);
            get(http, base, token, V + "/query?q=" + URLEncoder.encode(
                    "SELECT Id, Name FROM Account WHERE Name LIKE 'load-%' LIMIT 50", StandardCharsets.UTF_8));
            post(http, base, token, V + "/composite", "{\"allOrNone\":true,\"compositeRequest\":["
                    + "{\"method\":\"POST\",\"url\":\"" + V + "/sobjects/Account\",\"referenceId\":\"a\","
                    + "\"body\":{\"Name\":\"composite-" + i + "\"}},"
                    + "{\"method\":\"GET\",\"url\":\"" + V + "/sobjects/Account/@{a.id}\",\"referenceId\":\"b\"}]}");
        }
        System.out.printf(
                Locale.ROOT,
                "%d describes (%.1f MB) and %d rounds of create/read/query/composite in %.2f s%n",
                names.size(),
                bytes / 1e6,
                rounds,
                (System.nanoTime() - start) / 1e9);
    }

    private static String get(HttpClient http, String base, String token, String path) throws Exception {
        return send(http, HttpRequest.newBuilder(URI.create(base + path))
                .header("Authorization", "Bearer " + token)
                .GET());
    }

    private static String post(HttpClient http, String base, String token, String path, String json)
            throws Exception {
        return send(http, HttpRequest.newBuilder(URI.create(base + path))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private static String send(HttpClient http, HttpRequest.Builder request) throws Exception {
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(request.build().uri().getPath() + ": HTTP " + response.statusCode()
                    + ": " + response.body());
        }
        return response.body();
    }

    private static String first(String member, String json) {
        Matcher matcher = STRING.matcher(json);
        while (matcher.find()) {
            if (matcher.group(1).equals(member)) {
                return matcher.group(2);
            }
        }
        throw new IllegalStateException("no " + member + " in " + json);
    }
}
