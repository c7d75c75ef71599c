package dev.refin.codegen;

import dev.refin.codegen.naming.DefaultNamingStrategy;
import dev.refin.describe.DescribeProblem;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Command line: {@code java -jar refin-codegen-cli.jar --input DIR --output DIR --package NAME [--prefix P]}, or
 * {@code --source DIR} (repeatable) instead of or with {@code --input} to generate from the org's metadata source.
 */
public final class Cli {
    static final String USAGE = String.join(
            "\n",
            "usage: java -jar refin-codegen-cli.jar (--input DIR | --source DIR...) --output DIR --package NAME [options]",
            "  --input DIR        directory of saved describe JSON files (one <Object>.json each)",
            "  --source DIR       the org's metadata source: an sfdx project (sfdx-project.json) or a folder in the",
            "                     metadata API format (objects/*.object); repeatable, laid over --input in order",
            "  --output DIR       directory to write Java sources into (a source root)",
            "  --package NAME     Java package of the generated types",
            "  --prefix P         generate objects whose API name starts with P (default refin__; empty = all)",
            "                     but not companions (__Share, __History, __Feed, __ChangeEvent, ...) or __e, __mdt,",
            "                     __b, __x, __kav objects: name those with --include",
            "  --include GLOB     also generate objects matching GLOB (repeatable)",
            "  --exclude GLOB     never generate objects matching GLOB (repeatable)",
            "  --name KEY=NAME    override a Java name: Object, Object.Field or Object.Field=Value (repeatable)",
            "  --type Object.Field=TYPE  generate a field as another platform type, e.g. long (repeatable)",
            "exit status: 0 generated, 1 invalid input (nothing written), 2 usage error, 3 I/O error");

    private static final java.util.Set<String> OPTIONS = java.util.Set.of(
            "--input", "--source", "--output", "--package", "--prefix", "--include", "--exclude", "--name", "--type");

    private Cli() {}

    /** Runs the command line and exits with its status (see the usage text). */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        String input = null;
        List<Path> sources = new ArrayList<>();
        String output = null;
        String packageName = null;
        String prefix = GeneratorConfig.DEFAULT_PREFIX;
        List<String> includes = new ArrayList<>();
        List<String> excludes = new ArrayList<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, String> types = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                out.println(USAGE);
                return 0;
            }
            if (!OPTIONS.contains(arg)) {
                return usage(err, "unknown option " + arg);
            }
            if (i + 1 >= args.length) {
                return usage(err, "missing value after " + arg);
            }
            String value = args[++i];
            switch (arg) {
                case "--input" -> input = value;
                case "--source" -> sources.add(Path.of(value));
                case "--output" -> output = value;
                case "--package" -> packageName = value;
                case "--prefix" -> prefix = value;
                case "--include" -> includes.add(value);
                case "--exclude" -> excludes.add(value);
                case "--name", "--type" -> {
                    int eq = value.lastIndexOf('=');
                    if (eq <= 0 || eq == value.length() - 1) {
                        return usage(err, arg + " expects KEY=VALUE, got '" + value + "'");
                    }
                    (arg.equals("--name") ? names : types).put(value.substring(0, eq), value.substring(eq + 1));
                }
                default -> {
                    return usage(err, "unknown option " + arg);
                }
            }
        }
        if ((input == null && sources.isEmpty()) || output == null || packageName == null) {
            return usage(err, "--input or --source, --output and --package are required");
        }
        GeneratorConfig config = new GeneratorConfig(packageName, prefix, includes, excludes, names, types);
        try {
            RefinCodegen.Result result = sources.isEmpty()
                    ? RefinCodegen.generate(config, Path.of(input), Path.of(output))
                    : RefinCodegen.generateFromSource(
                            config,
                            new DefaultNamingStrategy(),
                            sources,
                            input == null ? null : Path.of(input),
                            Path.of(output),
                            "default");
            for (DescribeProblem warning : result.warnings()) {
                err.println(warning);
            }
            out.println("refin-codegen: "
                    + Summaries.generation(
                            result,
                            sources.isEmpty() ? input : inputs(input, sources),
                            Path.of(output).toAbsolutePath().normalize()));
            return 0;
        } catch (CodegenException e) {
            err.println("refin-codegen: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("refin-codegen: cannot write output: " + e.getMessage());
            return 3;
        }
    }

    /** The inputs of a run from metadata source, for its summary line. */
    private static String inputs(String input, List<Path> sources) {
        List<String> all = new ArrayList<>();
        for (Path source : sources) {
            all.add("source " + source);
        }
        if (input != null) {
            all.add("describes " + input);
        }
        return String.join(" + ", all);
    }

    private static int usage(PrintStream err, String problem) {
        err.println("refin-codegen: " + problem);
        err.println(USAGE);
        return 2;
    }
}
