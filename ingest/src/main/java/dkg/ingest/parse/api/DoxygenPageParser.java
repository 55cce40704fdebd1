package dkg.ingest.parse.api;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.riot.system.StreamRDF;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Evaluator;
import org.jsoup.select.QueryParser;

/**
 * Reads one page of DOCA's Doxygen HTML reference ({@code group__*.html}, {@code doca__*_8h.html},
 * {@code struct*.html}/{@code union*.html}) into API facts, written by {@link ApiEmitter} with
 * {@code dkg:apiSource "doxygen-html"} and the release from the source's {@link Source#DOCA_VERSION}
 * attribute.
 *
 * <p>Where the facts come from on a page: the detailed member blocks ({@code h2.memtitle} +
 * {@code div.memitem}: {@code table.memname} for return type and parameter types,
 * {@code table.params} for [in]/[out] and descriptions, {@code dl.section.return} for the errors,
 * {@code dl.section.note|warning}, {@code p.definition} for header and line, {@code table.fieldtable}
 * for enumerators) under the "Function/Typedef/Enumeration Type/Macro Definition/Field Documentation"
 * headings; the summary tables ({@code table.memberdecls}) for briefs, enumerator values and struct
 * field order. A member appears in detail on one page only (its group page, or the header page when
 * it has no group); a header page lists the others, and then only adds its header file to the shared
 * definition, so each (symbol, release) has one definition.
 *
 * <p>Library: a group page's library is its top group's ({@code DOCA DMA Engine} → {@code doca-dma},
 * see {@link Libraries}); the summary lines typed "Functions" that are really typedefs (DOCA PCC
 * Device lists twelve there) are typed by their detailed block, and {@code __attribute__} blocks
 * (Doxygen misreading {@code struct x __attribute__((__packed__))}) are skipped with a warning.
 * Stateless and thread-safe.
 *
 * <p>Long because a page's shapes are read in one pass over one document; each shape is a method of its own.
 */
public final class DoxygenPageParser implements SourceParser {

    /** The value of {@code dkg:apiSource} for facts read here. */
    public static final String API_SOURCE = "doxygen-html";

    private static final Pattern DEFINITION = Pattern.compile("Definition at line (\\d+) of file (\\S+?)\\.?$");
    private static final Pattern PARAM_DECL = Pattern.compile("^(.*?)(\\w+)$");
    // Compiled once: Element.is(String) would parse the query on every call.
    private static final Evaluator GROUPHEADER = QueryParser.parse("h2.groupheader");
    private static final Evaluator MEMITEM = QueryParser.parse("div.memitem");
    private static final Evaluator MEMTITLE = QueryParser.parse("h2.memtitle");
    private static final Evaluator ANCHOR = QueryParser.parse("a[id]");
    private static final Evaluator DEFINITION_P = QueryParser.parse("p.definition");
    private static final Evaluator PROSE = QueryParser.parse("p, ul, ol, pre, div.fragment");
    private static final Evaluator PROSE_NO_DEF = QueryParser.parse("p:not(.definition), ul, ol");
    private static final Evaluator H2 = QueryParser.parse("h2");
    private static final Pattern STABILITY = Pattern.compile("\\bDOCA_(STABLE|EXPERIMENTAL)\\b\\s*");

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        Document doc;
        try {
            doc = Jsoup.parse(new java.io.ByteArrayInputStream(source.readBytes()), "UTF-8", "");
        } catch (IOException e) {
            throw problems.fatal(source.key(), "cannot read Doxygen page: " + e.getMessage());
        }
        dkg.ingest.parse.NestingLimit.check(source, dkg.ingest.parse.NestingLimit.depthOf(doc), "HTML elements are");
        new Page(source, doc, sink, problems).read();
    }

    /** One page being read. */
    private static final class Page {
        final Source source;
        final Document doc;
        final Problems problems;
        final Minter m;
        final String file;
        final String version;
        final Map<String, Element> summaryRows = new HashMap<>();
        final Map<String, String> briefs = new HashMap<>();

        Page(Source source, Document doc, StreamRDF sink, Problems problems) {
            this.source = source;
            this.doc = doc;
            this.problems = problems;
            this.m = new Minter(source, sink);
            this.file = source.path().getFileName().toString();
            String v = source.attribute(Source.DOCA_VERSION);
            if (v == null || v.isBlank()) {
                problems.warning(source.key(), "no DOCA version known for this Doxygen page; recorded as 'unknown'");
                v = "unknown";
            }
            this.version = v;
        }

        void read() {
            Element titleEl = doc.selectFirst("div.header div.title");
            String title = titleEl == null ? doc.title() : text(titleEl.ownText());
            m.declareDocument(title, "en", null);
            m.literal(m.document(), Nodes.docaVersion, version);
            Element contents = doc.selectFirst("div.contents");
            if (contents == null) {
                problems.warning(source.key(), "no div.contents: not a Doxygen member page, nothing read");
                return;
            }
            for (Element row : contents.select("table.memberdecls tr")) {
                String cls = row.className();
                if (cls.startsWith("memitem:")) summaryRows.put(cls.substring(8), row);
                else if (cls.startsWith("memdesc:")) {
                    Element d = row.selectFirst("td.mdescRight");
                    if (d != null) briefs.put(cls.substring(8), text(d.text()).replaceFirst("\\s*More\\.\\.\\.$", ""));
                }
            }
            if (file.startsWith("group__")) group(title, contents);
            else if (file.endsWith("_8h.html")) header(title, contents);
            else if (file.startsWith("struct") || file.startsWith("union")) struct(title, contents);
            else problems.warning(source.key(), "not a group, header or struct page; only the document is recorded");
        }

        void group(String title, Element contents) {
            Element top = doc.selectFirst("div.header div.ingroups a");
            String topFile = top == null ? file : top.attr("href").replaceFirst("#.*", "");
            String topTitle = top == null ? title : text(top.text());
            String module = Libraries.moduleForGroupId(topFile);
            ApiEmitter e = new ApiEmitter(m, version, API_SOURCE, module, title);
            m.literal(m.document(), Nodes.apiGroup, title);
            e.declareLibrary(module, topTitle);
            details(e, contents);
            // Structs this group lists: their pages do not know the group, so the library is said here.
            for (Element row : contents.select("table.memberdecls tr[class^=memitem:]")) {
                Element link = row.selectFirst("td.memItemRight a.el");
                String left = row.selectFirst("td.memItemLeft") == null ? "" : text(row.selectFirst("td.memItemLeft").text());
                if (link != null && (left.equals("struct") || left.equals("union")) && link.attr("href").matches("(struct|union)\\w+\\.html")) {
                    e.symbol(text(link.text()), Nodes.Struct);
                }
            }
            members(e, contents, null);
        }

        void header(String title, Element contents) {
            String header = title.replaceFirst("\\s+File Reference$", "").replaceFirst(".*/", "");
            ApiEmitter e = new ApiEmitter(m, version, API_SOURCE, Libraries.moduleForHeader(header), null);
            ApiEmitter listing = new ApiEmitter(m, version, API_SOURCE, null, null);
            m.literal(m.document(), Nodes.headerFile, header);
            details(e, contents);
            // Members documented on a group page: this page says which header declares them.
            String category = null;
            for (Element row : contents.select("table.memberdecls tr")) {
                Element h = row.selectFirst("h2.groupheader a[name]");
                if (h != null) { category = h.attr("name"); continue; }
                if (!row.className().startsWith("memitem:")) continue;
                Element link = row.selectFirst("td.memItemRight a.el");
                if (link == null) continue;
                String href = link.attr("href");
                int hash = href.indexOf('#');
                if (hash <= 0 || href.substring(0, hash).equals(file)) continue;
                ApiMember.Kind kind = switch (category == null ? "" : category) {
                    case "func-members" -> ApiMember.Kind.FUNCTION;
                    case "typedef-members" -> ApiMember.Kind.TYPEDEF;
                    case "enum-members" -> ApiMember.Kind.ENUM;
                    case "define-members" -> ApiMember.Kind.MACRO;
                    default -> null;
                };
                String name = text(link.text());
                if (kind == null || name.equals("__attribute__")) continue;
                if (kind == ApiMember.Kind.FUNCTION && summaryIsTypedef(row)) kind = ApiMember.Kind.TYPEDEF;
                e.section(href.substring(hash + 1), name);
                listing.listedIn(name, kind, header);
            }
            members(e, contents, header);
        }

        void struct(String title, Element contents) {
            String name = title.replaceFirst("\\s+(Struct|Union) Reference$", "");
            boolean union = title.endsWith("Union Reference") || file.startsWith("union");
            Element include = contents.selectFirst("p > code a.el");
            String header = include == null ? null : text(include.text());
            ApiEmitter e = new ApiEmitter(m, version, API_SOURCE, null, null);
            ApiMember s = new ApiMember(union ? ApiMember.Kind.UNION : ApiMember.Kind.STRUCT, name);
            s.signature = (union ? "union " : "struct ") + name;
            s.headerFile = header;
            Element details = contents.selectFirst("div.textblock");
            if (details != null) {
                describe(s, details);
            }
            Map<String, String> fieldDocs = new HashMap<>();
            String category = null;
            List<Element> kids = contents.children();
            for (int i = 0; i < kids.size(); i++) {
                Element el = kids.get(i);
                if (el.is(GROUPHEADER)) category = text(el.text());
                if (el.is(MEMITEM) && "Field Documentation".equals(category)) {
                    Element a = i >= 2 && kids.get(i - 2).is(ANCHOR) ? kids.get(i - 2) : null;
                    Element memdoc = el.selectFirst("div.memdoc");
                    if (a != null && memdoc != null) fieldDocs.put(a.id(), paragraphs(memdoc));
                }
            }
            for (Element row : contents.select("table.memberdecls tr[class^=memitem:]")) {
                String anchor = row.className().substring(8);
                Element left = row.selectFirst("td.memItemLeft"), right = row.selectFirst("td.memItemRight");
                if (left == null || right == null) continue;
                Element link = right.selectFirst("a.el");
                String fname = link == null ? text(right.text()) : text(link.text());
                String suffix = link == null ? "" : text(right.text()).substring(Math.min(text(right.text()).length(), fname.length())).strip();
                String type = text(left.text()) + (suffix.isEmpty() ? "" : " " + suffix);
                String d = fieldDocs.getOrDefault(anchor, briefs.get(anchor));
                s.params.add(new ApiMember.Param(fname, type, null, d));
            }
            e.section("details", name);
            e.member(s);
        }

        /** The page's own "Detailed Description" as a Section with text. */
        void details(ApiEmitter e, Element contents) {
            Element h = null;
            for (Element el : contents.children()) if (el.is(GROUPHEADER) && text(el.text()).equals("Detailed Description")) { h = el; break; }
            if (h == null) return;
            StringBuilder b = new StringBuilder();
            for (Element el = h.nextElementSibling(); el != null && !el.is(H2); el = el.nextElementSibling()) {
                b.append(text(el.text())).append('\n');
            }
            m.literal(e.section("details", "Detailed Description"), Nodes.text, b.toString());
        }

        /** Every detailed member block of the page, by its documentation heading. */
        void members(ApiEmitter e, Element contents, String pageHeader) {
            String category = null;
            List<Element> kids = contents.children();
            for (int i = 0; i < kids.size(); i++) {
                Element el = kids.get(i);
                if (el.is(GROUPHEADER)) { category = text(el.text()); continue; }
                if (!el.is(MEMITEM) || category == null || i < 2) continue;
                Element titleEl = kids.get(i - 1), a = kids.get(i - 2);
                if (!titleEl.is(MEMTITLE) || !a.is(ANCHOR)) continue;
                String name = text(titleEl.ownText()).replaceFirst("\\(\\)$", "").strip();
                String where = source.key() + "#" + a.id();
                ApiMember.Kind kind = switch (category) {
                    case "Function Documentation" -> ApiMember.Kind.FUNCTION;
                    case "Typedef Documentation" -> ApiMember.Kind.TYPEDEF;
                    case "Enumeration Type Documentation" -> ApiMember.Kind.ENUM;
                    case "Macro Definition Documentation" -> ApiMember.Kind.MACRO;
                    default -> null; // variables, fields of groups: not API symbols we model
                };
                if (kind == null) continue;
                if (name.equals("__attribute__")) {
                    problems.warning(where, "skipped a block Doxygen named __attribute__ (a packed struct or enum it misread as a function)");
                    continue;
                }
                ApiMember mem = new ApiMember(kind, name);
                mem.anchor = a.id();
                mem.headerFile = pageHeader;
                try {
                    read(mem, el, a.id());
                } catch (RuntimeException ex) {
                    problems.error(where, "cannot read " + name + ": " + ex);
                    continue;
                }
                e.section(a.id(), name);
                e.member(mem);
            }
        }

        void read(ApiMember mem, Element memitem, String anchor) {
            Element proto = memitem.selectFirst("div.memproto");
            Element memname = proto.selectFirst("table.memname");
            Element headCell = memname.selectFirst("td.memname");
            String head = text(headCell.text());
            for (Element l : proto.select("span.mlabel")) if (text(l.text()).equals("inline")) mem.staticInline = true;
            Matcher st = STABILITY.matcher(head);
            if (st.find()) mem.stability = st.group(1).equals("STABLE") ? "stable" : "experimental";
            head = STABILITY.matcher(head).replaceAll("").strip();
            if (head.startsWith("static inline ") || head.startsWith("inline ")) mem.staticInline = true;
            Element memdoc = memitem.selectFirst("div.memdoc");
            switch (mem.kind) {
                case FUNCTION -> function(mem, memname, head);
                case TYPEDEF -> {
                    mem.signature = head;
                    if (head.contains("(*")) {
                        mem.kind = ApiMember.Kind.CALLBACK;
                        callbackParams(mem, head);
                    }
                }
                case ENUM -> {
                    mem.signature = head;
                    enumerators(mem, memdoc, summaryRows.get(anchor));
                }
                case MACRO -> macro(mem, memname, memdoc, head);
                default -> mem.signature = head;
            }
            if (memdoc != null) document(mem, memdoc);
            String brief = briefs.get(anchor);
            if (brief != null && !brief.isBlank()) mem.brief = brief;
        }

        /** A callback typedef's parameters from its declaration: {@code typedef void(* cb) (struct x *task, union doca_data d)}. */
        void callbackParams(ApiMember mem, String head) {
            int close = head.lastIndexOf(')'), open = head.lastIndexOf('(', close);
            if (open < 0 || close < open) return;
            for (String part : splitTopLevel(head.substring(open + 1, close))) {
                Matcher n = PARAM_DECL.matcher(part.strip());
                if (part.isBlank() || part.strip().equals("void")) continue;
                if (n.find() && !n.group(1).isBlank()) mem.params.add(new ApiMember.Param(n.group(2), n.group(1).strip(), null, null));
                else mem.params.add(new ApiMember.Param(null, part.strip(), null, null));
            }
        }

        void function(ApiMember mem, Element memname, String head) {
            String prefix = head.endsWith(mem.name) ? head.substring(0, head.length() - mem.name.length()).strip() : head;
            if (mem.staticInline && !prefix.contains("inline")) prefix = ("static inline " + prefix.replaceFirst("^static\\s+", "")).strip();
            mem.returnType = prefix.replaceFirst("^static\\s+", "").replaceFirst("^inline\\s+", "").strip();
            List<Element> types = memname.select("td.paramtype");
            List<Element> names = memname.select("td.paramname");
            List<String> rendered = new ArrayList<>();
            for (int i = 0; i < types.size(); i++) {
                String t = text(types.get(i).text());
                String n = i < names.size() ? text(names.get(i).text()).replaceFirst("[,\\s]+$", "") : "";
                if (n.isEmpty() && (t.equals("void") || t.isEmpty())) continue;
                mem.params.add(new ApiMember.Param(n.isEmpty() ? null : n, t, null, null));
                rendered.add(t.endsWith("*") || n.isEmpty() ? t + n : t + " " + n);
            }
            mem.signature = prefix + (prefix.endsWith("*") ? "" : " ") + mem.name + "(" + (rendered.isEmpty() ? "void" : String.join(", ", rendered)) + ")";
        }

        void macro(ApiMember mem, Element memname, Element memdoc, String head) {
            List<Element> rows = memname.select("tr");
            List<String> args = new ArrayList<>();
            for (Element n : memname.select("td.paramname")) args.add(text(n.text()).replaceFirst("[,\\s]+$", ""));
            String value;
            if (!args.isEmpty()) {
                List<Element> cells = rows.get(rows.size() - 1).select("td");
                value = cells.isEmpty() ? "" : text(cells.get(cells.size() - 1).text());
            } else {
                List<Element> cells = rows.get(0).select("td");
                value = cells.size() > 1 ? text(cells.get(cells.size() - 1).text()) : "";
            }
            if (value.isEmpty() && memdoc != null) {
                Element frag = memdoc.selectFirst("div.fragment");
                if (frag != null) value = frag.select("div.line").eachText().stream().map(String::strip).reduce((x, y) -> x + "\n" + y).orElse("");
            }
            mem.value = value.isEmpty() ? null : value;
            mem.signature = "#define " + mem.name + (args.isEmpty() ? "" : "(" + String.join(", ", args) + ")")
                    + (mem.value == null ? "" : " " + mem.value);
            for (String a : args) mem.params.add(new ApiMember.Param(a, null, null, null));
        }

        void enumerators(ApiMember mem, Element memdoc, Element summary) {
            Map<String, String> values = new HashMap<>();
            if (summary != null) {
                String t = text(summary.selectFirst("td.memItemRight").text());
                int open = t.indexOf('{'), close = t.lastIndexOf('}');
                if (open >= 0 && close > open) {
                    for (String part : splitTopLevel(t.substring(open + 1, close))) {
                        int eq = part.indexOf('=');
                        if (eq > 0) values.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
                    }
                }
            }
            List<ApiMember.Enumerator> es = new ArrayList<>();
            if (memdoc != null) {
                for (Element row : memdoc.select("table.fieldtable tr")) {
                    Element n = row.selectFirst("td.fieldname"), d = row.selectFirst("td.fielddoc");
                    if (n == null) continue;
                    String name = text(n.text());
                    Element a = n.selectFirst("a[id]");
                    es.add(new ApiMember.Enumerator(name, values.get(name), d == null ? null : blankToNull(text(d.text())), a == null ? null : a.id()));
                }
            }
            if (EnumCommentRealigner.misaligned(es)) {
                problems.warning(source.key() + "#" + mem.anchor, "enum " + mem.name
                        + ": Doxygen attached enumerator comments to the next enumerator; moved them back");
                es = EnumCommentRealigner.realign(es);
            }
            mem.enumerators.addAll(es);
        }

        /** Brief, description, parameters, returns, notes, warnings and definition line from a memdoc. */
        void document(ApiMember mem, Element memdoc) {
            describe(mem, memdoc);
            for (Element row : memdoc.select("dl.params table.params tr")) {
                Element dir = row.selectFirst("td.paramdir"), pn = row.selectFirst("td.paramname");
                if (pn == null) continue;
                List<Element> cells = row.select("td");
                String desc = blankToNull(text(cells.get(cells.size() - 1).text()));
                String name = text(pn.text());
                String direction = dir == null ? null : switch (text(dir.text())) {
                    case "[in]" -> "in";
                    case "[out]" -> "out";
                    case "[in,out]", "[in, out]", "[inout]" -> "inout";
                    default -> null;
                };
                for (int i = 0; i < mem.params.size(); i++) {
                    ApiMember.Param p = mem.params.get(i);
                    if (name.equals(p.name())) mem.params.set(i, new ApiMember.Param(p.name(), p.type(), direction, desc));
                }
            }
            Element ret = memdoc.selectFirst("dl.section.return dd");
            if (ret != null) mem.returns.addAll(Returns.parse(text(ret.text())));
            for (Element n : memdoc.select("dl.section.note dd")) mem.notes.add(text(n.text()));
            for (Element w : memdoc.select("dl.section.warning dd")) mem.warnings.add(text(w.text()));
        }

        /** Brief (first paragraph), description (all paragraphs) and the definition line of a block. */
        void describe(ApiMember mem, Element block) {
            List<String> paras = new ArrayList<>();
            for (Element c : block.children()) {
                if (c.is(DEFINITION_P)) {
                    Matcher d = DEFINITION.matcher(text(c.text()));
                    if (d.find()) {
                        mem.headerLine = Integer.parseInt(d.group(1));
                        mem.headerFile = d.group(2).replaceFirst(".*/", "");
                    }
                } else if (c.is(PROSE)) {
                    String t = text(c.text());
                    if (!t.isEmpty()) paras.add(t);
                }
            }
            if (!paras.isEmpty()) {
                mem.brief = paras.get(0);
                mem.description = String.join("\n\n", paras);
            }
        }

        String paragraphs(Element memdoc) {
            List<String> out = new ArrayList<>();
            for (Element c : memdoc.children()) if (c.is(PROSE_NO_DEF)) out.add(text(c.text()));
            return blankToNull(String.join("\n\n", out));
        }

        boolean summaryIsTypedef(Element row) {
            Element left = row.selectFirst("td.memItemLeft");
            return left != null && text(left.text()).startsWith("typedef");
        }
    }

    static List<String> splitTopLevel(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') depth++;
            else if (c == ')') depth--;
            else if (c == ',' && depth == 0) { out.add(s.substring(start, i).strip()); start = i + 1; }
        }
        if (start < s.length() && !s.substring(start).isBlank()) out.add(s.substring(start).strip());
        return out;
    }

    /** Whitespace as Doxygen writes it (nbsp runs) collapsed to single spaces. */
    static String text(String s) {
        return s == null ? "" : s.replace('\u00a0', ' ').replaceAll("\\s+", " ").strip();
    }

    static String blankToNull(String s) { return s == null || s.isBlank() ? null : s; }
}
