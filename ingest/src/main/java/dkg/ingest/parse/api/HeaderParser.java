package dkg.ingest.parse.api;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.parse.api.CTokenizer.Kind;
import dkg.ingest.parse.api.CTokenizer.Token;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Reads an installed DOCA C header ({@code /opt/mellanox/doca/include/doca_dma.h}) into the same API
 * facts as {@link DoxygenPageParser}, with {@code dkg:apiSource "c-header"} and the release of the
 * folder's {@code doca_version.h} (the {@link Source#DOCA_VERSION} attribute).
 *
 * <p>A {@link CTokenizer} splits the text; a small declaration scanner then takes one top-level
 * declaration at a time (to {@code ;} at depth 0, or through a {@code static inline} body) with the
 * doc comment before it, and recognises prototypes, typedefs, callback types, enums, structs,
 * unions and {@code #define}s. Member comments inside enum and struct bodies go to the member they
 * stand after on the same line ({@code /**<} or plain {@code /**}) or before on their own line,
 * which is what the DOCA sources mean and what Doxygen gets wrong for {@code doca_access_flag}.
 * The {@code @defgroup} of the header gives the API group; the library is the header's module
 * ({@code doca_dma.h} → {@code doca-dma}), or {@code doca-common} for DOCA Core groups.
 * No preprocessing is done: conditional blocks are all read. Stateless and thread-safe.
 *
 * <p>Long because the declaration scanner and the facts it emits share the scanning state.
 */
public final class HeaderParser implements SourceParser {

    /** The value of {@code dkg:apiSource} for facts read here. */
    public static final String API_SOURCE = "c-header";

    private static final Set<String> SPECIFIERS = Set.of("extern", "static", "inline", "__inline", "__inline__");

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        String header = source.path().getFileName().toString();
        String version = source.attribute(Source.DOCA_VERSION);
        if (version == null || version.isBlank()) {
            problems.warning(source.key(), "no DOCA version known for this header (no doca_version.h beside it); recorded as 'unknown'");
            version = "unknown";
        }
        List<Token> ts = CTokenizer.tokenize(source.readText());
        String groupTitle = null;
        boolean core = false;
        for (Token t : ts) {
            if (t.kind() != Kind.DOC) continue;
            DocComment d = DocComment.parse(t.text());
            if (d.defgroupTitle != null && groupTitle == null) groupTitle = d.defgroupTitle;
            for (String g : d.ingroups) if (Libraries.moduleForGroupId(g).equals("doca-common")) core = true;
        }
        String module = core ? "doca-common" : Libraries.moduleForHeader(header);
        dkg.ingest.emit.CountingSink counted = new dkg.ingest.emit.CountingSink(sink);
        Minter m = new Minter(source, counted);
        m.declareDocument(header, "en", null);
        m.literal(m.document(), Nodes.docaVersion, version);
        m.literal(m.document(), Nodes.headerFile, header);
        m.literal(m.document(), Nodes.apiGroup, groupTitle);
        ApiEmitter e = new ApiEmitter(m, version, API_SOURCE, module, groupTitle);
        e.declareLibrary(module, core ? null : groupTitle);
        long before = counted.count();
        new Scan(ts, header, e, problems, source.key()).run();
        if (counted.count() == before) {
            problems.warning(source.key(), "no declaration, enumerator or macro could be read from this header; it adds nothing but its name");
        }
    }

    /** One pass over a header's tokens. */
    private static final class Scan {
        final List<Token> ts;
        final String header;
        final ApiEmitter e;
        final Problems problems;
        final String key;

        Scan(List<Token> ts, String header, ApiEmitter e, Problems problems, String key) {
            this.ts = ts;
            this.header = header;
            this.e = e;
            this.problems = problems;
            this.key = key;
        }

        void run() {
            DocComment pending = null;
            int i = 0;
            while (i < ts.size()) {
                Token t = ts.get(i);
                if (t.kind() == Kind.DOC) {
                    if (!t.trailing()) {
                        DocComment d = DocComment.parse(t.text());
                        pending = d.defgroupId != null && d.brief == null ? null : d;
                    }
                    i++;
                } else if (t.kind() == Kind.PREPROC) {
                    DocComment doc = pending;
                    if (i + 1 < ts.size() && ts.get(i + 1).kind() == Kind.DOC && ts.get(i + 1).trailing()) doc = DocComment.parse(ts.get(i + 1).text());
                    if (t.text().startsWith("define")) { macro(t, doc); pending = null; }
                    i++;
                } else if (t.is("extern") && i + 2 < ts.size() && ts.get(i + 1).kind() == Kind.STRING && ts.get(i + 2).is("{")) {
                    i += 3; // extern "C" { ... }: its contents are top level
                } else if (t.is("}") || t.is(";")) {
                    i++;
                } else {
                    int end = declarationEnd(i);
                    try {
                        declaration(ts.subList(i, end), pending);
                    } catch (RuntimeException ex) {
                        problems.error(key + ":" + t.line(), "cannot read declaration: " + (ex.getMessage() == null ? "unexpected shape" : ex.getMessage()));
                    }
                    pending = null;
                    i = end;
                }
            }
        }

        /** Index after the declaration starting at {@code i}: its {@code ;}, or the end of a function body. */
        int declarationEnd(int i) {
            int paren = 0, brace = 0;
            Token prevCode = null;
            for (int j = i; j < ts.size(); j++) {
                Token t = ts.get(j);
                if (t.kind() == Kind.DOC || t.kind() == Kind.PREPROC) continue;
                if (t.is("(")) paren++;
                else if (t.is(")")) paren--;
                else if (t.is("{")) {
                    if (paren == 0 && brace == 0 && prevCode != null && prevCode.is(")")) return matching(j) + 1;
                    brace++;
                } else if (t.is("}")) brace--;
                else if (t.is(";") && paren == 0 && brace == 0) return j + 1;
                prevCode = t;
            }
            return ts.size();
        }

        int matching(int open) {
            int depth = 0;
            for (int j = open; j < ts.size(); j++) {
                if (ts.get(j).is("{")) depth++;
                else if (ts.get(j).is("}") && --depth == 0) return j;
            }
            return ts.size() - 1;
        }

        void declaration(List<Token> decl, DocComment doc) {
            List<Token> code = decl.stream().filter(t -> t.kind() != Kind.DOC && t.kind() != Kind.PREPROC).toList();
            if (code.isEmpty()) return;
            int brace = indexOf(code, "{", 0);
            String first = code.get(0).text();
            if (first.equals("typedef")) {
                int cb = callbackName(code);
                if (cb >= 0) {
                    ApiMember a = member(ApiMember.Kind.CALLBACK, code.get(cb), doc);
                    a.signature = CTokenizer.render(code);
                    int close = lastIndexOf(code, ")"), open = openOf(code, close);
                    params(a, code.subList(open + 1, close), doc);
                    emit(a);
                } else if (brace >= 0) {
                    Token tag = code.get(2).kind() == Kind.IDENT && brace == 3 ? code.get(2) : null;
                    Token alias = lastIdent(code);
                    aggregate(code.get(1).text(), tag != null ? tag : alias, decl, doc);
                    if (tag != null && alias != null && !alias.text().equals(tag.text())) {
                        ApiMember t = member(ApiMember.Kind.TYPEDEF, alias, doc);
                        t.signature = "typedef " + code.get(1).text() + " " + tag.text() + " " + alias.text();
                        emit(t);
                    }
                } else {
                    Token alias = lastIdent(code);
                    ApiMember a = member(ApiMember.Kind.TYPEDEF, alias, doc);
                    a.signature = CTokenizer.render(code);
                    emit(a);
                }
                return;
            }
            if ((first.equals("enum") || first.equals("struct") || first.equals("union")) && brace == 2) {
                aggregate(first, code.get(1), decl, doc);
                return;
            }
            int open = functionParen(code);
            if (open > 0 && (brace < 0 || brace > open)) function(code, open, doc);
            // anything else (variables, forward declarations) is not modelled
        }

        void function(List<Token> code, int open, DocComment doc) {
            Token name = code.get(open - 1);
            ApiMember a = member(ApiMember.Kind.FUNCTION, name, doc);
            List<Token> ret = new ArrayList<>();
            for (Token t : code.subList(0, open - 1)) {
                if (t.is("DOCA_STABLE")) a.stability = "stable";
                else if (t.is("DOCA_EXPERIMENTAL")) a.stability = "experimental";
                else if (t.is("inline") || t.is("__inline") || t.is("__inline__")) a.staticInline = true;
                else if (SPECIFIERS.contains(t.text()) && t.kind() == Kind.IDENT) continue;
                else if (t.kind() == Kind.IDENT && t.text().matches("[A-Z_][A-Z0-9_]+") && t.text().startsWith("DOCA_")) continue; // attribute macros
                else ret.add(t);
            }
            a.returnType = CTokenizer.render(ret);
            int close = matchingParen(code, open);
            params(a, code.subList(open + 1, close), doc);
            List<String> rendered = new ArrayList<>();
            for (ApiMember.Param p : a.params) {
                rendered.add(p.name() == null ? p.type() : p.type().endsWith("*") ? p.type() + p.name() : p.type() + " " + p.name());
            }
            a.signature = (a.staticInline ? "static inline " : "") + a.returnType + (a.returnType.endsWith("*") ? "" : " ")
                    + a.name + "(" + (rendered.isEmpty() ? "void" : String.join(", ", rendered)) + ")";
            emit(a);
        }

        /** Parameters from the tokens between a prototype's parentheses, with direction and text from the doc. */
        void params(ApiMember a, List<Token> inner, DocComment doc) {
            for (List<Token> p : split(inner, ",")) {
                if (p.isEmpty() || (p.size() == 1 && p.get(0).is("void"))) continue;
                int nameAt = -1;
                for (int k = p.size() - 1; k > 0; k--) {
                    if (p.get(k).is("[") || p.get(k).is("]") || p.get(k).kind() == Kind.NUMBER) continue;
                    if (p.get(k).kind() == Kind.IDENT && !p.get(k).is("const")) nameAt = k;
                    break;
                }
                String name = nameAt < 0 ? null : p.get(nameAt).text();
                String type = CTokenizer.render(nameAt < 0 ? p : p.subList(0, nameAt));
                if (nameAt >= 0 && nameAt + 1 < p.size()) type = type + CTokenizer.render(p.subList(nameAt + 1, p.size()));
                String dir = null, text = null;
                if (doc != null) for (DocComment.Param dp : doc.params) if (dp.name().equals(name)) { dir = dp.direction(); text = dp.text(); }
                a.params.add(new ApiMember.Param(name, type, dir, text));
            }
        }

        /** An enum, struct or union with a body; member comments go to the member on their line or after them. */
        void aggregate(String keyword, Token name, List<Token> decl, DocComment doc) {
            ApiMember.Kind kind = switch (keyword) {
                case "enum" -> ApiMember.Kind.ENUM;
                case "union" -> ApiMember.Kind.UNION;
                default -> ApiMember.Kind.STRUCT;
            };
            ApiMember a = member(kind, name, doc);
            a.signature = keyword + " " + name.text();
            int open = -1;
            for (int k = 0; k < decl.size(); k++) if (decl.get(k).is("{")) { open = k; break; }
            int depth = 0, close = decl.size() - 1;
            for (int k = open; k < decl.size(); k++) {
                if (decl.get(k).is("{")) depth++;
                else if (decl.get(k).is("}") && --depth == 0) { close = k; break; }
            }
            List<Token> body = decl.subList(open + 1, close);
            String sep = kind == ApiMember.Kind.ENUM ? "," : ";";
            // Walk the body: a leading doc waits for the next member, a trailing doc goes to the last one.
            String leading = null;
            List<Token> current = new ArrayList<>();
            List<String[]> members = new ArrayList<>(); // {declaration text tokens joined by \u0001, doc}
            List<List<Token>> memberTokens = new ArrayList<>();
            int d = 0;
            for (Token t : body) {
                if (t.kind() == Kind.DOC) {
                    String text = DocComment.parse(t.text()).description();
                    if (t.trailing() && !members.isEmpty() && current.isEmpty()) members.get(members.size() - 1)[1] = text;
                    else if (t.trailing() && !current.isEmpty()) leading = text; // "X = 1, /** doc */" before the comma is seen
                    else leading = text;
                    continue;
                }
                if (t.kind() == Kind.PREPROC) continue;
                if (t.is("(") || t.is("{") || t.is("[")) d++;
                if (t.is(")") || t.is("}") || t.is("]")) d--;
                if (t.is(sep) && d == 0) {
                    if (!current.isEmpty()) { members.add(new String[] {null, leading}); memberTokens.add(current); }
                    current = new ArrayList<>();
                    leading = null;
                    continue;
                }
                current.add(t);
            }
            if (!current.isEmpty()) { members.add(new String[] {null, leading}); memberTokens.add(current); }
            for (int k = 0; k < memberTokens.size(); k++) {
                List<Token> mt = memberTokens.get(k);
                String text = members.get(k)[1];
                if (kind == ApiMember.Kind.ENUM) {
                    String value = mt.size() > 2 && mt.get(1).is("=") ? CTokenizer.render(mt.subList(2, mt.size())) : null;
                    a.enumerators.add(new ApiMember.Enumerator(mt.get(0).text(), value, text, mt.get(0).text()));
                } else {
                    int nameAt = mt.size() - 1;
                    while (nameAt > 0 && mt.get(nameAt).kind() != Kind.IDENT) nameAt--;
                    if (indexOf(mt, "[", 0) > 0) nameAt = indexOf(mt, "[", 0) - 1;
                    if (indexOf(mt, ":", 0) > 0) nameAt = indexOf(mt, ":", 0) - 1;
                    String type = CTokenizer.render(mt.subList(0, nameAt)) + (nameAt + 1 < mt.size() ? " " + CTokenizer.render(mt.subList(nameAt + 1, mt.size())) : "");
                    a.params.add(new ApiMember.Param(mt.get(nameAt).text(), type.strip(), null, text));
                }
            }
            emit(a);
        }

        void macro(Token t, DocComment doc) {
            String rest = t.text().substring("define".length()).strip();
            int nameEnd = 0;
            while (nameEnd < rest.length() && (Character.isLetterOrDigit(rest.charAt(nameEnd)) || rest.charAt(nameEnd) == '_')) nameEnd++;
            String name = rest.substring(0, nameEnd);
            String after = rest.substring(nameEnd);
            List<String> args = new ArrayList<>();
            if (after.startsWith("(")) {
                int close = after.indexOf(')');
                if (close < 0) { // "#define X(a, b" cut short: nothing to record
                    problems.warning(key + ":" + t.line(), "the macro " + name + " has no closing parenthesis; skipped");
                    return;
                }
                for (String arg : after.substring(1, close).split(",")) if (!arg.isBlank()) args.add(arg.strip());
                after = after.substring(close + 1);
            }
            String value = after.strip();
            if (value.isEmpty() && (name.endsWith("_H") || name.endsWith("_H_"))) return; // include guard
            ApiMember a = new ApiMember(ApiMember.Kind.MACRO, name);
            a.headerFile = header;
            a.headerLine = t.line();
            document(a, doc);
            a.value = value.isEmpty() ? null : value;
            a.signature = "#define " + name + (args.isEmpty() && !rest.substring(nameEnd).startsWith("(") ? "" : "(" + String.join(", ", args) + ")")
                    + (value.isEmpty() ? "" : " " + value);
            for (String arg : args) a.params.add(new ApiMember.Param(arg, null, null, null));
            emit(a);
        }

        ApiMember member(ApiMember.Kind kind, Token name, DocComment doc) {
            ApiMember a = new ApiMember(kind, name.text());
            a.headerFile = header;
            a.headerLine = name.line();
            document(a, doc);
            return a;
        }

        void document(ApiMember a, DocComment doc) {
            if (doc == null) return;
            a.brief = doc.brief;
            a.description = doc.description();
            a.notes.addAll(doc.notes);
            a.warnings.addAll(doc.warnings);
            a.returns.addAll(Returns.parse(doc.returns));
        }

        void emit(ApiMember a) {
            e.section(a.name, a.name);
            e.member(a);
        }

        /** The index of the {@code (} of a prototype's parameter list (skipping {@code __attribute__((...))}), or -1. */
        static int functionParen(List<Token> code) {
            for (int k = 1; k < code.size(); k++) {
                if (!code.get(k).is("(")) continue;
                Token before = code.get(k - 1);
                if (before.kind() == Kind.IDENT && !before.text().startsWith("__attribute")) return k;
                return -1;
            }
            return -1;
        }

        /** For {@code typedef void (*name)(...)}: the index of name, else -1. */
        static int callbackName(List<Token> code) {
            for (int k = 0; k + 3 < code.size(); k++) {
                if (code.get(k).is("(") && code.get(k + 1).is("*") && code.get(k + 2).kind() == Kind.IDENT && code.get(k + 3).is(")")) return k + 2;
            }
            return -1;
        }

        static int matchingParen(List<Token> code, int open) {
            int depth = 0;
            for (int k = open; k < code.size(); k++) {
                if (code.get(k).is("(")) depth++;
                else if (code.get(k).is(")") && --depth == 0) return k;
            }
            return code.size() - 1;
        }

        static int openOf(List<Token> code, int close) {
            int depth = 0;
            for (int k = close; k >= 0; k--) {
                if (code.get(k).is(")")) depth++;
                else if (code.get(k).is("(") && --depth == 0) return k;
            }
            return 0;
        }

        static Token lastIdent(List<Token> code) {
            for (int k = code.size() - 1; k >= 0; k--) if (code.get(k).kind() == Kind.IDENT) return code.get(k);
            return null;
        }

        static int indexOf(List<Token> code, String p, int from) {
            for (int k = from; k < code.size(); k++) if (code.get(k).is(p)) return k;
            return -1;
        }

        static int lastIndexOf(List<Token> code, String p) {
            for (int k = code.size() - 1; k >= 0; k--) if (code.get(k).is(p)) return k;
            return -1;
        }

        static List<List<Token>> split(List<Token> ts, String sep) {
            List<List<Token>> out = new ArrayList<>();
            List<Token> cur = new ArrayList<>();
            int d = 0;
            for (Token t : ts) {
                if (t.kind() == Kind.DOC) continue;
                if (t.is("(") || t.is("[") || t.is("{")) d++;
                if (t.is(")") || t.is("]") || t.is("}")) d--;
                if (t.is(sep) && d == 0) { out.add(cur); cur = new ArrayList<>(); continue; }
                cur.add(t);
            }
            if (!cur.isEmpty()) out.add(cur);
            return out;
        }
    }
}
