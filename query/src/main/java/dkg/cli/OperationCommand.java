package dkg.cli;

import dkg.api.DocaKg;
import dkg.op.Context;
import dkg.op.Operation;
import dkg.op.Param;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command of a registered operation, modelled in code from its parameters: a required string or
 * free text is positional, every other parameter an option named after it ({@code doca_version} is
 * {@code --doca-version}). Values reach the operation as text, so a bad one gets the message every
 * face gives.
 */
final class OperationCommand extends CodeModel.Command {
    private final Operation<?, ?> operation;

    private OperationCommand(Operation<?, ?> operation) {
        // an option of the operation's own may be called --version (a release); doca-kg --version stays
        super(operation.params().stream().noneMatch(p -> p.aliases().contains("version") || p.name().equals("version")),
                operation.name(), operation.summary());
        this.operation = operation;
        for (Param p : operation.params()) declare(p);
    }

    /** A fresh model of the operation's command (picocli keeps the parsed values in it). */
    static CommandSpec model(Operation<?, ?> operation) { return new OperationCommand(operation).spec; }

    private void declare(Param p) {
        if (p.positional()) {
            positional(p.label(), p.kind() == Param.Kind.WORDS ? "1..*" : "1", p.help());
            return;
        }
        String[] names = new String[1 + p.aliases().size()];
        names[0] = p.option();
        for (int i = 0; i < p.aliases().size(); i++) names[i + 1] = Param.option(p.aliases().get(i));
        OptionSpec.Builder o = OptionSpec.builder(names).description(help(p)).required(p.required());
        switch (p.kind()) {
            case FLAG -> o.type(boolean.class).negatable(true).defaultValue(p.defaultValue()).fallbackValue("true");
            case TEXTS -> o.type(List.class).auxiliaryTypes(String.class).paramLabel(p.label());
            default -> o.type(String.class).paramLabel(p.label()).defaultValue(p.defaultValue());
        }
        spec.addOption(o.build());
    }

    /** The help of an option: its sentence, its choices and its default. */
    private static String help(Param p) {
        StringBuilder b = new StringBuilder(p.help());
        if (p.kind() == Param.Kind.INTEGER) b.append(" ").append(p.min()).append("..").append(p.max()).append(".");
        if (!p.choices().isEmpty()) b.append(" One of: ").append(String.join(", ", p.choices())).append(".");
        if (p.defaultValue() != null && p.kind() != Param.Kind.FLAG) b.append(" Default: ").append(p.defaultValue()).append(".");
        return b.toString();
    }

    /** The arguments as parsed, in the parameters' order, as the operation binds them; a {@code -} question is read from stdin. */
    Map<String, Object> arguments() {
        Map<String, Object> args = new LinkedHashMap<>();
        int positional = 0;
        for (Param p : operation.params()) {
            Object v = p.positional() ? spec.positionalParameters().get(positional++).getValue() : spec.findOption(p.option()).getValue();
            if (p.kind() == Param.Kind.WORDS && v instanceof List<?> words)
                v = Stdin.question(words.stream().map(String::valueOf).toList(), p.name());
            if (v != null) args.put(p.name(), v);
        }
        return args;
    }

    @Override
    public Integer call() {
        CommonOptions common = common();
        Map<String, Object> args = arguments();
        if (StoreHolding.callersStore() == null) {
            // parsed here, answered by the store's holder if one runs: it binds and checks as every face does
            java.util.OptionalInt answered = dkg.hold.HolderClient.answer(common.storeDir(), operation.name(), () -> args,
                    common.outputOptions(), Output.out(), Output.err());
            if (answered.isPresent()) return answered.getAsInt();
        }
        try (OnDemand kg = new OnDemand(common)) {
            if (operation.readsCode()) CodeProgress.noteIfPending(kg.generation());
            OperationCall.print(operation, args, kg, common.json(), Output.out(), Output.err());
        }
        return 0;
    }

    /** The store opened on first use only: a search reads the index alone. */
    private static final class OnDemand implements Context, AutoCloseable {
        private final CommonOptions common;
        private DocaKg kg;
        private Context call;

        OnDemand(CommonOptions common) { this.common = common; }

        @Override
        public dkg.kg.Generation generation() {
            if (kg == null) {
                kg = common.openKg();
                call = kg.context();
            }
            return call.generation();
        }

        @Override
        public dkg.search.SearchResult search(dkg.search.SearchRequest request) { return common.search(request); }

        @Override
        public void close() { if (kg != null) kg.close(); }
    }
}
