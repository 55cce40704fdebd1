package dkg.cli;

import dkg.api.DocaKg;
import dkg.sparql.Vocabulary;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code vocab}: the ontology's classes and properties with comments, and the predeclared prefixes. */
@Command(name = "vocab", mixinStandardHelpOptions = true,
        description = "List the ontology's classes and properties with their comments, and the SPARQL prefixes every query may use undeclared.")
final class VocabCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Override
    public Integer call() {
        Vocabulary v = dkg.sparql.VocabularyReader.read();
        Output.answer(v, common.json());
        return 0;
    }
}
