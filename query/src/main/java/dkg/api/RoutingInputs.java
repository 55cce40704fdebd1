package dkg.api;

import dkg.route.MapRow;
import dkg.route.Router;
import dkg.route.TermCounts;
import dkg.route.SkillProfile;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * What the router is built from: the skills' profiles, their sections counted term by term, and the
 * knowledge map's rows. Kept per generation in a compact binary form: read as 834 KB of JSON it took
 * a cold {@code route} Jackson's start-up (its date formats pull in the JDK's calendar and locale
 * data) and a tree-then-records pass, about a quarter of the command; kept as one counted string per
 * skill, parsing its 66,000 term-count pairs into maps was most of what remained.
 *
 * @param skills the profiles without their section texts, which {@code counted} holds
 */
record RoutingInputs(List<SkillProfile> skills, List<MapRow> mapRows, Router.CountedFields counted) {

    /** From profiles as the graph gives them: their sections are counted and not kept as text. */
    static RoutingInputs of(List<SkillProfile> profiles, List<MapRow> mapRows) {
        return new RoutingInputs(profiles.stream().map(SkillProfile::withoutSectionTexts).toList(), mapRows, Router.CountedFields.of(profiles));
    }

    Router router(dkg.route.Glossary glossary) { return new Router(skills, glossary, mapRows, counted); }

    void write(DataOutput out) throws IOException {
        out.writeInt(skills.size());
        for (SkillProfile s : skills) {
            string(out, s.name());
            string(out, s.title());
            string(out, s.description());
            strings(out, s.phrasings());
            strings(out, s.examples());
            strings(out, s.symbols());
            out.writeInt(s.against().size());
            for (SkillProfile.Against a : s.against()) {
                string(out, a.text());
                strings(out, a.targets());
                string(out, a.origin());
            }
        }
        out.writeInt(mapRows.size());
        for (MapRow r : mapRows) {
            string(out, r.skill());
            string(out, r.source());
            string(out, r.row());
            strings(out, r.names());
            out.writeBoolean(r.outside());
            strings(out, r.companions());
        }
        counted.sections().write(out);
        counted.deep().write(out);
    }

    static RoutingInputs read(DataInput in) throws IOException {
        int n = in.readInt();
        List<SkillProfile> skills = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = string(in), title = string(in), description = string(in);
            List<String> phrasings = strings(in), examples = strings(in), symbols = strings(in);
            int k = in.readInt();
            List<SkillProfile.Against> against = new ArrayList<>(k);
            for (int j = 0; j < k; j++) against.add(new SkillProfile.Against(string(in), strings(in), string(in)));
            skills.add(new SkillProfile(name, title, description, phrasings, examples, List.of(), List.of(), symbols, against));
        }
        int m = in.readInt();
        List<MapRow> rows = new ArrayList<>(m);
        for (int i = 0; i < m; i++)
            rows.add(new MapRow(string(in), string(in), string(in), strings(in), in.readBoolean(), strings(in)));
        return new RoutingInputs(skills, rows, new Router.CountedFields(TermCounts.read(in), TermCounts.read(in)));
    }

    // UTF-8 with an int length: DataOutput.writeUTF stops at 64 KB, less than one skill's counted files
    private static void string(DataOutput out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String string(DataInput in) throws IOException {
        byte[] b = new byte[in.readInt()];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    private static void strings(DataOutput out, List<String> list) throws IOException {
        out.writeInt(list.size());
        for (String s : list) string(out, s);
    }

    private static List<String> strings(DataInput in) throws IOException {
        int n = in.readInt();
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(string(in));
        return out;
    }
}
