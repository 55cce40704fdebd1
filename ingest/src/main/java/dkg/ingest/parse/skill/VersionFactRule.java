package dkg.ingest.parse.skill;

import dkg.ingest.parse.table.FactContext;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;

/**
 * Version facts a skill states in a sentence, as typed {@code dkg:VersionFact}s under the section
 * that states them: a library renamed in a release (doca-comch's CAPABILITIES.md: "The library was
 * renamed in DOCA 2.5. Old name: DOCA Comm Channel, pkg-config module doca-comm-channel. New name:
 * DOCA Comch, pkg-config module doca-comch"; doca-version's "the DOCA Comch library was renamed from
 * DOCA Comm Channel in DOCA 2.5") and a tool available since a release ("doca_bench is available
 * since DOCA 2.7"). Only these sentence shapes are read: a rename the text does not spell out with
 * both names and the release is not guessed. Stateless.
 */
final class VersionFactRule {
    private VersionFactRule() {}

    /** What one sentence states. */
    record Stated(String kind, String release, String formerName, String currentName, String formerModule, String currentModule) {}

    private static final String RELEASE = "DOCA (?:SDK )?(\\d+\\.\\d+(?:\\.\\d+)?)";
    private static final Pattern RENAMED_IN = Pattern.compile("\\brenamed in " + RELEASE);
    private static final Pattern OLD_NEW = Pattern.compile(
            "Old name: (?<old>[A-Z][\\w ]*?\\w)(?:, pkg-config module (?<oldmod>[\\w-]+))?\\. New name: (?<new>[A-Z][\\w ]*?\\w)(?:, pkg-config module (?<newmod>[\\w-]+))?[,.]");
    private static final Pattern RENAMED_FROM = Pattern.compile(
            "(?<new>DOCA [A-Z][\\w]*(?: [A-Z][\\w]*)*) (?:library )?was renamed from (?<old>DOCA [A-Z][\\w]*(?: [A-Z][\\w]*)*) in " + RELEASE);
    private static final Pattern AVAILABLE_SINCE = Pattern.compile("(?<name>\\b[a-z][a-z0-9_]+(?:_[a-z0-9]+)+) is available since " + RELEASE);

    /** Every fact {@code text} (one paragraph or list item, markup removed) states. */
    static List<Stated> read(String text) {
        String t = text.replaceAll("\\s+", " ").replace("`", "").replace("*", "");
        List<Stated> out = new ArrayList<>();
        Matcher in = RENAMED_IN.matcher(t), names = OLD_NEW.matcher(t);
        if (in.find() && names.find())
            out.add(new Stated("renamed", in.group(1), names.group("old"), names.group("new"), names.group("oldmod"), names.group("newmod")));
        Matcher from = RENAMED_FROM.matcher(t);
        while (from.find()) out.add(new Stated("renamed", from.group(3), from.group("old"), from.group("new"), null, null));
        Matcher since = AVAILABLE_SINCE.matcher(t);
        while (since.find()) out.add(new Stated("available-since", since.group(2), null, since.group("name"), null, null));
        return out;
    }

    /** Emits the facts of {@code text} under the current section, with the text as their statement. */
    static void emit(String text, FactContext ctx) {
        for (Stated s : read(text)) {
            Node f = ctx.fact(Nodes.VersionFact, "version", s.kind() + "-" + s.currentName());
            var m = ctx.minter();
            m.literal(f, Nodes.factKind, s.kind());
            m.literal(f, Nodes.statedRelease, s.release());
            m.literal(f, Nodes.formerName, s.formerName());
            m.literal(f, Nodes.currentName, s.currentName());
            if (s.kind().equals("renamed")) {
                m.literal(f, Nodes.formerPrefix, prefix(s.formerModule(), s.formerName()));
                m.literal(f, Nodes.currentPrefix, prefix(s.currentModule(), s.currentName()));
            }
            m.literal(f, Nodes.statement, text.replaceAll("\\s+", " ").strip());
        }
    }

    /**
     * The C prefix a library's names carry, from its pkg-config module ({@code doca-comm-channel} →
     * {@code doca_comm_channel_}) or else its name ({@code DOCA Comch} → {@code doca_comch_}); null for
     * a name that is not a DOCA library's.
     */
    static String prefix(String module, String name) {
        String base = module != null ? module : name;
        if (base == null) return null;
        String p = base.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "_");
        return p.startsWith("doca_") && p.length() > 5 && !p.endsWith("_") ? p + "_" : null;
    }
}
