package dkg.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Commands modelled in code rather than by annotations. Picocli reads an annotated command by
 * reflection, and the JDK makes a proxy class per annotation type it reads, several times what
 * modelling it in code costs a cold command. The commands people time are modelled here, with the
 * same help, completion and manual page as annotations gave them; the rest keep their annotations.
 *
 * <p>A command extends {@link Command}: its constructor declares its arguments, and {@code call()}
 * reads them back by name.
 */
final class CodeModel {
    private CodeModel() {}

    /** A command modelled in code: its model, with the shared options and the standard help. */
    abstract static class Command implements Callable<Integer> {
        final CommandSpec spec;

        Command(String name, String... description) { this(true, name, description); }

        /** A command with {@code -V/--version} or without it (when an option of its own takes that name). */
        Command(boolean versionOption, String name, String... description) {
            spec = CommandSpec.wrapWithoutInspection(this).name(name);
            spec.usageMessage().description(description);
            // the shared options come from the root (inherited); then help, then the command's own
            spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
            if (versionOption) spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).description("Print version information and exit.").build());
        }

        /** One positional argument, or several ({@code arity "1..*"}, read as a list). */
        void positional(String label, String arity, String description) {
            boolean many = arity.endsWith("*");
            PositionalParamSpec.Builder p = PositionalParamSpec.builder().paramLabel(label).arity(arity).required(true).description(description);
            spec.addPositional((many ? p.type(List.class).auxiliaryTypes(String.class) : p.type(String.class)).build());
        }

        /** An option with a value; {@code defaultValue} may be null. */
        void option(String name, String label, Class<?> type, String defaultValue, String description) {
            spec.addOption(OptionSpec.builder(name).paramLabel(label).type(type).defaultValue(defaultValue).description(description).build());
        }

        /** The value parsed (or defaulted) for an option. */
        <T> T value(String option) { return spec.findOption(option).getValue(); }

        /** The first positional argument's value. */
        <T> T positional() { return spec.positionalParameters().getFirst().getValue(); }

        CommonOptions common() { return CommonOptions.parsedFor(spec); }
    }

    /** {@code -h/--help} and {@code -V/--version}, as picocli's {@code mixinStandardHelpOptions} gives them (without reading its annotated mixin). */
    static void standardHelp(CommandSpec spec) {
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).description("Print version information and exit.").build());
    }
}
