package dkg.routing;

import dkg.kg.BinaryForm;

import dkg.route.MapRow;
import dkg.route.Router;
import dkg.route.TermCounts;
import dkg.route.SkillProfile;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
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
public record RoutingInputs(List<SkillProfile> skills, List<MapRow> mapRows, Router.CountedFields counted) {

    /** From profiles as the graph gives them: their sections are counted and not kept as text. */
    public static RoutingInputs of(List<SkillProfile> profiles, List<MapRow> mapRows) {
        return new RoutingInputs(profiles.stream().map(SkillProfile::withoutSectionTexts).toList(), mapRows, Router.CountedFields.of(profiles));
    }

    Router router(dkg.route.Glossary glossary) { return new Router(skills, glossary, mapRows, counted); }

    public void write(DataOutput out) throws IOException {
        out.writeInt(skills.size());
        for (SkillProfile s : skills) {
            BinaryForm.string(out, s.name());
            BinaryForm.string(out, s.title());
            BinaryForm.string(out, s.description());
            BinaryForm.strings(out, s.phrasings());
            BinaryForm.strings(out, s.examples());
            BinaryForm.strings(out, s.symbols());
            out.writeInt(s.against().size());
            for (SkillProfile.Against a : s.against()) {
                BinaryForm.string(out, a.text());
                BinaryForm.strings(out, a.targets());
                BinaryForm.string(out, a.origin());
            }
        }
        out.writeInt(mapRows.size());
        for (MapRow r : mapRows) {
            BinaryForm.string(out, r.skill());
            BinaryForm.string(out, r.source());
            BinaryForm.string(out, r.row());
            BinaryForm.strings(out, r.names());
            out.writeBoolean(r.outside());
            BinaryForm.strings(out, r.companions());
        }
        counted.sections().write(out);
        counted.deep().write(out);
    }

    public static RoutingInputs read(DataInput in) throws IOException {
        int n = BinaryForm.size(in);
        List<SkillProfile> skills = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = BinaryForm.string(in), title = BinaryForm.string(in), description = BinaryForm.string(in);
            List<String> phrasings = BinaryForm.strings(in), examples = BinaryForm.strings(in), symbols = BinaryForm.strings(in);
            int k = BinaryForm.size(in);
            List<SkillProfile.Against> against = new ArrayList<>(k);
            for (int j = 0; j < k; j++) against.add(new SkillProfile.Against(BinaryForm.string(in), BinaryForm.strings(in), BinaryForm.string(in)));
            skills.add(new SkillProfile(name, title, description, phrasings, examples, List.of(), List.of(), symbols, against));
        }
        int m = BinaryForm.size(in);
        List<MapRow> rows = new ArrayList<>(m);
        for (int i = 0; i < m; i++)
            rows.add(new MapRow(BinaryForm.string(in), BinaryForm.string(in), BinaryForm.string(in), BinaryForm.strings(in), in.readBoolean(), BinaryForm.strings(in)));
        return new RoutingInputs(skills, rows, new Router.CountedFields(TermCounts.read(in), TermCounts.read(in)));
    }
}
