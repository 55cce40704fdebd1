package dkg.cli;

import dkg.error.BadInputException;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code doca-kg} command line. Exit codes: 0 success, 1 user error (bad input or flags; one
 * line on stderr), 2 internal failure (trace with {@code --debug}).
 */
@Command(name = "doca-kg",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "NVIDIA DOCA documentation as a knowledge graph: ingest, search, query.",
        subcommands = {
                IngestCommand.class,
                SearchCommand.class,
                SparqlCommand.class,
                StatsCommand.class,
                ValidateCommand.class,
                McpCommand.class,
                ServeCommand.class,
                BenchCommand.class,
                ProbeCommand.class,
                CapsCommand.class,
                DescribeCommand.class,
                ExplainCommand.class,
                LintCommand.class,
                RouteCommand.class, EvalCommand.class,
                GraphCommand.class, ExportCommand.class,
                CommandLine.HelpCommand.class
        })
public final class Main implements Runnable {

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command (see doca-kg --help)");
    }

    /**
     * Lucene tells, on stderr via JUL, that the incubating vector module is off: expected, so kept
     * quiet. Held in a field because JUL keeps loggers weakly and would forget the level.
     */
    private static final java.util.logging.Logger LUCENE_VECTOR_LOG =
            java.util.logging.Logger.getLogger("org.apache.lucene.internal.vectorization");

    public static void main(String[] args) {
        LUCENE_VECTOR_LOG.setLevel(java.util.logging.Level.SEVERE);
        System.exit(execute(args));
    }

    /** Runs the CLI and returns its exit code; the entry point for tests. */
    public static int execute(String... args) {
        boolean debug = Arrays.asList(args).contains("--debug");
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            BadInputException user = userErrorIn(ex);
            String message = user != null ? user.getMessage() : describe(ex);
            line.getErr().println("doca-kg: " + message);
            if (debug) ex.printStackTrace(line.getErr());
            else if (user == null) line.getErr().println("doca-kg: (internal failure; run again with --debug for the trace)");
            return user != null ? 1 : 2;
        });
        cl.setParameterExceptionHandler((ex, a) -> {
            // bad flags are the user's to fix: one line and the usage on stderr, exit 1
            CommandLine c = ex.getCommandLine();
            c.getErr().println("doca-kg: " + ex.getMessage());
            c.usage(c.getErr());
            return 1;
        });
        return cl.execute(args);
    }

    /** The BadInputException in a cause chain (a parser may wrap one), or null. */
    private static BadInputException userErrorIn(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) if (t instanceof BadInputException u) return u;
        return null;
    }

    private static String describe(Throwable ex) {
        String m = ex.getMessage();
        return ex.getClass().getSimpleName() + (m == null ? "" : ": " + m);
    }

    /** Version from the jar manifest, else "dev". */
    static final class Version implements CommandLine.IVersionProvider {
        @Override public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"doca-kg " + (v == null ? "dev" : v)};
        }
    }
}
