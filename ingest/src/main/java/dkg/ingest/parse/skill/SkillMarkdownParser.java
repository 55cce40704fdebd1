package dkg.ingest.parse.skill;

import dkg.ingest.emit.CountingSink;
import dkg.ingest.emit.Minter;
import dkg.ingest.parse.NestingLimit;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.parse.md.Anchors;
import dkg.ingest.parse.md.FrontMatter;
import dkg.ingest.parse.md.PlainText;
import dkg.ingest.parse.md.SymbolScanner;
import dkg.ingest.parse.table.FactContext;
import dkg.ingest.parse.table.Table;
import dkg.ingest.parse.table.TableRule;
import dkg.ingest.parse.table.TableRules;
import dkg.ingest.source.IngestLimits;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.parser.Parser;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads one Markdown file of the DOCA skills bundle ({@link dkg.ingest.source.SourceKind#SKILL_MARKDOWN}).
 *
 * <p>Emits: the Document (role from the file name, tied to the skill named by the source's
 * {@code skill} attribute); for SKILL.md the Skill from its front matter (kind, description,
 * licence, compatibility, implicit phrasings, example questions, "Refuse and route elsewhere"
 * referrals, and a Library for kind {@code library}); every heading as a Section with its GitHub
 * anchor, heading path, level, order and body text; typed facts from tables ({@link TableRules});
 * {@code linksTo} edges for relative links; {@code mentions} edges to every DOCA symbol in code;
 * {@code relatedSkill} edges from the "Related skills" section.
 *
 * <p>Stateless and thread-safe; commonmark's {@link Parser} is shared.
 */
public final class SkillMarkdownParser implements SourceParser {
    private static final Parser MARKDOWN = Parser.builder().extensions(List.of(TablesExtension.create())).build();
    private static final Pattern ROUTES = Pattern.compile("\\broute|right library|\\bwhen\\b", Pattern.CASE_INSENSITIVE);

    private final TableRules rules;

    public SkillMarkdownParser() { this(TableRules.standard()); }

    public SkillMarkdownParser(TableRules rules) { this.rules = rules; }

    /** The role of a skill file, from its name: SKILL, CAPABILITIES, TASKS, BENCHMARK, SKILL-CARD or REFERENCE. */
    public static String role(String key) {
        String name = key.substring(key.lastIndexOf('/') + 1);
        return switch (name) {
            case "SKILL.md" -> "SKILL";
            case "CAPABILITIES.md" -> "CAPABILITIES";
            case "TASKS.md" -> "TASKS";
            case "BENCHMARK.md" -> "BENCHMARK";
            case "skill-card.md" -> "SKILL-CARD";
            default -> "REFERENCE";
        };
    }

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        String text = source.readText();
        FrontMatter fm;
        try {
            fm = FrontMatter.split(text);
        } catch (YAMLException e) {
            problems.error(source.key() + ":1", "front matter is not valid YAML, ignored: " + e.getMessage().lines().findFirst().orElse(""));
            fm = new FrontMatter(Map.of(), text, 1);
        }
        NestingLimit.checkMarkdownLines(source, fm.body());
        org.commonmark.node.Node doc = MARKDOWN.parse(fm.body());
        NestingLimit.check(source, NestingLimit.depthOf(doc), "Markdown blocks are");

        String role = role(source.key());
        String skillName = source.attribute(Source.SKILL);
        if (skillName == null && role.equals("SKILL")) skillName = fm.string("name");
        Node skill = skillName == null ? null : Minter.skill(skillName);

        CountingSink counted = new CountingSink(sink);
        Minter m = new Minter(source, counted);
        m.declareDocument(title(doc, source.key()), "en", skill);
        m.literal(m.document(), Nodes.docRole, role);

        BundleLinks links = new BundleLinks(source);
        FactContext ctx = new FactContext(m, skillName, links::skillOf);
        if (role.equals("SKILL") && skill != null && !fm.fields().isEmpty()) {
            skillFacts(fm, skill, source.key(), links, ctx, problems);
        } else if (role.equals("SKILL")) {
            problems.warning(source.key() + ":1", missingFrontMatter(text, fm) + "; no skill is made from this SKILL.md (start it with ---, name:, description:, metadata.kind:, ---)");
        }
        new Walk(m, ctx, links, skill, role.equals("SKILL"), problems, source.key(), counted).run(doc);
    }

    /** Why a SKILL.md gave no front-matter fields, in words. */
    private static String missingFrontMatter(String text, FrontMatter fm) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (!t.startsWith("---")) return "it has no YAML front matter";
        if (fm.bodyLine() == 1 && fm.fields().isEmpty() && !t.startsWith("---\n---") && !t.startsWith("---\r\n---")) {
            return "its front matter is not closed by a --- line (or is not valid YAML)";
        }
        return "its front matter is empty";
    }

    private static String title(org.commonmark.node.Node doc, String key) {
        for (org.commonmark.node.Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h) return PlainText.of(h);
        }
        return key.substring(key.lastIndexOf('/') + 1);
    }

    /** The Skill node from SKILL.md's front matter; facts here derive from the Document (no heading yet). */
    private static void skillFacts(FrontMatter fm, Node skill, String key, BundleLinks links, FactContext ctx, Problems problems) {
        Minter m = ctx.minter();
        String name = fm.string("name");
        String kind = fm.string("metadata", "kind");
        if (name == null) problems.warning(key, "SKILL.md front matter has no name");
        if (kind == null) problems.warning(key, "SKILL.md front matter has no metadata.kind");
        m.triple(skill, Nodes.type, Nodes.Skill);
        m.literal(skill, Nodes.label, name != null ? name : ctx.skillName());
        m.literal(skill, Nodes.skillKind, kind == null ? null : kind.toLowerCase(Locale.ROOT));
        String description = fm.string("description");
        m.literal(skill, Nodes.description, description);
        m.literal(skill, Nodes.license, fm.string("license"));
        m.literal(skill, Nodes.compatibility, fm.string("compatibility"));
        int slash = key.lastIndexOf('/');
        m.literal(skill, Nodes.sourcePath, slash > 0 ? key.substring(0, slash) : key);
        for (String p : Description.implicitPhrasings(description)) m.literal(skill, Nodes.implicitPhrasing, p);
        for (Description.Refusal r : Description.refusals(description)) {
            String target = links.skillNamed(r.product());
            if (target != null) ctx.referral(target, r.reason());
        }
        // The bundle marks guides (doca-debug, doca-setup, doca-version, ...) as kind library too; only
        // the skills under libs/ are pkg-config libraries a probe can look for.
        if ("library".equalsIgnoreCase(kind) && isUnderLibs(key)) {
            Node lib = Minter.library(ctx.skillName());
            m.triple(lib, Nodes.type, Nodes.Library);
            m.literal(lib, Nodes.label, ctx.skillName());
            m.literal(lib, Nodes.pkgConfigModule, ctx.skillName());
            m.triple(skill, Nodes.ofLibrary, lib);
        }
    }

    /** Whether a SKILL.md key lies in the bundle's {@code libs/} folder ({@code skills/libs/doca-dma/SKILL.md}). */
    static boolean isUnderLibs(String key) {
        String[] parts = key.split("/");
        return parts.length >= 3 && parts[parts.length - 3].equals("libs");
    }

    /** One pass over the top-level blocks: each heading opens a Section that runs to the next heading. */
    private final class Walk {
        private record Open(int level, Node node, String heading) {}

        private final Minter m;
        private final FactContext ctx;
        private final BundleLinks links;
        private final Node skill;
        private final boolean skillDoc;
        private final Problems problems;
        private final String key;
        private final CountingSink counted;
        private final Anchors anchors = new Anchors();
        private final Deque<Open> open = new ArrayDeque<>();
        private int order;
        private String anchor = "";

        Walk(Minter m, FactContext ctx, BundleLinks links, Node skill, boolean skillDoc, Problems problems, String key, CountingSink counted) {
            this.m = m;
            this.ctx = ctx;
            this.links = links;
            this.skill = skill;
            this.skillDoc = skillDoc;
            this.problems = problems;
            this.key = key;
            this.counted = counted;
        }

        void run(org.commonmark.node.Node doc) {
            org.commonmark.node.Node n = doc.getFirstChild();
            // blocks before the first heading belong to the document itself
            org.commonmark.node.Node end = nextHeading(n);
            body(n, end, null);
            for (n = end; n != null; n = end) {
                Heading h = (Heading) n;
                end = nextHeading(n.getNext());
                String heading = PlainText.of(h);
                String anchor = anchors.next(heading);
                if (anchor.isEmpty()) anchor = "section-" + order;
                while (!open.isEmpty() && open.peek().level() >= h.getLevel()) open.pop();
                Node parent = open.isEmpty() ? null : open.peek().node();
                List<String> path = new ArrayList<>();
                open.descendingIterator().forEachRemaining(o -> path.add(o.heading()));
                path.add(heading);
                ctx.section(anchor);
                this.anchor = anchor;
                Node s = SectionWriter.write(m, skill, anchor, heading, String.join(" > ", path), h.getLevel(),
                        order++, parent, PlainText.ofRange(n.getNext(), end), "en");
                open.push(new Open(h.getLevel(), s, heading));
                mentions(h, s);
                links(h, s);
                body(n.getNext(), end, heading.toLowerCase(Locale.ROOT));
            }
        }

        private static org.commonmark.node.Node nextHeading(org.commonmark.node.Node from) {
            for (org.commonmark.node.Node n = from; n != null; n = n.getNext()) if (n instanceof Heading) return n;
            return null;
        }

        /** Facts, links and symbols of the blocks from {@code first} to {@code end}, under the current section. */
        private void body(org.commonmark.node.Node first, org.commonmark.node.Node end, String heading) {
            Node s = m.section();
            for (org.commonmark.node.Node b = first; b != null && b != end; b = b.getNext()) {
                if (b instanceof TableBlock t) table(Table.of(t));
                else versionFacts(b);
                mentions(b, s);
                links(b, s);
                if (heading != null && b instanceof ListBlock list) {
                    if (heading.startsWith("related skills")) related(list);
                    else if (skillDoc && heading.startsWith("example questions")) questions(list);
                }
            }
        }

        /**
         * Facts from a table, or a warning: a table over the size bound is skipped, and a table that
         * looks like facts (its first column is an error, capability, task or permission) but that no
         * rule reads, or whose rows yield nothing, would otherwise vanish without a word.
         */
        private void table(Table t) {
            String where = key + (anchor.isEmpty() ? "" : "#" + anchor);
            long cells = t.header().size() + t.rows().stream().mapToLong(List::size).sum();
            int max = IngestLimits.current().maxTableCells();
            if (cells > max) {
                problems.warning(where, "a table of " + cells + " cells, over the limit of " + max + ", was skipped (-D" + IngestLimits.TABLE_CELLS + ")");
                return;
            }
            long before = counted.count();
            TableRule rule = rules.apply(t, ctx);
            String head = t.header().stream().map(Table.Cell::text).collect(java.util.stream.Collectors.joining(" | "));
            if (head.length() > 80) head = head.substring(0, 80) + "…";
            if (rule == null && TableRules.looksLikeFacts(t)) {
                problems.warning(where, "the table headed '" + head + "' looks like a fact table but no rule reads that header; its rows are not facts");
            } else if (rule != null && !t.rows().isEmpty() && counted.count() == before) {
                problems.warning(where, "no row of the table headed '" + head + "' yields a fact (rows without the key cell are passed over)");
            }
        }

        /** Version facts a paragraph, quote or list item states ({@link VersionFactRule}). */
        private void versionFacts(org.commonmark.node.Node block) {
            if (block instanceof ListBlock) {
                for (org.commonmark.node.Node item = block.getFirstChild(); item != null; item = item.getNext())
                    VersionFactRule.emit(PlainText.of(item), ctx);
            } else if (block instanceof org.commonmark.node.Paragraph || block instanceof org.commonmark.node.BlockQuote) {
                VersionFactRule.emit(PlainText.of(block), ctx);
            }
        }

        private void mentions(org.commonmark.node.Node block, Node section) {
            Set<String> names = new LinkedHashSet<>();
            block.accept(new AbstractVisitor() {
                @Override public void visit(Code code) { names.addAll(SymbolScanner.scan(code.getLiteral())); }
                @Override public void visit(FencedCodeBlock code) { names.addAll(SymbolScanner.scan(code.getLiteral())); }
                @Override public void visit(IndentedCodeBlock code) { names.addAll(SymbolScanner.scan(code.getLiteral())); }
            });
            for (String name : names) m.triple(section, Nodes.mentions, ctx.symbol(name));
        }

        private void links(org.commonmark.node.Node block, Node section) {
            block.accept(new AbstractVisitor() {
                @Override public void visit(Link link) {
                    BundleLinks.Target t = links.resolve(link.getDestination());
                    if (t != null) {
                        m.triple(section, Nodes.linksTo, Minter.sectionNode(t.key(), t.anchor()));
                        m.literal(section, Nodes.linkTarget, t.ref());
                    }
                    visitChildren(link);
                }
            });
        }

        /** "Related skills" bullets: relatedSkill to each linked skill, a Referral when the bullet routes. */
        private void related(ListBlock list) {
            if (skill == null) return;
            for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
                if (!(item instanceof ListItem)) continue;
                String text = PlainText.of(item).replaceFirst("^- ", "");
                Set<String> targets = new LinkedHashSet<>();
                item.accept(new AbstractVisitor() {
                    @Override public void visit(Link link) {
                        String target = links.skillOf(link.getDestination());
                        if (target != null && !target.equals(ctx.skillName())) targets.add(target);
                    }
                });
                for (String target : targets) {
                    m.triple(skill, Nodes.relatedSkill, Minter.skill(target));
                    if (ROUTES.matcher(text).find()) ctx.referral(target, text);
                }
            }
        }

        /** "Example questions" bullets: the bold question, else the text up to the first question mark. */
        private void questions(ListBlock list) {
            for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
                if (!(item instanceof ListItem)) continue;
                String[] strong = {null};
                item.accept(new AbstractVisitor() {
                    @Override public void visit(StrongEmphasis e) { if (strong[0] == null) strong[0] = PlainText.of(e); }
                });
                String q = strong[0];
                if (q == null) {
                    String t = PlainText.of(item).replaceFirst("^- ", "");
                    int mark = t.indexOf('?');
                    q = mark > 0 ? t.substring(0, mark + 1) : t;
                }
                q = q.replaceAll("^[\"“”\\s]+|[\"“”\\s]+$", "").replaceAll("\\s+", " ");
                m.literal(skill, Nodes.exampleQuestion, q);
            }
        }
    }
}
