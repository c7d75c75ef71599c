package dev.refin.runtime.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.refin.runtime.internal.Codecs;
import dev.refin.runtime.internal.FieldCodec;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Keeps the benchmark honest (both sides see the same JSON) and checks that the codecs' fast paths for
 * numbers, dates and date-times give exactly what the {@code java.time} formatters they bypass give.
 */
class SerializationJmhTest {
    private static final JsonFactory JSON = new JsonFactory();
    private static final DateTimeFormatter DATE_TIME_OUT =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSxx", Locale.ROOT);
    private static final DateTimeFormatter DATE_TIME_IN = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .appendLiteral('T')
            .append(DateTimeFormatter.ISO_LOCAL_TIME)
            .optionalStart()
            .appendOffset("+HH:MM", "Z")
            .optionalEnd()
            .optionalStart()
            .appendOffset("+HHMM", "Z")
            .optionalEnd()
            .toFormatter(Locale.ROOT);

    @Test
    void benchmarkSetUpAgreesOnTheJson() throws IOException {
        SerializationJmh bench = new SerializationJmh();
        bench.setUp(); // Throws unless the POJO and the entity agree on the JSON.
        assertEquals(SerializationJmh.sample(), bench.runtimeDeserialize());
        assertEquals(bench.runtimeSerialize(), bench.databindSerialize());
    }

    @Test
    void writesDatesAndDateTimesAsTheFormattersDo() throws IOException {
        Random random = new Random(42);
        for (int i = 0; i < 20_000; i++) {
            int year = i % 10 == 0 ? random.nextInt(40_000) - 20_000 : random.nextInt(10_000);
            LocalDate date = LocalDate.of(year, 1 + random.nextInt(12), 1 + random.nextInt(28));
            int offset =
                    switch (random.nextInt(4)) {
                        case 0 -> 0;
                        case 1 -> (random.nextInt(37) - 18) * 3600;
                        case 2 -> (random.nextInt(36 * 60 + 1) - 18 * 60) * 60;
                        default -> random.nextInt(129_601) - 64_800;
                    };
            OffsetDateTime stamp = OffsetDateTime.of(
                    date,
                    LocalTime.ofNanoOfDay((long) (random.nextDouble() * 86_399_999_999_999L)),
                    ZoneOffset.ofTotalSeconds(offset));
            assertEquals(quoted(date.toString()), write(Codecs.date(), date));
            assertEquals(quoted(DATE_TIME_OUT.format(stamp)), write(Codecs.dateTime(), stamp));
            assertEquals(DATE_TIME_OUT.format(stamp), Codecs.formatDateTime(stamp));
        }
    }

    @Test
    void writesDecimalsPlain() throws IOException {
        Random random = new Random(42);
        List<BigDecimal> values = new ArrayList<>();
        for (String text : new String[] {"0", "0.0", "0.00000000", "0.000001", "0.0000001", "1E+3", "1E-7", "-5"}) {
            values.add(new BigDecimal(text));
        }
        for (int i = 0; i < 20_000; i++) {
            values.add(new BigDecimal(
                    BigInteger.valueOf(random.nextLong() >> random.nextInt(64)), random.nextInt(40) - 15));
        }
        for (BigDecimal value : values) {
            assertEquals(value.toPlainString(), write(Codecs.decimal(), value));
        }
    }

    @Test
    void readsDatesAndDateTimesAsTheFormattersDo() {
        List<String> stamps = List.of(
                "2024-01-31T10:00:00.000+0000",
                "2024-01-31T10:00:00.000Z",
                "2024-01-31T10:00:00+01:00",
                "2024-02-29T23:59:59.123456789-05:30",
                "2023-02-29T10:00:00Z",
                "2024-04-31T10:00:00.000+0000",
                "2024-01-31T24:00:00Z",
                "2024-01-31T10:00:00.Z",
                "2024-01-31T10:00Z",
                "2024-01-31T10:00:00.1234567891Z",
                "2024-01-31T10:00:00+18:00",
                "2024-01-31T10:00:00-18:01",
                "2024-01-31T10:00:00+1:00",
                "2024-01-31T10:00:00+01:60",
                "2024-01-31T10:00:00-00:00",
                "2024-01-31T10:00:00z",
                "2024-01-31T10:00:00",
                " 2024-01-31T10:00:00Z ");
        List<String> dates = List.of(
                "2024-01-31", "2024-02-30", "2023-02-29", "0000-01-01", "2024-13-01", "+12024-01-01", "2024-1-01");
        String alphabet = "0123456789-+:.TZ a";
        Random random = new Random(42);
        for (int k = 0; k < 2; k++) {
            boolean isDate = k == 0;
            List<String> seeds = isDate ? dates : stamps;
            for (int i = 0; i < 20_000; i++) {
                String text = seeds.get(i % seeds.size());
                if (i >= seeds.size()) {
                    char[] chars = text.toCharArray();
                    for (int j = random.nextInt(3); j > 0; j--) {
                        chars[random.nextInt(chars.length)] = alphabet.charAt(random.nextInt(alphabet.length()));
                    }
                    text = new String(chars);
                }
                assertEquals(expectedRead(text, isDate), read(isDate ? Codecs.date() : Codecs.dateTime(), text), text);
            }
        }
    }

    private static String expectedRead(String text, boolean isDate) {
        try {
            Object value = isDate ? LocalDate.parse(text.trim()) : OffsetDateTime.parse(text.trim(), DATE_TIME_IN);
            return "ok " + value;
        } catch (DateTimeParseException e) {
            return "error";
        }
    }

    private static String read(FieldCodec<?> codec, String text) {
        try (JsonParser parser = JSON.createParser("[" + new TextNode(text) + "]")) {
            parser.nextToken();
            parser.nextToken();
            return "ok " + codec.read(parser);
        } catch (IOException e) {
            return "error";
        }
    }

    private static <T> String write(FieldCodec<T> codec, T value) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            codec.write(generator, value);
        }
        return out.toString();
    }

    private static String quoted(String text) {
        return new TextNode(text).toString();
    }
}
