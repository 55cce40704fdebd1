package dkg.ingest.parse.api;

import static dkg.ingest.parse.api.GraphQueries.def;
import static dkg.ingest.parse.api.GraphQueries.sym;
import static org.junit.jupiter.api.Assertions.*;

import dkg.ingest.source.ApiFolders;
import dkg.ingest.source.Source;
import dkg.vocab.DKG;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class DoxygenPageParserTest {
    static final Path DIR = Path.of("src/test/resources/doxygen/api");
    static final String V = "9.9.0001";
    static GraphQueries g;
    static List<Source> sources;

    @BeforeAll
    static void parse() {
        assertTrue(ApiFolders.isDoxygen(DIR));
        sources = ApiFolders.doxygen(DIR);
        g = new GraphQueries().parse(new DoxygenPageParser(), sources);
    }

    static String d(String name) { return def(name, V, "doxygen-html"); }

    @Test
    void versionQualifiedKeys() {
        assertTrue(sources.stream().anyMatch(s -> s.key().equals("api/9.9.0001/group__DOCA__WIDGET.html")), sources.toString());
        assertTrue(sources.stream().allMatch(s -> V.equals(s.attribute(Source.DOCA_VERSION))));
    }

    @Test
    void functionFromGroupPageWithHeaderFromHeaderPage() {
        String f = d("doca_widget_cap_get_max_size");
        assertEquals("doca_error_t doca_widget_cap_get_max_size(const struct doca_devinfo *devinfo, enum doca_widget_mode mode, uint64_t *max_size)",
                g.one(f + " dkg:signature ?v"));
        assertEquals("doca_error_t", g.one(f + " dkg:returnType ?v"));
        assertEquals("stable", g.one(f + " dkg:stability ?v"));
        assertEquals("Get the maximum widget size.", g.one(f + " dkg:brief ?v"));
        assertTrue(g.one(f + " dcterms:description ?v").contains("Reads the device's limit"));
        assertEquals("Call before starting the context.", g.one(f + " dkg:note ?v"));
        assertEquals("DOCA Widget Engine", g.one(f + " dkg:apiGroup ?v"));
        assertEquals("doca_widget.h", g.one(f + " dkg:headerFile ?v"), "said by the header page, on the same definition");
        assertEquals(1, g.select("?x", "?x dkg:definitionOf " + sym("doca_widget_cap_get_max_size")).size(), "one definition for two pages");
        assertEquals("out", g.one(f + " dkg:parameter ?p . ?p dkg:paramName \"max_size\" ; dkg:direction ?v"));
        assertEquals("if the mode is not supported by the device",
                g.one(f + " dkg:returnsError ?r . ?r dkg:error " + sym("DOCA_ERROR_NOT_SUPPORTED") + " ; dkg:condition ?v"));
        assertEquals(DKG.libraryIri("doca-widget"), g.one(sym("doca_widget_cap_get_max_size") + " dkg:ofLibrary ?v"));
        assertEquals("doca-widget", g.one("<" + DKG.libraryIri("doca-widget") + "> dkg:pkgConfigModule ?v"));
        assertEquals("api/9.9.0001/group__DOCA__WIDGET.html#ga02",
                g.one(f + " prov:wasDerivedFrom ?s . ?s dkg:sourceRef ?v FILTER(CONTAINS(?v, \"group__\"))"));
    }

    @Test
    void capabilityQueryWithEnumInput() {
        String q = "<" + DKG.capabilityQueryIri("doca_widget_cap_get_max_size") + ">";
        assertEquals("const struct doca_devinfo *", g.one(q + " dkg:firstParamType ?v"));
        assertEquals("uint64_t *", g.one(q + " dkg:outParamType ?v"));
        assertEquals("enum doca_widget_mode", g.one(q + " dkg:extraInputType ?v"));
        assertEquals(DKG.symbolIri("doca_widget_mode"), g.one(q + " dkg:extraInputEnum ?v"));
        assertEquals(3, g.select("?e", "?e dkg:ofEnum " + sym("doca_widget_mode")).size());
    }

    @Test
    void enumValuesComputedAndCommentsRealigned() {
        assertEquals("1", g.one(d("DOCA_WIDGET_MODE_FAST") + " dkg:value ?v"));
        assertEquals("2", g.one(d("DOCA_WIDGET_MODE_SAFE") + " dkg:value ?v"), "implicit: previous + 1");
        assertEquals("No special handling.", g.one(d("DOCA_WIDGET_MODE_NONE") + " dcterms:description ?v"));
        assertEquals("Quick but unchecked, fast path.", g.one(d("DOCA_WIDGET_MODE_FAST") + " dcterms:description ?v"));
        assertNull(g.one(d("DOCA_WIDGET_MODE_SAFE") + " dcterms:description ?v"));
        assertEquals(1, g.problems.list().stream().filter(p -> p.message().contains("moved them back")).count());
    }

    @Test
    void typedefListedUnderFunctionsIsAType() {
        assertEquals("typedef", g.one(d("doca_widget_ctx_t") + " dkg:typeKind ?v"));
        assertNull(g.one(sym("doca_widget_ctx_t") + " a ?v FILTER(?v = dkg:Function)"));
        assertEquals("40", g.one(d("doca_widget_ctx_t") + " dkg:headerLine ?v"));
    }
}
