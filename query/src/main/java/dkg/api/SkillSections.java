package dkg.api;

import static dkg.api.GraphQuery.integer;
import static dkg.api.GraphQuery.select;
import static dkg.api.GraphQuery.str;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * The skills' sections as passages to offer. A heading with no text of its own ("Capabilities and
 * modes" straight over "The class of changes in scope") stands for its first subsection: an empty
 * heading answers nothing, whether it is an entry section or an index hit on its title.
 */
final class SkillSections {
    /** A section to offer: its own {@code file#anchor} and title. */
    record Passage(String ref, String title) {}

    /** Per skill, its sections by sourceRef. */
    private final Map<String, Map<String, Passage>> bySkill;
    /** A textless heading's sourceRef to the passage it opens at. */
    private final Map<String, Passage> opensAt;

    private SkillSections(Map<String, Map<String, Passage>> bySkill, Map<String, Passage> opensAt) {
        this.bySkill = bySkill;
        this.opensAt = opensAt;
    }

    static SkillSections read(DatasetGraph dsg) {
        Map<String, Map<String, Passage>> bySkill = new HashMap<>();
        Map<String, Passage> own = new HashMap<>(), firstChild = new HashMap<>();
        Map<String, Long> firstChildOrder = new HashMap<>();
        Set<String> textless = new HashSet<>();
        for (var r : select(dsg, """
                SELECT ?skill ?ref ?h ?order ?parent ?empty WHERE { ?x a dkg:Section ; dkg:ofSkill ?s ; dkg:sourceRef ?ref ; rdfs:label ?h .
                  ?s rdfs:label ?skill
                  OPTIONAL { ?x dkg:order ?order } OPTIONAL { ?x dkg:parentSection/dkg:sourceRef ?parent }
                  BIND(NOT EXISTS { ?x dkg:text ?t } AS ?empty) }""", Map.of())) {
            String ref = str(r, "ref");
            Passage p = new Passage(ref, str(r, "h"));
            own.putIfAbsent(ref, p);
            bySkill.computeIfAbsent(str(r, "skill"), k -> new HashMap<>()).putIfAbsent(ref, p);
            if ("true".equals(str(r, "empty"))) textless.add(ref);
            String parent = str(r, "parent");
            Long order = integer(r, "order");
            if (parent != null && order != null && order < firstChildOrder.getOrDefault(parent, Long.MAX_VALUE)) {
                firstChildOrder.put(parent, order);
                firstChild.put(parent, p);
            }
        }
        Map<String, Passage> opensAt = new HashMap<>();
        for (String ref : textless) {
            Passage shown = own.get(ref);
            // a few levels at most: "## A" over "### B" over text
            for (int depth = 0; depth < 3 && textless.contains(shown.ref()) && firstChild.containsKey(shown.ref()); depth++)
                shown = firstChild.get(shown.ref());
            if (!shown.ref().equals(ref)) opensAt.put(ref, shown);
        }
        return new SkillSections(bySkill, opensAt);
    }

    /** The skill's passages whose sourceRef ends with {@code "/" + entry}, each as it opens. */
    List<Passage> entries(String skill, String entry) {
        return bySkill.getOrDefault(skill, Map.of()).values().stream()
                .filter(p -> p.ref().endsWith("/" + entry)).map(p -> opensAt.getOrDefault(p.ref(), p)).toList();
    }

    /** The subsection a textless heading opens at, or null when {@code ref} has text of its own (or is unknown). */
    Passage opensAt(String ref) {
        return opensAt.get(ref);
    }
}
