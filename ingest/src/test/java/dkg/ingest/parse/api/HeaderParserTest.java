package dkg.ingest.parse.api;

import static dkg.ingest.parse.api.GraphQueries.def;
import static dkg.ingest.parse.api.GraphQueries.sym;
import static org.junit.jupiter.api.Assertions.*;

import dkg.ingest.source.ApiFolders;
import dkg.vocab.DKG;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class HeaderParserTest {
    static final Path DIR = Path.of("src/test/resources/headers/include");
    static final String V = "3.1.0007";
    static GraphQueries g;

    @BeforeAll
    static void parse() {
        assertTrue(ApiFolders.isHeaders(DIR));
        g = new GraphQueries().parse(new HeaderParser(), ApiFolders.headers(DIR));
        assertEquals(List.of(), g.problems.list());
    }

    static String d(String name) { return def(name, V, "c-header"); }

    @Test
    void functionFromPrototypeAndComment() throws Exception {
        String f = d("doca_dma_create");
        assertEquals("doca_error_t doca_dma_create(struct doca_dev *dev, struct doca_dma **dma)", g.one(f + " dkg:signature ?v"));
        assertEquals("stable", g.one(f + " dkg:stability ?v"));
        assertEquals("true", g.one(f + " dkg:callableFromSharedLibrary ?v"));
        assertEquals("c-header", g.one(f + " dkg:apiSource ?v"));
        assertEquals(V, g.one(f + " dkg:docaVersion ?v"));
        assertEquals("doca_dma.h", g.one(f + " dkg:headerFile ?v"));
        List<String> lines = Files.readAllLines(DIR.resolve("doca_dma.h"));
        int line = 1 + lines.indexOf(lines.stream().filter(l -> l.startsWith("doca_error_t doca_dma_create(")).findFirst().orElseThrow());
        assertEquals(String.valueOf(line), g.one(f + " dkg:headerLine ?v"));
        assertEquals("Create a DOCA DMA instance.", g.one(f + " dkg:brief ?v"));
        assertEquals("DOCA DMA Engine", g.one(f + " dkg:apiGroup ?v"));
        assertEquals(DKG.libraryIri("doca-dma"), g.one(sym("doca_dma_create") + " dkg:ofLibrary ?v"));
        assertEquals("out", g.one(f + " dkg:parameter ?p . ?p dkg:paramName \"dma\" ; dkg:direction ?v"));
        assertEquals("struct doca_dma **", g.one(f + " dkg:parameter ?p . ?p dkg:order 1 ; dkg:paramType ?v"));
        assertEquals("the device lacks a DMA engine",
                g.one(f + " dkg:returnsError ?r . ?r dkg:error " + sym("DOCA_ERROR_NOT_PERMITTED") + " ; dkg:condition ?v"));
        assertEquals(4, g.select("?r", f + " dkg:returnsError ?r").size(), "SUCCESS, INVALID_VALUE, NO_MEMORY, NOT_PERMITTED");
    }

    @Test
    void capabilityQueries() {
        String q = "<" + DKG.capabilityQueryIri("doca_dma_cap_task_memcpy_get_max_buf_size") + ">";
        assertEquals("const struct doca_devinfo *", g.one(q + " dkg:firstParamType ?v"));
        assertEquals("uint64_t *", g.one(q + " dkg:outParamType ?v"));
        assertEquals("Query the device before creating tasks.", g.one(d("doca_dma_cap_task_memcpy_get_max_buf_size") + " dkg:note ?v"));
        String s = "<" + DKG.capabilityQueryIri("doca_dma_cap_task_memcpy_is_supported") + ">";
        assertEquals(DKG.symbolIri("doca_dma_cap_task_memcpy_is_supported"), g.one(s + " dkg:symbol ?v"));
        assertNull(g.one(s + " dkg:outParamType ?v"), "is_supported queries answer by their return code");
        assertEquals("experimental", g.one(d("doca_dma_cap_task_memcpy_is_supported") + " dkg:stability ?v"));
    }

    @Test
    void staticInlineIsNotCallableFromTheLibrary() {
        String f = d("doca_dma_fixture_round_up");
        assertEquals("false", g.one(f + " dkg:callableFromSharedLibrary ?v"));
        assertEquals("none", g.one(f + " dkg:stability ?v"));
        assertEquals("static inline uint32_t doca_dma_fixture_round_up(uint32_t len)", g.one(f + " dkg:signature ?v"));
        assertEquals("Not a library symbol: compiled into the caller.", g.one(f + " dkg:warning ?v"));
    }

    @Test
    void accessFlagCommentsStayWithTheirFlag() {
        assertEquals("16", g.one(sym("DOCA_ACCESS_FLAG_PCI_READ_ONLY") + " dkg:bitValue ?v"));
        assertEquals("1", g.one(sym("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE") + " dkg:bitValue ?v"));
        assertEquals("Reading allowed for a device on the same PCI, writing prevented.",
                g.one(sym("DOCA_ACCESS_FLAG_PCI_READ_ONLY") + " dcterms:description ?v"));
        assertTrue(g.one(sym("DOCA_ACCESS_FLAG_PCI_READ_WRITE") + " dcterms:description ?v").startsWith("Reading and writing"));
        assertEquals("Accesses may be reordered.", g.one(sym("DOCA_ACCESS_FLAG_PCI_RELAXED_ORDERING") + " dcterms:description ?v"));
        assertNull(g.one(sym("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY") + " dcterms:description ?v"), "a plain /* */ comment is no documentation");
        assertEquals(DKG.libraryIri("doca-common"), g.one(sym("DOCA_ACCESS_FLAG_PCI_READ_ONLY") + " dkg:ofLibrary ?v"));
        assertEquals(DKG.symbolIri("doca_access_flag"), g.one(sym("DOCA_ACCESS_FLAG_PCI_READ_ONLY") + " dkg:ofEnum ?v"));
    }

    @Test
    void errorsWithImplicitCodes() {
        assertEquals("3", g.one(sym("DOCA_ERROR_IN_USE") + " a dkg:Error ; dkg:errorCode ?v"));
        assertEquals("6", g.one(sym("DOCA_ERROR_INVALID_VALUE") + " dkg:errorCode ?v"));
        assertEquals("Operation not permitted", g.one(sym("DOCA_ERROR_NOT_PERMITTED") + " dcterms:description ?v"));
        assertEquals("typedef", g.one(d("doca_error_t") + " dkg:typeKind ?v"));
    }

    @Test
    void structFieldsInOrder() {
        var rows = g.select("?n ?t ?o ?desc", d("doca_range") + " dkg:field ?f . ?f dkg:paramName ?n ; dkg:paramType ?t ; dkg:order ?o . OPTIONAL { ?f dcterms:description ?desc }");
        rows.sort(java.util.Comparator.comparingInt(r -> r.getLiteral("o").getInt()));
        assertEquals(List.of("start", "len", "tag"), rows.stream().map(r -> r.getLiteral("n").getString()).toList());
        assertEquals("Length in bytes", rows.get(1).getLiteral("desc").getString());
        assertEquals("First byte", rows.get(0).getLiteral("desc").getString());
        assertEquals("uint8_t [16]", rows.get(2).getLiteral("t").getString());
        assertNull(g.one(sym("doca_devinfo") + " a ?v"), "a forward declaration defines nothing");
    }

    @Test
    void macrosAndCallbacks() {
        assertEquals("1024", g.one(d("DOCA_DMA_FIXTURE_MAX_TASKS") + " dkg:value ?v"));
        assertEquals("\"3.1.0007\"", g.one(d("DOCA_VERSION_STRING") + " dkg:value ?v"));
        assertNull(g.one(sym("DOCA_DMA_H_") + " a ?v"), "include guards are not macros of the API");
        String cb = d("doca_dma_task_memcpy_completion_cb_t");
        assertEquals("callback", g.one(cb + " dkg:typeKind ?v"));
        assertEquals("task_user_data", g.one(cb + " dkg:parameter ?p . ?p dkg:order 1 ; dkg:paramName ?v"));
    }

    @Test
    void everyFactHasASectionWithASourceRef() {
        assertTrue(g.select("?x", "?x a dkg:ApiDefinition FILTER NOT EXISTS { ?x prov:wasDerivedFrom ?s }").isEmpty());
        assertEquals("include/3.1.0007/doca_dma.h#doca_dma_create",
                g.one(d("doca_dma_create") + " prov:wasDerivedFrom ?s . ?s dkg:sourceRef ?v"));
    }
}
