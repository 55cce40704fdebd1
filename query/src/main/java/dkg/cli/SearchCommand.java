package dkg.cli;

import dkg.search.SearchRequest;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** Full-text search over the Lucene index alone (no Jena start-up), modelled in code ({@link CodeModel}). */
final class SearchCommand extends CodeModel.Command {
    private SearchCommand() {
        super("search", "Full-text search of skills, sections, symbols and error causes.");
        positional("QUERY", "1..*", "Words to search for, or - for stdin (a pasted log is cut to its signal).");
        option("--limit", "<limit>", int.class, "10", "Most hits to show (default ${DEFAULT-VALUE}).");
        option("--type", "TYPE", String.class, null, "Only hits of this type: skill, section, symbol, error.");
        option("--skill", "NAME", String.class, null, "Only hits from this skill (e.g. doca-dma).");
        option("--lang", "LANG", String.class, null, "Query language and hit filter: en or zh (default: guessed from the query).");
    }

    /** The command's model, new for each command line (picocli keeps the parsed values in it). */
    static CommandSpec model() { return new SearchCommand().spec; }

    @Override
    public Integer call() {
        List<String> words = positional();
        SearchRequest request = new SearchRequest(Stdin.question(words, "query"), this.<Integer>value("--limit"),
                value("--type"), value("--skill"), value("--lang"));
        CommonOptions common = common();
        Output.answer(common.search(request), common.json);
        return 0;
    }
}
