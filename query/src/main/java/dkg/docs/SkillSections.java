package dkg.docs;

import dkg.caps.Capabilities;
import dkg.kg.BinaryForm;

import static dkg.kg.GraphQuery.integer;
import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import dkg.ask.NamedHeadings;
import dkg.vocab.DKG;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * The skills' sections as passages to offer. A heading with no text of its own ("Capabilities and
 * modes" straight over "The class of changes in scope") stands for its first subsection: an empty
 * heading answers nothing, whether it is an entry section or an index hit on its title. An entry
 * section that leaves its rule to another skill ("for the four-way match rule see doca-version")
 * knows which: the other skill it links to most.
 */
public final class SkillSections {
    /** A section to offer: its own {@code file#anchor}, title and skill. */
    public record Passage(String ref, String title, String skill) {}

    /** Per skill, its sections by sourceRef. */
    private final Map<String, Map<String, Passage>> bySkill;
    /** A textless heading's sourceRef to the passage it opens at. */
    private final Map<String, Passage> opensAt;

    /** A followed entry section's sourceRef to the other skill it links to most. */
    private final Map<String, String> defersTo;

    /**
     * Each SKILL.md's opening section, under its title: "where to start", which file to open for
     * which kind of question. It is about loading the skill; the sections it points to answer. (A
     * skill with no file besides SKILL.md has no other sections, and its opening one is not here.)
     */
    private final Set<String> intros;

    /** A heading a question may name, as the phrase to look for in its words. */
    private record Named(String phrase, Passage passage) {}

    /**
     * Per skill, the sections a question may name by heading, longest heading first (the longer the
     * phrase a question repeats, the less it is by chance), then by sourceRef: made once here, so a
     * question only looks its phrases up.
     */
    private final Map<String, List<Named>> nameable = new HashMap<>();

    private SkillSections(Map<String, Map<String, Passage>> bySkill, Map<String, Passage> opensAt, Map<String, String> defersTo, Set<String> intros) {
        this.bySkill = bySkill;
        this.opensAt = opensAt;
        this.defersTo = defersTo;
        this.intros = intros;
        bySkill.forEach((skill, passages) -> nameable.put(skill, passages.values().stream()
                .sorted(Comparator.comparingInt((Passage p) -> -p.title().length()).thenComparing(Passage::ref))
                .map(p -> new Named(NamedHeadings.phrase(p.title(), skill), p))
                .filter(n -> n.phrase() != null).toList()));
    }

    /** @param followed entry sections ({@code CAPABILITIES.md#version-compatibility}) whose links are read */
    public static SkillSections read(DatasetGraph dsg, List<String> followed) {
        Map<String, Map<String, Passage>> bySkill = new HashMap<>();
        Map<String, Passage> own = new HashMap<>(), firstChild = new HashMap<>();
        Map<String, Long> firstChildOrder = new HashMap<>();
        Set<String> textless = new HashSet<>();
        Map<Node, String> skillNames = new HashMap<>();
        Map<String, Node> followedSections = new HashMap<>();
        Set<String> intros = new HashSet<>();
        for (var r : select(dsg, """
                SELECT ?x ?s ?skill ?ref ?h ?order ?parent ?empty WHERE { ?x a dkg:Section ; dkg:ofSkill ?s ; dkg:sourceRef ?ref ; rdfs:label ?h .
                  ?s rdfs:label ?skill
                  OPTIONAL { ?x dkg:order ?order } OPTIONAL { ?x dkg:parentSection/dkg:sourceRef ?parent }
                  BIND(NOT EXISTS { ?x dkg:text ?t } AS ?empty) }""", Map.of())) {
            String ref = str(r, "ref");
            Passage p = new Passage(ref, str(r, "h"), str(r, "skill"));
            own.putIfAbsent(ref, p);
            bySkill.computeIfAbsent(str(r, "skill"), k -> new HashMap<>()).putIfAbsent(ref, p);
            skillNames.putIfAbsent(r.get("s"), str(r, "skill"));
            for (String entry : followed) if (ref.endsWith("/" + entry)) followedSections.putIfAbsent(ref, r.get("x"));
            if ("true".equals(str(r, "empty"))) textless.add(ref);
            String parent = str(r, "parent");
            Long order = integer(r, "order");
            if (parent == null && order != null && order == 0 && ref.contains("/SKILL.md#")) intros.add(ref);
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
        Map<String, String> defersTo = new HashMap<>();
        followedSections.forEach((ref, section) -> {
            String other = mostLinkedOtherSkill(dsg, section, own.get(ref).skill(), skillNames);
            if (other != null) defersTo.put(ref, other);
        });
        // a skill whose SKILL.md is all it has answers from there
        intros.removeIf(ref -> bySkill.get(own.get(ref).skill()).keySet().stream().allMatch(r -> r.contains("/SKILL.md#")));
        return new SkillSections(bySkill, opensAt, defersTo, Set.copyOf(intros));
    }

    public void write(DataOutput out) throws IOException {
        out.writeInt(bySkill.size());
        for (var skill : bySkill.entrySet()) {
            BinaryForm.string(out, skill.getKey());
            out.writeInt(skill.getValue().size());
            for (Passage p : skill.getValue().values()) write(out, p);
        }
        out.writeInt(opensAt.size());
        for (var e : opensAt.entrySet()) { BinaryForm.string(out, e.getKey()); write(out, e.getValue()); }
        out.writeInt(defersTo.size());
        for (var e : defersTo.entrySet()) { BinaryForm.string(out, e.getKey()); BinaryForm.string(out, e.getValue()); }
        BinaryForm.strings(out, List.copyOf(intros));
    }

    /** As {@link #write} wrote it, each map in the order it was written (the order entries are offered in). */
    public static SkillSections read(DataInput in) throws IOException {
        Map<String, Map<String, Passage>> bySkill = new LinkedHashMap<>();
        for (int i = 0, n = BinaryForm.size(in); i < n; i++) {
            Map<String, Passage> own = bySkill.computeIfAbsent(BinaryForm.string(in), k -> new LinkedHashMap<>());
            for (int j = 0, m = BinaryForm.size(in); j < m; j++) { Passage p = passage(in); own.put(p.ref(), p); }
        }
        Map<String, Passage> opensAt = new LinkedHashMap<>();
        for (int i = 0, n = BinaryForm.size(in); i < n; i++) opensAt.put(BinaryForm.string(in), passage(in));
        Map<String, String> defersTo = new LinkedHashMap<>();
        for (int i = 0, n = BinaryForm.size(in); i < n; i++) defersTo.put(BinaryForm.string(in), BinaryForm.string(in));
        return new SkillSections(bySkill, opensAt, defersTo, Set.copyOf(BinaryForm.strings(in)));
    }

    private static void write(DataOutput out, Passage p) throws IOException {
        BinaryForm.string(out, p.ref());
        BinaryForm.string(out, p.title());
        BinaryForm.string(out, p.skill());
    }

    private static Passage passage(DataInput in) throws IOException {
        return new Passage(BinaryForm.string(in), BinaryForm.string(in), BinaryForm.string(in));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SkillSections s && bySkill.equals(s.bySkill) && opensAt.equals(s.opensAt) && defersTo.equals(s.defersTo) && intros.equals(s.intros);
    }

    @Override
    public int hashCode() { return bySkill.hashCode(); }

    /**
     * The skill other than {@code ownSkill} whose documents and sections {@code section} links to
     * most; a tie goes to the first name, so the answer does not depend on the store's order.
     * Read from the section's own links (a few dozen quads), not by a query over every section.
     */
    private static String mostLinkedOtherSkill(DatasetGraph dsg, Node section, String ownSkill, Map<Node, String> skillNames) {
        Map<String, Integer> links = new TreeMap<>();
        dsg.find(Node.ANY, section, DKG.Nodes.linksTo, Node.ANY).forEachRemaining(link ->
                dsg.find(Node.ANY, link.getObject(), DKG.Nodes.ofSkill, Node.ANY).forEachRemaining(of -> {
                    String skill = skillNames.get(of.getObject());
                    if (skill != null && !skill.equals(ownSkill)) links.merge(skill, 1, Integer::sum);
                }));
        String best = null;
        for (var e : links.entrySet()) if (best == null || e.getValue() > links.get(best)) best = e.getKey();
        return best;
    }

    /**
     * The same entry section in the skill that {@code skill}'s own leaves its rule to, each as it
     * opens; empty when it links to no other skill.
     */
    public List<Passage> deferredEntries(String skill, String entry) {
        for (Passage own : bySkill.getOrDefault(skill, Map.of()).values()) {
            String other = own.ref().endsWith("/" + entry) ? defersTo.get(own.ref()) : null;
            if (other != null) return entries(other, entry);
        }
        return List.of();
    }

    /** The skill's passages whose sourceRef ends with {@code "/" + entry}, each as it opens. */
    public List<Passage> entries(String skill, String entry) {
        return bySkill.getOrDefault(skill, Map.of()).values().stream()
                .filter(p -> p.ref().endsWith("/" + entry)).map(p -> opensAt.getOrDefault(p.ref(), p)).toList();
    }

    /** The skill's sections whose heading the question says word for word, each as it opens, longest heading first. */
    public List<Passage> namedIn(String skill, String questionWords) {
        return nameable.getOrDefault(skill, List.of()).stream().filter(n -> questionWords.contains(n.phrase()))
                .map(n -> opensAt.getOrDefault(n.passage().ref(), n.passage())).toList();
    }

    /** Whether {@code ref} is a SKILL.md's opening section (see {@link #intros}). */
    public boolean isIntro(String ref) { return intros.contains(ref); }

    /** The subsection a textless heading opens at, or null when {@code ref} has text of its own (or is unknown). */
    public Passage opensAt(String ref) {
        return opensAt.get(ref);
    }
}
