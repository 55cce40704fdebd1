package dkg.route;

import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.exec.QueryExec;

/**
 * Reads the {@link SkillProfile}s of every skill in the graph. Call inside a read transaction
 * (e.g. {@code store.read(ProfileReader::read)}). English text only: Chinese questions are bridged
 * to English before scoring, so Chinese literals would only bias toward the skills that happen to
 * have a translation.
 */
public final class ProfileReader {
    private ProfileReader() {}

    private static final String EN = "(lang(?%1$s) = \"\" || langMatches(lang(?%1$s), \"en\"))";
    private static final String SKILLS = DKG.PREFIXES + """
            SELECT DISTINCT ?s ?name ?d WHERE { GRAPH ?g { ?s a dkg:Skill ; rdfs:label ?name
              OPTIONAL { ?s dcterms:description ?d FILTER %s } } }""".formatted(EN.formatted("d"));
    private static final String VALUES = DKG.PREFIXES + """
            SELECT DISTINCT ?s ?v WHERE { GRAPH ?g { ?s a dkg:Skill ; <%s> ?v } FILTER %s }""";
    // every English section of a skill's SKILL.md (its level-1 heading is the name people write, e.g.
    // "DOCA DMA") and of its other text files: CAPABILITIES, TASKS and references, where its depth is,
    // in the words real questions use (error names, tools, failure modes). Skill cards and benchmark
    // reports are about the skill, not its subject.
    private static final String SECTIONS = DKG.PREFIXES + """
            SELECT ?s ?g ?role ?h ?t ?lvl WHERE { GRAPH ?g { ?g dkg:docRole ?role . ?x a dkg:Section ; dkg:ofSkill ?s ; rdfs:label ?h
              OPTIONAL { ?x dkg:text ?t } OPTIONAL { ?x dkg:headingLevel ?lvl } }
              FILTER(?role IN ("SKILL", "CAPABILITIES", "TASKS", "REFERENCE") && %s) } ORDER BY ?s ?g ?x""".formatted(EN.formatted("h"));
    private static final String SYMBOLS = DKG.PREFIXES + """
            SELECT DISTINCT ?s ?n WHERE { GRAPH ?g { ?x dkg:ofSkill ?s ; dkg:mentions ?y . ?y rdfs:label ?n } }""";
    private static final String PATH_RULES = DKG.PREFIXES + """
            SELECT ?s ?t ?to WHERE { GRAPH ?g { ?r a dkg:PathRule ; dkg:ofSkill ?s ; dkg:useInsteadWhen ?t
              OPTIONAL { ?r dkg:targetSkill ?to } } }""";
    private static final String REFERRALS = DKG.PREFIXES + """
            SELECT ?s ?to ?why WHERE { GRAPH ?g { ?r a dkg:Referral ; dkg:fromSkill ?s ; dkg:toSkill ?to
              OPTIONAL { ?r dkg:reason ?why } } }""";

    /** The refusal clause of a description: "Refuse and route elsewhere for A, B, or C — those belong …". */
    private static final Pattern REFUSAL = Pattern.compile(
            "(?i)\\b(?:refuse(?: and route(?: elsewhere)?)?|route elsewhere)\\s+for\\s+(.+?)(?:\\s+—\\s+those belong.*)?(?:\\.\\s|\\.?$)",
            Pattern.DOTALL);
    /** "Do not load this skill for …" in a When-to-load section. */
    private static final Pattern DO_NOT_LOAD = Pattern.compile(
            "(?i)\\bdo not load (?:this skill|it) for\\s+(.+?)(?:\\.\\s|\\.?$)", Pattern.DOTALL);

    /** Section headings whose text is about other skills' ground. */
    private static final Pattern OTHER_GROUND = Pattern.compile("(?i)related skills|does not ship|out of scope|not for\\b");

    private static final Pattern TRIGGER = Pattern.compile("(?i)\\btrigger\\b|\\bphrasings?\\b");
    private static final Pattern QUOTED = Pattern.compile("(?<![\\w])[\"“']([^\"”']{8,}?)[\"”'](?![\\w])");

    /**
     * The quoted examples after "Trigger even …" / "phrasings" in a description, for descriptions
     * whose phrasings the parser did not take (single-quoted ones: 'how fast can a kernel post a WRITE').
     */
    static List<String> quotedPhrasings(String description) {
        String d = description.replaceAll("\\s+", " ");
        Matcher t = TRIGGER.matcher(d);
        if (!t.find()) return List.of();
        String tail = withoutRefusals(d.substring(t.start()));
        List<String> out = new ArrayList<>();
        Matcher m = QUOTED.matcher(tail);
        while (m.find()) if (m.group(1).strip().contains(" ")) out.add(m.group(1).strip());
        return out;
    }

    static String withoutRefusals(String text) {
        String t = text.replaceAll("\\s+", " ");
        return DO_NOT_LOAD.matcher(REFUSAL.matcher(t).replaceAll(" ")).replaceAll(" ");
    }

    /** The skill whose documents are the bundle's routing tables to everything it has no skill for. */
    public static final String MAP_SKILL = dkg.search.Passages.KNOWLEDGE_MAP;

    private static final String MAP_SECTIONS = DKG.PREFIXES + """
            SELECT ?ref ?t WHERE { GRAPH ?g { ?x a dkg:Section ; dkg:ofSkill ?s ; dkg:sourceRef ?ref ; dkg:text ?t }
              ?s rdfs:label "%s" FILTER %s } ORDER BY ?ref""".formatted(MAP_SKILL, EN.formatted("t"));

    /** The table rows of the knowledge-map skill's sections (see {@link MapRow#rowsIn}). */
    public static List<MapRow> mapRows(DatasetGraph dsg) {
        List<MapRow> out = new ArrayList<>();
        select(dsg, MAP_SECTIONS, b -> out.addAll(MapRow.rowsIn(MAP_SKILL, b.get("ref").getLiteralLexicalForm(), b.get("t").getLiteralLexicalForm())));
        return out;
    }

    public static List<SkillProfile> read(DatasetGraph dsg) {
        Map<String, Builder> skills = new LinkedHashMap<>();
        select(dsg, SKILLS, b -> {
            Builder s = skills.computeIfAbsent(skill(b.get("s")), Builder::new);
            if (b.get("d") != null && s.description.isEmpty()) s.description = b.get("d").getLiteralLexicalForm();
        });
        forValues(dsg, DKG.implicitPhrasing, skills, (s, v) -> s.phrasings.add(v));
        forValues(dsg, DKG.exampleQuestion, skills, (s, v) -> s.examples.add(v));
        select(dsg, SECTIONS, b -> {
            Builder s = skills.get(skill(b.get("s")));
            if (s == null) return;
            String h = b.get("h").getLiteralLexicalForm();
            String t = b.get("t") == null ? "" : b.get("t").getLiteralLexicalForm();
            if (!b.get("role").getLiteralLexicalForm().equals("SKILL")) {
                s.deep.add(h + "\n" + t);
                return;
            }
            if (!b.get("g").getURI().endsWith("/SKILL.md")) return; // a localized copy
            Node lvl = b.get("lvl");
            if (lvl != null && ((Number) lvl.getLiteralValue()).intValue() == 1 && s.title.isEmpty()) s.title = h;
            s.sections.add(h + "\n" + t);
        });
        select(dsg, SYMBOLS, b -> {
            Builder s = skills.get(skill(b.get("s")));
            if (s != null) s.symbols.add(b.get("n").getLiteralLexicalForm());
        });
        Names names = new Names(skills);
        for (Builder s : skills.values()) {
            addClauses(s, names, REFUSAL, s.description, "refusal");
            for (String sec : s.sections) addClauses(s, names, DO_NOT_LOAD, sec, "do-not-load");
        }
        select(dsg, PATH_RULES, b -> {
            Builder s = skills.get(skill(b.get("s")));
            if (s == null) return;
            // "The data has to traverse the network — use doca-rdma (…)": the condition is before the dash
            String t = b.get("t").getLiteralLexicalForm().split("\\s+—\\s+", 2)[0];
            List<String> to = b.get("to") == null ? names.in(b.get("t").getLiteralLexicalForm()) : List.of(skill(b.get("to")));
            s.against.add(new SkillProfile.Against(t, to, "path rule"));
        });
        select(dsg, REFERRALS, b -> {
            Builder s = skills.get(skill(b.get("s")));
            if (s == null || b.get("why") == null) return;
            s.referrals.add(new SkillProfile.Against(b.get("why").getLiteralLexicalForm(), List.of(skill(b.get("to"))), "referral"));
        });
        List<SkillProfile> out = new ArrayList<>();
        for (Builder s : skills.values()) out.add(s.build(names));
        return out;
    }

    /** Splits a refusal list "A (x), B, or C" into one clause per item, each with the skills it names. */
    private static void addClauses(Builder s, Names names, Pattern p, String text, String origin) {
        Matcher m = p.matcher(text.replaceAll("\\s+", " "));
        while (m.find()) {
            for (String item : splitList(m.group(1))) {
                if (item.isBlank()) continue;
                List<String> to = new ArrayList<>(names.in(item));
                to.remove(s.name);
                s.against.add(new SkillProfile.Against(item.strip(), to, origin));
            }
        }
    }

    /** Splits on commas and "or"/"and" list joints that are outside parentheses. */
    static List<String> splitList(String list) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < list.length(); i++) {
            char c = list.charAt(i);
            if (c == '(') depth++;
            if (c == ')') depth = Math.max(0, depth - 1);
            if (depth == 0 && (c == ',' || c == ';')) { out.add(cur.toString()); cur.setLength(0); continue; }
            cur.append(c);
        }
        out.add(cur.toString());
        List<String> items = new ArrayList<>();
        for (String o : out) items.add(o.strip().replaceFirst("(?i)^(or|and)\\s+", ""));
        return items;
    }

    private static void forValues(DatasetGraph dsg, String property, Map<String, Builder> skills, BiConsumer<Builder, String> add) {
        select(dsg, VALUES.formatted(property, EN.formatted("v")), b -> {
            Builder s = skills.get(skill(b.get("s")));
            if (s != null) add.accept(s, b.get("v").getLiteralLexicalForm());
        });
    }

    private static void select(DatasetGraph dsg, String query, java.util.function.Consumer<Binding> each) {
        QueryExec.dataset(dsg).query(query).select().forEachRemaining(each);
    }

    private static String skill(Node n) {
        String iri = n.getURI();
        return iri.substring(iri.lastIndexOf('/') + 1);
    }

    /** Skill names and titles, to find which skills a clause points to. */
    private static final class Names {
        private final Map<Pattern, String> patterns = new LinkedHashMap<>();

        Names(Map<String, Builder> skills) {
            for (Builder s : skills.values()) {
                patterns.put(SkillNames.pattern(s.name), s.name);
                String spaced = s.name.replace('-', ' ');
                patterns.put(SkillNames.pattern(spaced), s.name);
                if (!s.title.isEmpty()) patterns.put(SkillNames.pattern(SkillNames.shortTitle(s.title)), s.name);
            }
        }

        List<String> in(String text) {
            Set<String> out = new LinkedHashSet<>();
            for (var e : patterns.entrySet()) if (e.getKey().matcher(text).find()) out.add(e.getValue());
            return new ArrayList<>(out);
        }
    }

    private static final class Builder {
        final String name;
        String title = "";
        String description = "";
        final List<String> phrasings = new ArrayList<>();
        final List<String> examples = new ArrayList<>();
        final List<String> sections = new ArrayList<>();
        final List<String> deep = new ArrayList<>();
        final Set<String> symbols = new LinkedHashSet<>();
        final List<SkillProfile.Against> against = new ArrayList<>();
        final List<SkillProfile.Against> referrals = new ArrayList<>();

        Builder(String name) { this.name = name; }

        /**
         * The profile; positive text drops what speaks of other skills' ground (refusal clauses,
         * "Related skills", "does not ship"), which is evidence against, not for, this skill.
         */
        SkillProfile build(Names names) {
            List<SkillProfile.Against> all = new ArrayList<>(against);
            all.addAll(referrals);
            List<String> phr = phrasings.isEmpty() ? quotedPhrasings(description) : phrasings;
            return new SkillProfile(name, title, withoutRefusals(description), phr, examples, positive(sections), positive(deep),
                    List.copyOf(symbols), all);
        }

        /** The sections that speak of this skill's own ground, without their refusal clauses. */
        private static List<String> positive(List<String> sections) {
            List<String> out = new ArrayList<>();
            for (String sec : sections) {
                String heading = sec.lines().findFirst().orElse("");
                if (!OTHER_GROUND.matcher(heading).find()) out.add(withoutRefusals(sec));
            }
            return out;
        }
    }
}
