package dkg.cli;

import dkg.error.BadInputException;
import dkg.render.Renderers;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code doca-kg} command line. Exit codes: 0 success, 1 user error (bad input or flags; one
 * line on stderr), 2 internal failure (trace with {@code --debug}).
 *
 * <p>The shared options ({@code --store}, {@code --json}, {@code --debug}) may come before or after
 * the command: the root declares them for every command (see {@link CommonOptions}).
 */
public final class Main {
    private Main() {}

    /**
     * The root {@code doca-kg} command, modelled in code (see {@link CodeModel}): its help, version
     * and the shared options, which may come before the command; named alone, it asks for one.
     */
    static CommandSpec rootSpec() {
        NoCommand none = new NoCommand();
        CommandSpec spec = CommandSpec.wrapWithoutInspection(none).name("doca-kg").versionProvider(new BuildInfo());
        none.spec = spec;
        spec.usageMessage()
                .description("NVIDIA DOCA documentation as a knowledge graph: ingest, search, query.",
                        "While `serve` or `mcp` runs on a store it holds it: every other command on that store is answered",
                        "through that process (over <store>/holder.sock, open to your user only), and `mcp` joins it.",
                        "`doca-kg status` names it; stop it with Ctrl-C, by closing the MCP client, or with kill PID.",
                        "DOCA_KG_NO_FORWARD=1 runs a command here instead (it waits for the store).")
                .footer("", "Shared options (--store, --json, --debug) go before or after the command.",
                        "Shell completion: doca-kg completion bash|zsh (see doca-kg completion --help).");
        var sections = new LinkedHashMap<>(spec.usageMessage().sectionMap());
        sections.put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, new CommandSummaries());
        spec.usageMessage().sectionMap(sections);
        CommonOptions.declareOn(spec);
        CodeModel.standardHelp(spec);
        return spec;
    }

    /** What {@code doca-kg} alone does: asks for a command. */
    private static final class NoCommand implements Runnable {
        CommandSpec spec;

        @Override
        public void run() {
            throw new CommandLine.ParameterException(spec.commandLine(), "name a command");
        }
    }

    /**
     * Lucene tells, on stderr via JUL, that the incubating vector module is off: expected, so kept
     * quiet. Held in a field because JUL keeps loggers weakly and would forget the level.
     */
    private static final java.util.logging.Logger LUCENE_VECTOR_LOG =
            java.util.logging.Logger.getLogger("org.apache.lucene.internal.vectorization");

    /** Entry point of {@code java -jar}: as {@link Start}, which the launcher runs. */
    public static void main(String[] args) { Start.main(args); }

    /** Runs the command in this process (no holder answered for it). */
    static void runHere(String[] args) {
        LUCENE_VECTOR_LOG.setLevel(java.util.logging.Level.SEVERE);
        // serve and mcp go on answering, also for other processes: only the other commands end the JVM
        if (!dkg.hold.HolderClient.isHolder(dkg.hold.HolderClient.commandOf(Arrays.asList(args)))) CommonOptions.processEndsAfterCommand();
        int code;
        try {
            code = execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            // picocli hands only exceptions to its handler: an error of the JVM is still ours, exit 2
            System.err.println("doca-kg: internal failure (" + e.getClass().getSimpleName() + "); run again with --debug for the trace");
            if (Arrays.asList(args).contains("--debug")) e.printStackTrace();
            code = 2;
        }
        dkg.search.PassageModel.awaitLoading();
        System.exit(code);
    }

    /** Runs the CLI printing to {@code out} and {@code err} (a command run for another process). */
    static int execute(java.io.PrintStream out, java.io.PrintStream err, java.util.List<String> args) {
        return Output.capturing(out, err, () -> execute(args.toArray(String[]::new)));
    }

    /**
     * Every command by the name its {@code @Command} gives it, in the order {@code --help} lists
     * them: an annotated class, or the model of a command modelled in code ({@link CodeModel}). The
     * names are written out so that finding a command reads no annotation: parsing the annotations of
     * every class (each a dynamic proxy) is a sizeable part of a one-shot command's start-up.
     * {@code CommandModelTest} holds each name to its command's own.
     */
    static final Map<String, Object> COMMANDS = withEveryOperation(ordered(
            "ingest", IngestCommand.class, "search", op("search"), "sparql", SparqlCommand.class,
            "stats", op("stats"), "validate", ValidateCommand.class, "mcp", McpCommand.class,
            "serve", ServeCommand.class, "bench", BenchCommand.class, "probe", ProbeCommand.class,
            "caps", op("caps"), "describe", op("describe"), "explain", op("explain"),
            "lint", LintCommand.class, "route", op("route"), "eval", EvalCommand.class,
            "ask", op("ask"), "status", StatusCommand.class, "sources", SourcesCommand.class,
            "vocab", VocabCommand.class, "forget", ForgetCommand.class, "completion", CompletionCommand.class,
            "man", ManCommand.class, "examples", op("examples"), "check", CheckCommand.class,
            "usage", op("usage"), "changes", op("changes"),
            "graph", GraphCommand.class, "export", ExportCommand.class,
            "snapshot", SnapshotCommand.class, "token", TokenCommand.class,
            "help", CommandLine.HelpCommand.class));

    /** The listing with every registered operation the command line offers: those it does not place come before help. */
    private static Map<String, Object> withEveryOperation(Map<String, Object> listed) {
        Map<String, Object> all = new LinkedHashMap<>();
        listed.forEach((name, c) -> { if (!name.equals("help")) all.put(name, c); });
        for (dkg.op.Operation<?, ?> o : dkg.ops.Operations.offeredBy(dkg.op.Face.CLI))
            if (!all.containsKey(o.name())) all.put(o.name(), op(o.name()));
        all.put("help", listed.get("help"));
        return Collections.unmodifiableMap(all);
    }

    /** The command of a registered operation the command line offers ({@link OperationCommand}). */
    private static Supplier<CommandSpec> op(String name) {
        dkg.op.Operation<?, ?> operation = dkg.ops.Operations.named(name, dkg.op.Face.CLI)
                .orElseThrow(() -> new IllegalStateException("no operation " + name + " on the command line"));
        return () -> OperationCommand.model(operation);
    }

    private static Map<String, Object> ordered(Object... nameThenCommand) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < nameThenCommand.length; i += 2) m.put((String) nameThenCommand[i], nameThenCommand[i + 1]);
        return Collections.unmodifiableMap(m);
    }

    /** A fresh command for picocli: an annotated class as it is, a command modelled in code built anew. */
    static Object command(Object listed) {
        return listed instanceof Supplier<?> model ? model.get() : listed;
    }

    /** Commands that read the whole command tree (to list, document or complete it). */
    private static final Set<String> WHOLE_TREE = Set.of("help", "completion", "man");

    /** The command line of {@code doca-kg} with every command. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(rootSpec());
        COMMANDS.forEach((name, c) -> cl.addSubcommand(name, command(c)));
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
        Object only = word == null || WHOLE_TREE.contains(word) ? null : COMMANDS.get(word);
        if (only == null) return commandLine();
        CommandLine cl = new CommandLine(rootSpec());
        cl.addSubcommand(word, command(only));
        return cl;
    }

    /** Runs the CLI and returns its exit code; the entry point for tests. */
    public static int execute(String... args) {
        boolean debug = Arrays.asList(args).contains("--debug");
        boolean json = Arrays.asList(args).contains("--json");
        CommandLine cl = commandLineFor(args);
        if (Output.captured()) {
            cl.setOut(new java.io.PrintWriter(Output.out(), true));
            cl.setErr(new java.io.PrintWriter(Output.err(), true));
        }
        cl.setExecutionExceptionHandler((ex, line, parsed) -> failed(ex, json, debug, line.getOut(), line.getErr()));
        cl.setParameterExceptionHandler((ex, a) -> {
            // bad flags are the user's to fix: one line with a hint, exit 1 (the help is one flag away)
            CommandLine c = ex.getCommandLine();
            String message = UsageErrors.oneLine(ex);
            c.getErr().println("doca-kg: " + message);
            if (json) printJsonError(c.getOut(), new BadInputException(BadInputException.Code.USAGE, message));
            return 1;
        });
        return cl.execute(args);
    }

    /**
     * Says why a command failed and returns its exit code: the user's error in one line (and as JSON
     * on {@code out} with {@code --json}), exit 1; anything else is ours, exit 2, its trace with {@code --debug}.
     */
    static int failed(Throwable ex, boolean json, boolean debug, java.io.PrintWriter out, java.io.PrintWriter err) {
        BadInputException user = userErrorIn(ex);
        String message = user != null ? user.getMessage() : describe(ex);
        err.println("doca-kg: " + message);
        if (user != null && json) printJsonError(out, user);
        if (debug) ex.printStackTrace(err);
        else if (user == null) err.println("doca-kg: (internal failure; run again with --debug for the trace)");
        err.flush();
        return user != null ? 1 : 2;
    }

    private static void printJsonError(java.io.PrintWriter out, BadInputException e) {
        out.println(Renderers.json(Renderers.error(e)));
        out.flush();
    }

    /** The BadInputException in a cause chain (a parser may wrap one), or a full disk said as one; else null. */
    static BadInputException userErrorIn(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) if (t instanceof BadInputException u) return u;
        for (Throwable t = ex; t != null; t = t.getCause())
            if (t instanceof java.io.IOException io && io.getMessage() != null && io.getMessage().contains("No space left on device"))
                // the machine's to fix, not ours: a failed write leaves the store as it was (all or nothing)
                return new BadInputException(BadInputException.Code.UNREADABLE, "the disk is full"
                        + (io instanceof java.nio.file.FileSystemException f && f.getFile() != null ? " (writing " + f.getFile() + ")" : "")
                        + "; free some space and run it again");
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
