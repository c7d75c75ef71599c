package dev.refin.runtime.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.describe.FieldType;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Prints ops/s of serializing and deserializing a 30-field entity through the runtime ({@link SObjectJson})
 * against plain Jackson databind on a POJO with the same 30 fields. Not a test: figures only.
 *
 * <p>Run: {@code ./mvnw -q -pl runtime test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=dev.refin.runtime.bench.SerializationBenchmark [-Dexec.args="5"]} (argument: seconds per
 * measurement, default 3).
 */
public final class SerializationBenchmark {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
    private static final int TEXT = 12;
    private static final int DECIMALS = 8;
    private static final int BOOLEANS = 4;
    private static final int INTS = 2;
    private static final int DATES = 2;
    private static final int DATE_TIMES = 2;

    private SerializationBenchmark() {}

    /** A 30-field entity shaped like generated code. */
    static final class Wide extends SObject<Wide> {
        private static final SObjectType.Builder<Wide> D =
                SObjectType.builder(Wide.class, "refin__Wide__c", "a0W", Wide::new);
        static final List<Field<Wide, String>> TEXTS = new ArrayList<>();
        static final List<Field<Wide, BigDecimal>> AMOUNTS = new ArrayList<>();
        static final List<Field<Wide, Boolean>> FLAGS = new ArrayList<>();
        static final List<Field<Wide, Integer>> COUNTS = new ArrayList<>();
        static final List<Field<Wide, LocalDate>> DAYS = new ArrayList<>();
        static final List<Field<Wide, OffsetDateTime>> STAMPS = new ArrayList<>();

        static {
            for (int i = 0; i < TEXT; i++) {
                TEXTS.add(D.text("text" + i, FieldType.STRING, RW));
            }
            for (int i = 0; i < DECIMALS; i++) {
                AMOUNTS.add(D.decimal("amount" + i, FieldType.CURRENCY, RW));
            }
            for (int i = 0; i < BOOLEANS; i++) {
                FLAGS.add(D.bool("flag" + i, RW));
            }
            for (int i = 0; i < INTS; i++) {
                COUNTS.add(D.integer("count" + i, RW));
            }
            for (int i = 0; i < DATES; i++) {
                DAYS.add(D.date("day" + i, RW));
            }
            for (int i = 0; i < DATE_TIMES; i++) {
                STAMPS.add(D.dateTime("stamp" + i, RW));
            }
        }

        static final SObjectType<Wide> SOBJECT_TYPE = D.build();

        Wide() {
            super(SOBJECT_TYPE);
        }
    }

    /** The same 30 fields as a plain Jackson POJO with public fields. */
    public static final class WidePojo {
        public String text0, text1, text2, text3, text4, text5, text6, text7, text8, text9, text10, text11;
        public BigDecimal amount0, amount1, amount2, amount3, amount4, amount5, amount6, amount7;
        public Boolean flag0, flag1, flag2, flag3;
        public Integer count0, count1;
        public LocalDate day0, day1;
        public OffsetDateTime stamp0, stamp1;
    }

    /** Runs the benchmark and prints its figures. */
    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        Wide entity = sample();
        String json = SObjectJson.write(entity, SObjectJson.Scope.ALL);
        ObjectMapper mapper = plainMapper();
        WidePojo pojo = mapper.readValue(json, WidePojo.class);
        if (!mapper.readTree(mapper.writeValueAsString(pojo)).equals(mapper.readTree(json))) {
            throw new IllegalStateException("the POJO and the entity disagree on the JSON");
        }
        System.out.printf(
                Locale.ROOT, "30-field record, %d bytes of JSON; %.1f s per figure%n", json.length(), seconds);
        report("serialize   runtime SObjectJson", seconds, n -> SObjectJson.write(entity, SObjectJson.Scope.ALL));
        report("serialize   Jackson databind   ", seconds, n -> write(mapper, pojo));
        report("deserialize runtime SObjectJson", seconds, n -> read(json));
        report("deserialize Jackson databind   ", seconds, n -> readPojo(mapper, json));
    }

    private static Wide sample() {
        Wide entity = new Wide();
        for (int i = 0; i < TEXT; i++) {
            entity.set(Wide.TEXTS.get(i), "value of text field " + i);
        }
        for (int i = 0; i < DECIMALS; i++) {
            entity.set(Wide.AMOUNTS.get(i), new BigDecimal("12345.6" + i));
        }
        for (int i = 0; i < BOOLEANS; i++) {
            entity.set(Wide.FLAGS.get(i), i % 2 == 0);
        }
        for (int i = 0; i < INTS; i++) {
            entity.set(Wide.COUNTS.get(i), 1000 + i);
        }
        for (int i = 0; i < DATES; i++) {
            entity.set(Wide.DAYS.get(i), LocalDate.of(2024, 1, 1 + i));
        }
        for (int i = 0; i < DATE_TIMES; i++) {
            entity.set(Wide.STAMPS.get(i), OffsetDateTime.parse("2024-01-0" + (i + 1) + "T10:00:00.000Z"));
        }
        return entity;
    }

    /** Databind with the platform's date and datetime text, as an integration would configure it. */
    private static ObjectMapper plainMapper() {
        SimpleModule time = new SimpleModule();
        time.addSerializer(LocalDate.class, ToStringSerializer.instance);
        time.addSerializer(
                OffsetDateTime.class, new com.fasterxml.jackson.databind.ser.std.StdSerializer<>(OffsetDateTime.class) {
                    @Override
                    public void serialize(
                            OffsetDateTime value,
                            com.fasterxml.jackson.core.JsonGenerator g,
                            com.fasterxml.jackson.databind.SerializerProvider p)
                            throws IOException {
                        g.writeString(dev.refin.runtime.internal.Codecs.formatDateTime(value));
                    }
                });
        time.addDeserializer(LocalDate.class, text(LocalDate.class, LocalDate::parse));
        time.addDeserializer(
                OffsetDateTime.class,
                text(
                        OffsetDateTime.class,
                        s -> OffsetDateTime.parse(s.replaceFirst("([+-]\\d\\d)(\\d\\d)$", "$1:$2"))));
        return new ObjectMapper()
                .registerModule(time)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    private static <T> StdDeserializer<T> text(Class<T> type, Function<String, T> parse) {
        return new StdDeserializer<>(type) {
            @Override
            public T deserialize(JsonParser p, DeserializationContext c) throws IOException {
                return parse.apply(p.getText());
            }
        };
    }

    private static Object write(ObjectMapper mapper, WidePojo pojo) {
        try {
            return mapper.writeValueAsString(pojo);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object read(String json) {
        try {
            return SObjectJson.read(Wide.SOBJECT_TYPE, json);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object readPojo(ObjectMapper mapper, String json) {
        try {
            return mapper.readValue(json, WidePojo.class);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Warms up for the given time, then measures for the same time; prints ops/s. */
    private static void report(String label, double seconds, Function<Integer, Object> op) {
        long sink = run(op, seconds)[1];
        long[] measured = run(op, seconds);
        double opsPerSecond = measured[0] / (measured[1] / 1e9);
        System.out.printf(Locale.ROOT, "%s: %,12.0f ops/s%n", label, opsPerSecond);
        if (sink == Long.MIN_VALUE) {
            System.out.println();
        }
    }

    /** Returns {operations, nanoseconds}. */
    private static long[] run(Function<Integer, Object> op, double seconds) {
        long budget = (long) (seconds * 1e9);
        long start = System.nanoTime();
        long ops = 0;
        int hash = 0;
        long elapsed;
        do {
            for (int i = 0; i < 1000; i++) {
                hash += System.identityHashCode(op.apply(i)) & 1;
            }
            ops += 1000;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        if (hash == 42) {
            System.out.print("");
        }
        return new long[] {ops, elapsed};
    }
}
