package dkg.arch;

import static org.junit.jupiter.api.Assertions.*;

import dkg.vocab.DKG;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.junit.jupiter.api.Test;

/**
 * SPARQL written in code spells vocabulary terms as {@code dkg:name}; a typo there is a query that
 * silently matches nothing. Every such term in every module's main sources must be declared in
 * doca.ttl.
 */
class VocabularyUseTest {
    private static final Pattern TERM = Pattern.compile("\\bdkg:([A-Za-z_][A-Za-z0-9_]*)");

    @Test
    void everyDkgTermInCodeIsDeclaredInTheOntology() throws IOException {
        Model ontology = ModelFactory.createDefaultModel();
        RDFDataMgr.read(ontology, VocabularyUseTest.class.getResourceAsStream("/dkg/ontology/doca.ttl"), Lang.TURTLE);
        Set<String> used = new TreeSet<>();
        Set<String> undeclared = new TreeSet<>();
        Path root = Path.of("..").toAbsolutePath().normalize();
        int files = 0;
        for (String module : new String[] {"ontology", "ingest", "query"}) {
            Path src = root.resolve(module).resolve("src/main/java");
            assertTrue(Files.isDirectory(src), "run from a module directory: " + src);
            try (Stream<Path> walk = Files.walk(src)) {
                for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files++;
                    Matcher m = TERM.matcher(Files.readString(f));
                    while (m.find()) {
                        String term = m.group(1);
                        used.add(term);
                        if (!ontology.containsResource(ontology.createResource(DKG.NS + term)))
                            undeclared.add(term + " (" + root.relativize(f) + ")");
                    }
                }
            }
        }
        assertTrue(files > 100, "read " + files + " source files");
        assertTrue(used.size() > 40, "found only " + used.size() + " dkg: terms; is the pattern right?");
        assertTrue(undeclared.isEmpty(), "dkg: terms used in code but not declared in doca.ttl: " + undeclared);
    }
}
