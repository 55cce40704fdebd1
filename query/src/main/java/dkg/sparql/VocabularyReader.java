package dkg.sparql;

import dkg.vocab.DKG;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.rdf.model.Statement;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.vocabulary.OWL;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;

/** Reads {@link Vocabulary} from the ontology file shipped in the ontology module. */
public final class VocabularyReader {
    static final String ONTOLOGY_RESOURCE = "/dkg/ontology/doca.ttl";

    private VocabularyReader() {}

    public static Vocabulary read() {
        Model m = ModelFactory.createDefaultModel();
        try (InputStream in = VocabularyReader.class.getResourceAsStream(ONTOLOGY_RESOURCE)) {
            if (in == null) throw new IllegalStateException(ONTOLOGY_RESOURCE + " is missing from the classpath");
            RDFParser.source(in).lang(Lang.TURTLE).parse(m);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        PrefixMapping pm = PrefixMapping.Factory.create().setNsPrefixes(DKG.PREFIX_MAP);
        List<Vocabulary.Term> classes = terms(m, pm, List.of(OWL.Class, RDFS.Class));
        List<Vocabulary.Term> properties = terms(m, pm, List.of(OWL.ObjectProperty, OWL.DatatypeProperty, RDF.Property, OWL.AnnotationProperty));
        return new Vocabulary(DKG.PREFIX_MAP, classes, properties);
    }

    private static List<Vocabulary.Term> terms(Model m, PrefixMapping pm, List<Resource> types) {
        java.util.TreeMap<String, Vocabulary.Term> out = new java.util.TreeMap<>();
        for (Resource type : types) {
            m.listSubjectsWithProperty(RDF.type, type).forEachRemaining(r -> {
                if (!r.isURIResource() || !r.getURI().startsWith(DKG.NS)) return;
                String name = pm.shortForm(r.getURI());
                out.putIfAbsent(name, new Vocabulary.Term(name, text(r, RDFS.label), text(r, RDFS.comment),
                        ref(r, RDFS.domain, pm), ref(r, RDFS.range, pm)));
            });
        }
        return new ArrayList<>(out.values());
    }

    private static String text(Resource r, org.apache.jena.rdf.model.Property p) {
        Statement s = r.getProperty(p, "en");
        if (s == null) s = r.getProperty(p);
        return s == null ? null : s.getString().strip().replaceAll("\\s+", " ");
    }

    private static String ref(Resource r, org.apache.jena.rdf.model.Property p, PrefixMapping pm) {
        Statement s = r.getProperty(p);
        if (s == null) return null;
        RDFNode o = s.getObject();
        return o.isURIResource() ? pm.shortForm(o.asResource().getURI()) : null;
    }
}
