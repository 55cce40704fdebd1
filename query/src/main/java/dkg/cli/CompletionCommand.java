package dkg.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Prints the shell completion script picocli generates from the same annotations as the help. */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Print a shell completion script for doca-kg (commands, options, file arguments).",
                "bash:  doca-kg completion bash > ~/.local/share/bash-completion/completions/doca-kg",
                "zsh:   doca-kg completion zsh > ~/.zfunc/doca-kg.zsh && echo 'source ~/.zfunc/doca-kg.zsh' >> ~/.zshrc"})
final class CompletionCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(paramLabel = "SHELL", description = "bash or zsh.")
    Shell shell;

    /** Shells the script serves: picocli's script is bash, and loads bashcompinit under zsh itself. */
    enum Shell { bash, zsh }

    @Override
    public Integer call() {
        Output.out().print(AutoComplete.bash("doca-kg", spec.root().commandLine()));
        return 0;
    }
}
