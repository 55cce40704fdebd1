package dkg.render;

import dkg.ask.AskAnswer;
import dkg.ask.Extracted;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A short brief of an {@link AskAnswer}: verdict, what was found, skills, evidence, facts. */
public final class AskText implements TextRenderer<AskAnswer> {
    @Override
    public String text(AskAnswer a) {
        StringBuilder b = new StringBuilder();
        b.append(a.abstain() ? "ABSTAIN: " : "").append(a.verdict()).append('\n');
        String found = found(a.extracted());
        if (!found.isEmpty()) b.append("found: ").append(found).append('\n');
        b.append(a.abstain() ? "nearest skills:\n" : "skills:\n");
        for (AskAnswer.Skill s : a.skills()) {
            b.append(String.format(Locale.ROOT, "  %-34s confidence %.2f%n", s.skill(), s.confidence()));
            for (String why : s.reasons().subList(0, Math.min(3, s.reasons().size()))) b.append("      ").append(why).append('\n');
        }
        if (!a.evidence().isEmpty()) b.append("evidence:\n");
        for (AskAnswer.Evidence e : a.evidence()) {
            b.append("  [").append(e.kind()).append("] ").append(e.title() == null ? "" : e.title()).append('\n');
            b.append("      ").append(e.source()).append('\n');
            if (e.text() != null && !e.text().isBlank()) b.append("      ").append(oneLine(e.text(), PASSAGE_CHARS)).append('\n');
            b.append("      why: ").append(e.why()).append('\n');
        }
        for (AskAnswer.Fact f : a.facts()) {
            if (f.error() != null) {
                var x = f.error();
                b.append("fact: ").append(x.error()).append(x.code() == null ? "" : " = " + x.code())
                        .append(x.description() == null ? "" : ": " + x.description()).append('\n');
                if (f.scope() != null) b.append("      (").append(f.scope()).append(")\n");
                for (var c : x.causes().subList(0, Math.min(3, x.causes().size())))
                    b.append("      [").append(c.skill()).append("] ").append(c.cause() == null ? "" : c.cause()).append('\n');
            } else if (f.symbol() != null) {
                var s = f.symbol();
                b.append("fact: ").append(s.symbol()).append(s.kind() == null ? " (mentioned, not defined)" : " (" + s.kind() + ")").append('\n');
                if (s.signature() != null) b.append("      ").append(s.signature()).append('\n');
            }
        }
        if (a.release() != null) {
            var r = a.release();
            b.append("release: ").append(r.asked()).append(" (").append(r.from()).append(")")
                    .append(Boolean.FALSE.equals(r.ingested()) ? ", not ingested" : r.release() == null || r.release().equals(r.asked()) ? "" : ", ingested as " + r.release()).append('\n');
            for (String n : r.notes()) b.append("      ").append(n).append('\n');
        }
        for (AskAnswer.NotFor n : a.notFor()) b.append("not ").append(n.skill()).append(": ").append(n.because()).append('\n');
        return b.toString();
    }

    /** As much of a passage's text as a brief shows: enough to tell whether it is the answer. */
    static final int PASSAGE_CHARS = 200;

    /** The text on one line, cut at a word before {@code max} characters. */
    static String oneLine(String text, int max) {
        String t = text.replaceAll("\\s+", " ").strip();
        if (t.length() <= max) return t;
        int cut = t.lastIndexOf(' ', max - 1);
        return t.substring(0, cut > max / 2 ? cut : max - 1) + "…";
    }

    private static String found(Extracted e) {
        List<String> parts = new ArrayList<>();
        for (var err : e.errors()) parts.add(err.name() + (err.code() == null ? "" : "(" + err.code() + ")"));
        parts.addAll(e.symbols());
        for (var l : e.logLocations().subList(0, Math.min(3, e.logLocations().size())))
            parts.add((l.level() == null ? "" : "[" + l.level() + "]") + l.file() + ":" + l.line());
        parts.addAll(e.products());
        parts.addAll(e.versions());
        return String.join(", ", parts);
    }
}
