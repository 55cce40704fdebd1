package dkg.cli;

import dkg.search.SearchRequest;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Full-text search over the Lucene index alone (no Jena start-up). */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Full-text search of skills, sections, symbols and error causes.")
final class SearchCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "QUERY", arity = "1..*", description = "Words to search for, or - for stdin (a pasted log is cut to its signal).")
    List<String> words;

    @Option(names = "--limit", defaultValue = "10", description = "Most hits to show (default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--type", paramLabel = "TYPE", description = "Only hits of this type: skill, section, symbol, error.")
    String type;

    @Option(names = "--skill", paramLabel = "NAME", description = "Only hits from this skill (e.g. doca-dma).")
    String skill;

    @Option(names = "--lang", paramLabel = "LANG", description = "Query language and hit filter: en or zh (default: guessed from the query).")
    String lang;

    @Override
    public Integer call() {
        SearchRequest request = new SearchRequest(Stdin.question(words, "query"), limit, type, skill, lang);
        Output.answer(common.search(request), common.json);
        return 0;
    }
}
