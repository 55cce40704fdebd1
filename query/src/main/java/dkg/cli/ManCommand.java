package dkg.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Prints the doca-kg(1) man page, written from the same command model as {@code --help}. */
@Command(name = "man", mixinStandardHelpOptions = true,
        description = {"Print the doca-kg(1) manual page (troff), built from the same source as --help.",
                "Install: doca-kg man > ~/.local/share/man/man1/doca-kg.1   Read: man doca-kg"})
final class ManCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
        Output.out().print(ManPage.of(spec.root(), BuildInfo.properties().getProperty("version", "dev")));
        return 0;
    }
}
