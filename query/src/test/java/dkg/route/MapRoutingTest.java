package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How the knowledge map's rows move a ranking: a product outside the bundle goes to the map even where another skill mentions it. */
class MapRoutingTest {
    static SkillProfile profile(String name, String description) {
        return new SkillProfile(name, "", description, List.of(), List.of(), List.of(description), List.of(), List.of(), List.of());
    }

    static final List<SkillProfile> SKILLS = List.of(
            profile("doca-map", "where to read about everything this bundle has no skill for"),
            profile("doca-install", "install the BFB image on the DPU with the Gizmo Manager and reboot it"),
            profile("doca-widget", "copy buffers with the widget engine"));

    static MapRow row(String topic, boolean outside) {
        return new MapRow("doca-map", "map.md#products", topic + " | https://example.org | what it is", MapRow.namesOf(topic), outside);
    }

    static double score(RouteResult r, String skill) {
        return r.skills().stream().filter(s -> s.skill().equals(skill)).mapToDouble(RouteResult.Ranked::score).findFirst().orElse(0);
    }

    @Test
    void aProductOutsideTheBundleCountsForTheMapThoughAnotherSkillMentionsIt() {
        String q = "the BFB fails to boot after the upgrade";
        RouteResult outside = new Router(SKILLS, Glossary.standard(), List.of(row("BlueField BSP / BFB", true))).route(q, 3, "en");
        RouteResult inside = new Router(SKILLS, Glossary.standard(), List.of(row("BlueField BSP / BFB", false))).route(q, 3, "en");
        assertEquals(Router.W_MAP_SHARED, score(outside, "doca-map"), 1e-9, outside.toString());
        assertTrue(outside.skills().stream().anyMatch(s -> s.skill().equals("doca-map") && s.reasons().stream().anyMatch(x -> x.contains("outside the bundle"))), outside.toString());
        // a row of a table of the bundle's own topics: another skill speaks of it, so it is no map topic
        assertEquals(0, score(inside, "doca-map"), 1e-9, inside.toString());
        // a name no other skill uses counts fully
        RouteResult own = new Router(SKILLS, Glossary.standard(), List.of(row("DOCA Platform Framework (DPF)", true))).route("DPF upgrade hangs", 3, "en");
        assertEquals("doca-map", own.top(), own.toString());
        assertEquals(Router.W_MAP, score(own, "doca-map"), 1e-9, own.toString());
    }

    @Test
    void aSkillTheMapsSectionSaysToLoadBesideTheRouteComesNextButNotFirst() {
        String section = """
                These products ship outside this bundle; route, not answer.
                If the change touches live hardware, load doca-widget alongside this routing step.
                Product | Docs | What
                DOCA Platform Framework (DPF) | https://example.org/dpf | DPU lifecycle
                """;
        List<MapRow> rows = MapRow.rowsIn("doca-map", "map.md#products", section);
        assertEquals(List.of("doca-widget"), rows.getFirst().companions());
        RouteResult r = new Router(SKILLS, Glossary.standard(), rows).route("DPF upgrade hangs", 3, "en");
        assertEquals(List.of("doca-map", "doca-widget"), r.skills().stream().map(RouteResult.Ranked::skill).limit(2).toList(), r.toString());
        assertTrue(score(r, "doca-widget") < score(r, "doca-map"), r.toString());
        RouteResult without = new Router(SKILLS, Glossary.standard(), List.of(row("DOCA Platform Framework (DPF)", true))).route("DPF upgrade hangs", 3, "en");
        assertEquals(0, score(without, "doca-widget"), 1e-9, without.toString());
    }

    @Test
    void aProductNamedInTheTitleCountsMoreThanInTheBody() {
        Router r = new Router(SKILLS, Glossary.standard(), List.of(row("BlueField BSP / BFB", true)));
        RouteResult titled = r.route("BFB fails to boot\nafter the upgrade the card hangs", 3, "en");
        RouteResult body = r.route("the card fails to boot\nafter the upgrade the BFB hangs", 3, "en");
        assertEquals(Router.W_MAP_SHARED + Router.W_TITLE_NAME, score(titled, "doca-map"), 1e-9, titled.toString());
        assertEquals(Router.W_MAP_SHARED, score(body, "doca-map"), 1e-9, body.toString());
        assertNull(Router.titleOf("one line only"));
        assertEquals("BFB fails to boot", Router.titleOf("BFB fails to boot\nmore"));
    }

    @Test
    void aWordInsideAProductNameIsNoMention() {
        Router r = new Router(SKILLS, Glossary.standard(), List.of(row("NVIDIA Sprocket Operator", true)));
        RouteResult res = r.route("NVIDIA install of the BFB", 3, "en");
        assertTrue(res.skills().stream().filter(s -> s.skill().equals("doca-map")).allMatch(s -> s.reasons().stream().noneMatch(x -> x.contains("knowledge map"))), res.toString());
        assertEquals("doca-map", r.route("the Sprocket Operator never answers", 3, "en").top());
    }

    /** DOCA ships a product as doca-<name> (package, container, service): that name names the product too. */
    @Test
    void aProductWrittenAsItsDocaPackageNameIsTheProduct() {
        Router r = new Router(SKILLS, Glossary.standard(), List.of(row("DOCA HBN Service (HBN)", true)));
        for (String q : List.of("the HBN container restarts", "the doca-hbn container restarts", "doca_hbn keeps restarting"))
            assertEquals(1, r.mapRowsIn(q).size(), q);
        for (String q : List.of("the hbn container restarts", "the mydoca-hbn tool", "the doca-hbn-extra plugin"))
            assertEquals(0, r.mapRowsIn(q).size(), q);
    }
}
