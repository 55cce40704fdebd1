package dkg.ingest.parse.skill;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.parse.md.Anchors;
import dkg.ingest.parse.md.SymbolScanner;
import dkg.ingest.source.Languages;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Reads a localized copy of a skill document whose Markdown markup was lost
 * ({@link dkg.ingest.source.SourceKind#LOCALIZED_TEXT}), such as the Chinese rendering of doca-dma's SKILL.md.
 *
 * <p>The first line names the skill when it looks like a skill name ({@code doca-dma}); else the
 * source's {@code skill} attribute does. The language is the source's {@code language} attribute,
 * else guessed from the script. A heading is a plain line that stands alone between blank lines
 * (or the file start), is not indented or bulleted, is at most {@value #MAX_HEADING} characters and
 * carries no sentence punctuation; the first heading is the title (level 1), the rest are level 2
 * under it. Symbols are found in the text as in code ({@code doca_*}, {@code DOCA_*}), plus bare
 * error names ({@code NOT_PERMITTED}) that are members of DOCA's closed {@code doca_error_t} set.
 *
 * <p>Stateless and thread-safe.
 */
public final class LocalizedTextParser implements SourceParser {
    static final int MAX_HEADING = 30;
    private static final Pattern SKILL_NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)+");
    private static final Pattern SENTENCE = Pattern.compile("[。，；：！？、,.;:!?()（）“”\"/#*`]");
    private static final Pattern BULLET = Pattern.compile("^(?:[•·\\-*]|\\d+[.)、])\\s*");
    private static final Pattern BARE_ERROR = Pattern.compile("(?<![A-Za-z0-9_])([A-Z][A-Z]+(?:_[A-Z]+)*)(?![A-Za-z0-9_])");
    /** The doca_error_t names of DOCA 3.x without their DOCA_ERROR_ prefix: a closed set, so a bare name maps safely. */
    private static final Set<String> ERRORS = Set.of("AGAIN", "ALREADY_EXIST", "AUTHENTICATION", "BAD_CONFIG",
            "BAD_STATE", "CONNECTION_ABORTED", "CONNECTION_INPROGRESS", "CONNECTION_RESET", "DRIVER", "EMPTY", "FULL",
            "INITIALIZATION", "INVALID_VALUE", "IN_PROGRESS", "IN_USE", "IO_FAILED", "NOT_CONNECTED", "NOT_FOUND",
            "NOT_PERMITTED", "NOT_SUPPORTED", "NO_LOCK", "NO_MEMORY", "OPERATING_SYSTEM", "PROPAGATE", "SHUTDOWN",
            "SKIPPED", "TIME_OUT", "TOO_BIG", "UNEXPECTED", "UNKNOWN", "UNSUPPORTED_VERSION");
    /** Bare names that are also plain English words or acronyms: only mapped when they contain an underscore. */
    private static final Set<String> AMBIGUOUS = Set.of("AGAIN", "AUTHENTICATION", "DRIVER", "EMPTY", "FULL",
            "INITIALIZATION", "PROPAGATE", "SHUTDOWN", "SKIPPED", "UNEXPECTED", "UNKNOWN");

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        List<String> lines = source.readText().replace("\r", "").lines().toList();
        int first = 0;
        while (first < lines.size() && lines.get(first).isBlank()) first++;
        String skillName = source.attribute(Source.SKILL);
        if (first < lines.size() && SKILL_NAME.matcher(lines.get(first).strip()).matches()) {
            skillName = lines.get(first).strip();
            first++;
        }
        if (skillName == null) problems.warning(source.key(), "cannot tell which skill this localized text belongs to");
        String lang = source.attribute(Source.LANGUAGE);
        if (lang == null) lang = Languages.guess(String.join("\n", lines));

        List<Integer> headings = new ArrayList<>();
        for (int i = first; i < lines.size(); i++) if (isHeading(lines, i)) headings.add(i);

        Node skill = skillName == null ? null : Minter.skill(skillName);
        Minter m = new Minter(source, sink);
        String title = headings.isEmpty() ? skillName : lines.get(headings.getFirst()).strip();
        m.declareDocument(title, lang, skill);
        m.literal(m.document(), Nodes.docRole, "SKILL");
        if (headings.isEmpty()) mentions(m, m.document(), String.join("\n", lines.subList(first, lines.size())));

        Anchors anchors = new Anchors();
        Node top = null;
        String topHeading = null;
        for (int h = 0; h < headings.size(); h++) {
            int at = headings.get(h);
            int end = h + 1 < headings.size() ? headings.get(h + 1) : lines.size();
            String heading = lines.get(at).strip();
            String anchor = anchors.next(heading);
            if (anchor.isEmpty()) anchor = "section-" + h;
            String text = String.join("\n", lines.subList(at + 1, end)).strip().replaceAll("\\n{3,}", "\n\n");
            boolean isTop = h == 0;
            Node s = SectionWriter.write(m, skill, anchor, heading, isTop ? heading : topHeading + " > " + heading,
                    isTop ? 1 : 2, h, isTop ? null : top, text, lang);
            if (isTop) { top = s; topHeading = heading; }
            mentions(m, s, heading + "\n" + text);
        }
    }

    /** A short, unpunctuated, unindented line standing alone between blank lines. */
    static boolean isHeading(List<String> lines, int i) {
        String line = lines.get(i);
        if (line.isBlank() || Character.isWhitespace(line.charAt(0))) return false;
        String s = line.strip();
        if (s.codePointCount(0, s.length()) > MAX_HEADING) return false;
        if (BULLET.matcher(s).find() || SENTENCE.matcher(s).find()) return false;
        boolean blankBefore = i == 0 || lines.get(i - 1).isBlank();
        boolean blankAfter = i + 1 >= lines.size() || lines.get(i + 1).isBlank();
        return blankBefore && blankAfter;
    }

    private static void mentions(Minter m, Node section, String text) {
        Set<String> names = new LinkedHashSet<>(SymbolScanner.scan(text));
        Matcher e = BARE_ERROR.matcher(text);
        while (e.find()) {
            String bare = e.group(1);
            if (ERRORS.contains(bare) && !AMBIGUOUS.contains(bare)) names.add("DOCA_ERROR_" + bare);
        }
        for (String name : names) {
            Node sym = Minter.symbol(name);
            m.triple(sym, Nodes.type, Nodes.Symbol);
            m.literal(sym, Nodes.label, name);
            m.triple(section, Nodes.mentions, sym);
        }
    }
}
