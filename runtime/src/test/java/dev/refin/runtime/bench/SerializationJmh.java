package dev.refin.runtime.bench;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.refin.runtime.Field;
import dev.refin.runtime.FieldTraits;
import dev.refin.runtime.FieldType;
import dev.refin.runtime.SObject;
import dev.refin.runtime.SObjectJson;
import dev.refin.runtime.SObjectType;
import dev.refin.runtime.internal.Codecs;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * JMH: serializing and deserializing a 30-field entity through the runtime ({@link SObjectJson}) against plain
 * Jackson databind on a POJO with the same 30 fields and the same JSON. Not a test: figures only (ops/s, higher
 * is better; the target is runtime at least as fast as databind in both directions).
 *
 * <p>Run from the repository root (JMH forks JVMs, which need a real classpath; {@code exec:java} does not give
 * one):
 *
 * <pre>{@code
 * ./mvnw -q -B -pl runtime test-compile
 * ./mvnw -q -B -pl runtime dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
 * java -cp runtime/target/test-classes:runtime/target/classes:$(cat runtime/target/cp.txt) \
 *     dev.refin.runtime.bench.SerializationJmh
 * }</pre>
 *
 * <p>Standard JMH options may follow the class name, e.g. {@code -f 2 -wi 5 -i 10} or {@code -prof gc}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class SerializationJmh {
    private static final int RW = FieldTraits.CREATEABLE | FieldTraits.UPDATEABLE | FieldTraits.NILLABLE;
    private static final int TEXT = 12;
    private static final int DECIMALS = 8;
    private static final int BOOLEANS = 4;
    private static final int INTS = 2;
    private static final int DATES = 2;
    private static final int DATE_TIMES = 2;

    /** A 30-field entity shaped like generated code. */
    static final class Wide extends SObject<Wide> {
        private static final SObjectType.Builder<Wide> D =
                SObjectType.builder(Wide.class, "refin__Wide__c", "a0W", Wide::new);
        static final List<Field.Writable<Wide, String>> TEXTS = new ArrayList<>();
        static final List<Field.Writable<Wide, BigDecimal>> AMOUNTS = new ArrayList<>();
        static final List<Field.Writable<Wide, Boolean>> FLAGS = new ArrayList<>();
        static final List<Field.Writable<Wide, Integer>> COUNTS = new ArrayList<>();
        static final List<Field.Writable<Wide, LocalDate>> DAYS = new ArrayList<>();
        static final List<Field.Writable<Wide, OffsetDateTime>> STAMPS = new ArrayList<>();

        static {
            for (int i = 0; i < TEXT; i++) {
                TEXTS.add(D.writable().text("text" + i, FieldType.STRING, RW));
            }
            for (int i = 0; i < DECIMALS; i++) {
                AMOUNTS.add(D.writable().decimal("amount" + i, FieldType.CURRENCY, RW));
            }
            for (int i = 0; i < BOOLEANS; i++) {
                FLAGS.add(D.writable().bool("flag" + i, RW));
            }
            for (int i = 0; i < INTS; i++) {
                COUNTS.add(D.writable().integer("count" + i, RW));
            }
            for (int i = 0; i < DATES; i++) {
                DAYS.add(D.writable().date("day" + i, RW));
            }
            for (int i = 0; i < DATE_TIMES; i++) {
                STAMPS.add(D.writable().dateTime("stamp" + i, RW));
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

    private Wide entity;
    private WidePojo pojo;
    private String json;
    private ObjectMapper mapper;

    /** Builds the record, its JSON and the POJO; checks that both sides agree on the JSON. */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        entity = sample();
        json = SObjectJson.write(entity, SObjectJson.Scope.ALL);
        mapper = plainMapper();
        pojo = mapper.readValue(json, WidePojo.class);
        if (!mapper.readTree(mapper.writeValueAsString(pojo)).equals(mapper.readTree(json))) {
            throw new IllegalStateException("the POJO and the entity disagree on the JSON");
        }
        if (!SObjectJson.read(Wide.SOBJECT_TYPE, json).equals(entity)) {
            throw new IllegalStateException("the entity does not survive a round trip");
        }
    }

    @Benchmark
    public String runtimeSerialize() {
        return SObjectJson.write(entity, SObjectJson.Scope.ALL);
    }

    @Benchmark
    public String databindSerialize() throws IOException {
        return mapper.writeValueAsString(pojo);
    }

    @Benchmark
    public Wide runtimeDeserialize() throws IOException {
        return SObjectJson.read(Wide.SOBJECT_TYPE, json);
    }

    @Benchmark
    public WidePojo databindDeserialize() throws IOException {
        return mapper.readValue(json, WidePojo.class);
    }

    /** Runs the four benchmarks; standard JMH command-line options are accepted. */
    public static void main(String[] args) throws Exception {
        new Runner(new OptionsBuilder()
                        .parent(new CommandLineOptions(args))
                        .include(Pattern.quote(SerializationJmh.class.getName()) + "\\.")
                        .build())
                .run();
    }

    static Wide sample() {
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
        time.addSerializer(OffsetDateTime.class, new StdSerializer<>(OffsetDateTime.class) {
            private static final long serialVersionUID = 1L;

            @Override
            public void serialize(OffsetDateTime value, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeString(Codecs.formatDateTime(value));
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
            private static final long serialVersionUID = 1L;

            @Override
            public T deserialize(JsonParser p, DeserializationContext c) throws IOException {
                return parse.apply(p.getText());
            }
        };
    }
}
