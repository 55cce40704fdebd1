package dkg.cli;

import dkg.error.BadInputException;
import dkg.render.Renderers;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * The {@code doca-kg} command line. Exit codes: 0 success, 1 user error (bad input or flags; one
 * line on stderr), 2 internal failure (trace with {@code --debug}).
 *
 * <p>The shared options ({@code --store}, {@code --json}, {@code --debug}) may come before or after
 * the command: given before, {@link GlobalOptions} hands them to the command that runs.
 */
@Command(name = "doca-kg",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.class,
        description = {"NVIDIA DOCA documentation as a knowledge graph: ingest, search, query.",
                "While `serve` or `mcp` runs on a store it holds it: every other command on that store is answered",
                "through that process (it names itself in <store>/holder, readable only by you). Stop it with Ctrl-C,",
                "by closing the MCP client, or with kill PID (the PID is the file's second field)."},
        footer = {"", "Shared options (--store, --json, --debug) go before or after the command.",
                "Shell completion: doca-kg completion bash|zsh (see doca-kg completion --help)."})
public final class Main implements Runnable {

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    /** The shared options given before the command. */
    @Mixin CommonOptions global;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command");
    }

    /**
     * Lucene tells, on stderr via JUL, that the incubating vector module is off: expected, so kept
     * quiet. Held in a field because JUL keeps loggers weakly and would forget the level.
     */
    private static final java.util.logging.Logger LUCENE_VECTOR_LOG =
            java.util.logging.Logger.getLogger("org.apache.lucene.internal.vectorization");

    public static void main(String[] args) {
        // a process holding the store answers for it (see StoreHolding); checked before picocli loads
        java.util.OptionalInt forwarded = dkg.hold.HolderClient.forward(Arrays.asList(args), System.out, System.err);
        if (forwarded.isPresent()) System.exit(forwarded.getAsInt());
        LUCENE_VECTOR_LOG.setLevel(java.util.logging.Level.SEVERE);
        // serve and mcp go on answering, also for other processes: only the other commands end the JVM
        if (!dkg.hold.HolderClient.isHolder(dkg.hold.HolderClient.commandOf(Arrays.asList(args)))) dkg.api.DocaKg.processEndsAfterOneCommand();
        System.exit(execute(args));
    }

    /** Runs the CLI printing to {@code out} and {@code err} (a command run for another process). */
    static int execute(java.io.PrintStream out, java.io.PrintStream err, java.util.List<String> args) {
        return Output.capturing(out, err, () -> execute(args.toArray(String[]::new)));
    }

    /**
     * Every command by the name its {@code @Command} gives it, in the order {@code --help} lists
     * them. The names are written out so that finding a command reads no annotation: parsing the
     * annotations of every class (each a dynamic proxy) cost a one-shot command ~20 ms of start-up.
     * {@code CommandModelTest} holds each name to its class's own.
     */
    static final Map<String, Class<?>> COMMANDS = ordered(
            "ingest", IngestCommand.class, "search", SearchCommand.class, "sparql", SparqlCommand.class,
            "stats", StatsCommand.class, "validate", ValidateCommand.class, "mcp", McpCommand.class,
            "serve", ServeCommand.class, "bench", BenchCommand.class, "probe", ProbeCommand.class,
            "caps", CapsCommand.class, "describe", DescribeCommand.class, "explain", ExplainCommand.class,
            "lint", LintCommand.class, "route", RouteCommand.class, "eval", EvalCommand.class,
            "ask", AskCommand.class, "status", StatusCommand.class, "sources", SourcesCommand.class,
            "vocab", VocabCommand.class, "forget", ForgetCommand.class, "completion", CompletionCommand.class,
            "man", ManCommand.class, "examples", ExamplesCommand.class, "check", CheckCommand.class,
            "usage", UsageCommand.class, "graph", GraphCommand.class, "export", ExportCommand.class,
            "help", CommandLine.HelpCommand.class);

    private static Map<String, Class<?>> ordered(Object... nameThenClass) {
        Map<String, Class<?>> m = new LinkedHashMap<>();
        for (int i = 0; i < nameThenClass.length; i += 2) m.put((String) nameThenClass[i], (Class<?>) nameThenClass[i + 1]);
        return Collections.unmodifiableMap(m);
    }

    /** Commands that read the whole command tree (to list, document or complete it). */
    private static final Set<String> WHOLE_TREE = Set.of("help", "completion", "man");

    /** The command line of {@code doca-kg} with every command. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        for (Class<?> c : COMMANDS.values()) cl.addSubcommand(c);
        return cl;
    }

    /**
     * The command line that can run {@code args}: only the named command is modelled, since picocli
     * reflects over every command it is given and that was most of a one-shot command's start-up.
     * Without a known command name (help, a typo, none) the whole tree is built, for its listing and
     * suggestions.
     */
    static CommandLine commandLineFor(String... args) {
        String word = dkg.hold.HolderClient.commandOf(Arrays.asList(args));
        Class<?> only = word == null || WHOLE_TREE.contains(word) ? null : COMMANDS.get(word);
        if (only == null) return commandLine();
        CommandLine cl = new CommandLine(new Main());
        cl.addSubcommand(only);
        return cl;
    }

    /** Runs the CLI and returns its exit code; the entry point for tests. */
    public static int execute(String... args) {
        boolean debug = Arrays.asList(args).contains("--debug");
        boolean json = Arrays.asList(args).contains("--json");
        CommandLine cl = commandLineFor(args);
        cl.setExecutionStrategy(GlobalOptions::runWithGlobals);
        if (Output.captured()) {
            cl.setOut(new java.io.PrintWriter(Output.out(), true));
            cl.setErr(new java.io.PrintWriter(Output.err(), true));
        }
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            BadInputException user = userErrorIn(ex);
            String message = user != null ? user.getMessage() : describe(ex);
            line.getErr().println("doca-kg: " + message);
            if (user != null && json) printJsonError(line, user);
            if (debug) ex.printStackTrace(line.getErr());
            else if (user == null) line.getErr().println("doca-kg: (internal failure; run again with --debug for the trace)");
            return user != null ? 1 : 2;
        });
        cl.setParameterExceptionHandler((ex, a) -> {
            // bad flags are the user's to fix: one line with a hint, exit 1 (the help is one flag away)
            CommandLine c = ex.getCommandLine();
            String message = UsageErrors.oneLine(ex);
            c.getErr().println("doca-kg: " + message);
            if (json) printJsonError(c, new BadInputException(BadInputException.Code.USAGE, message));
            return 1;
        });
        return cl.execute(args);
    }

    private static void printJsonError(CommandLine line, BadInputException e) {
        line.getOut().println(Renderers.json(Renderers.error(e)));
        line.getOut().flush();
    }

    /** The BadInputException in a cause chain (a parser may wrap one), or null. */
    private static BadInputException userErrorIn(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) if (t instanceof BadInputException u) return u;
        return null;
    }

    /** The build's version lines (see {@link BuildInfo}); the first names version and commit. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override public String[] getVersion() { return new BuildInfo().getVersion(); }
    }

    private static String describe(Throwable ex) {
        String m = ex.getMessage();
        return ex.getClass().getSimpleName() + (m == null ? "" : ": " + m);
    }
}
