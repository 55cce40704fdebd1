package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import dkg.op.Face;
import dkg.op.Operation;
import dkg.op.Param;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * The forwarding path reads an operation's command line without picocli: walking the registry,
 * every command line it accepts must mean exactly what picocli makes of it (the same arguments, store
 * and output options), it must accept every plainly written one, and anything picocli refuses it
 * must leave to picocli.
 */
class OperationArgumentsTest {
    private static final List<String> WORDS = List.of("copy", "a", "buffer", "DOCA_ERROR_AGAIN", "3.0", "复制", "x y", "a=b", "doca_dma", "rdma");
    private static final int CASES = 400;

    /** A generated command line, and whether it holds a form the quick reader may leave to picocli. */
    record Line(List<String> args, boolean unusual) {}

    @Test
    void everyCommandLineItReadsMeansWhatPicocliMakesOfIt() {
        Random random = new Random(20261207);
        int plain = 0;
        for (Operation<?, ?> op : dkg.ops.Operations.offeredBy(Face.CLI)) {
            for (int i = 0; i < CASES; i++) {
                Line line = generate(op, random);
                Optional<Picocli> expected = picocli(line.args());
                Optional<OperationArguments.Call> read = OperationArguments.read(line.args());
                String what = op.name() + " " + line.args();
                if (expected.isEmpty()) {
                    assertTrue(read.isEmpty(), "picocli refuses it, so must the quick reader: " + what);
                    continue;
                }
                if (!line.unusual()) {
                    plain++;
                    assertTrue(read.isPresent(), "a plainly written command line is read: " + what);
                }
                if (read.isEmpty()) continue;
                OperationArguments.Call call = read.get();
                assertEquals(op, call.operation(), what);
                assertEquals(expected.get().arguments(), call.arguments(), what);
                assertEquals(expected.get().store(), call.store(), what);
                assertEquals(expected.get().json(), call.json(), what);
                assertEquals(expected.get().debug(), call.debug(), what);
            }
        }
        assertTrue(plain > CASES, "the generator writes plain command lines too: " + plain);
    }

    @Test
    void helpAndUnknownCommandsAreLeftToTheCommandLine() {
        assertTrue(OperationArguments.read(List.of("route", "--help")).isEmpty());
        assertTrue(OperationArguments.read(List.of("route", "-h", "copy")).isEmpty());
        assertTrue(OperationArguments.read(List.of("sparql", "SELECT * {}")).isEmpty(), "not an operation's command");
        assertTrue(OperationArguments.read(List.of("--json")).isEmpty(), "no command");
        assertTrue(OperationArguments.read(List.of("route", "--limit")).isEmpty(), "a missing value");
    }

    record Picocli(Map<String, Object> arguments, String store, boolean json, boolean debug) {}

    /** What picocli makes of {@code args}, or empty when it refuses them or does something else (help). */
    private static Optional<Picocli> picocli(List<String> args) {
        CommandLine cl = Main.commandLineFor(args.toArray(String[]::new));
        ParseResult top;
        try {
            top = cl.parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            return Optional.empty();
        }
        if (!top.hasSubcommand() || top.isUsageHelpRequested() || top.isVersionHelpRequested()) return Optional.empty();
        ParseResult leaf = top.subcommand();
        if (leaf.isUsageHelpRequested() || leaf.isVersionHelpRequested()) return Optional.empty();
        OperationCommand command = (OperationCommand) leaf.commandSpec().userObject();
        Object given = leaf.hasMatchedOption(CommonOptions.STORE) ? leaf.matchedOptionValue(CommonOptions.STORE, null)
                : top.matchedOptionValue(CommonOptions.STORE, null);
        String store = given == null ? null : given.toString();
        boolean json = leaf.hasMatchedOption(CommonOptions.JSON) || top.hasMatchedOption(CommonOptions.JSON);
        boolean debug = leaf.hasMatchedOption(CommonOptions.DEBUG) || top.hasMatchedOption(CommonOptions.DEBUG);
        return Optional.of(new Picocli(command.arguments(), store, json, debug));
    }

    private static Line generate(Operation<?, ?> op, Random r) {
        boolean unusual = false;
        List<List<String>> before = new ArrayList<>(), after = new ArrayList<>();
        List<String> positionals = new ArrayList<>();
        for (Param p : op.params()) {
            if (p.positional()) {
                int n = p.kind() == Param.Kind.WORDS ? 1 + r.nextInt(4) : 1;
                if (r.nextInt(20) == 0) { n = n == 1 ? 0 : n; unusual = true; }
                for (int k = 0; k < n; k++) positionals.add(word(r));
                continue;
            }
            if (r.nextBoolean()) continue;
            String name = p.aliases().isEmpty() || r.nextInt(3) > 0 ? p.option() : Param.option(p.aliases().getFirst());
            switch (p.kind()) {
                case FLAG -> after.add(List.of(r.nextBoolean() ? name : "--no-" + name.substring(2)));
                case TEXTS -> { for (int k = 0, n = 1 + r.nextInt(2); k < n; k++) option(after, name, word(r), r); }
                case INTEGER -> {
                    int v = r.nextInt(300) - 20;
                    unusual |= v < 0; // a value that looks like an option is left to picocli
                    option(after, name, String.valueOf(v), r);
                }
                default -> option(after, name, p.choices().isEmpty() || r.nextBoolean() ? word(r) : p.choices().get(r.nextInt(p.choices().size())), r);
            }
            if (r.nextInt(15) == 0) { after.add(List.of(p.kind() == Param.Kind.FLAG ? name : name + "=" + word(r))); unusual = true; }
        }
        if (r.nextBoolean()) option(r.nextBoolean() ? before : after, CommonOptions.STORE, "/tmp/store " + r.nextInt(9), r);
        if (r.nextBoolean()) (r.nextBoolean() ? before : after).add(List.of(CommonOptions.JSON));
        if (r.nextInt(4) == 0) (r.nextBoolean() ? before : after).add(List.of(CommonOptions.DEBUG));
        switch (r.nextInt(12)) {
            case 0 -> { after.add(List.of("--bogus")); unusual = true; }
            case 1 -> { after.add(List.of("-h")); unusual = true; }
            case 2 -> { after.add(List.of(CommonOptions.JSON, CommonOptions.JSON)); unusual = true; }
            case 3 -> { after.add(List.of(r.nextBoolean() ? "--limit=-3" : "-x")); unusual = true; }
            case 4 -> { after.add(List.of(CommonOptions.STORE)); unusual = true; }
            default -> { }
        }
        List<List<String>> tail = new ArrayList<>(after);
        if (r.nextInt(8) == 0 && !positionals.isEmpty()) {
            // everything after -- is a word, even what looks like an option
            tail.add(List.of("--"));
            for (String w : positionals) tail.add(List.of(w));
            if (r.nextBoolean()) tail.add(List.of("--json"));
        } else {
            // words and options mix in any order after the command; the words keep theirs
            int at = 0;
            for (String w : positionals) {
                at = Math.min(tail.size(), at + r.nextInt(3));
                tail.add(at++, List.of(w));
            }
        }
        List<String> args = new ArrayList<>();
        before.forEach(args::addAll);
        args.add(op.name());
        tail.forEach(args::addAll);
        return new Line(args, unusual);
    }

    private static void option(List<List<String>> out, String name, String value, Random r) {
        out.add(r.nextBoolean() ? List.of(name + "=" + value) : List.of(name, value));
    }

    private static String word(Random r) { return WORDS.get(r.nextInt(WORDS.size())); }
}
