package dkg.ask;

import dkg.route.MapRow;
import dkg.route.ProfileReader;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The order in which routed skills are opened for evidence. */
public final class AnsweringOrder {
    private AnsweringOrder() {}

    /** How many routed skills are opened for passages, besides the knowledge map once it has answered with its row. */
    static final int OPENED = 3;

    /**
     * The skills to open for passages, best first, from the routed ranking. When the question names
     * a topic of the knowledge map's tables and the map ranks first, the map's answer is its row,
     * given already: the three skills after it are opened first (the map itself says which skill to
     * load beside its route), and the map last.
     */
    public static List<String> of(List<String> ranked, List<MapRow> rows) {
        List<String> order;
        if (!rows.isEmpty() && ranked.size() > 1 && ranked.getFirst().equals(ProfileReader.MAP_SKILL)) {
            order = new ArrayList<>(ranked.subList(1, Math.min(ranked.size(), OPENED + 1)));
            order.add(ranked.getFirst());
        } else {
            order = ranked.subList(0, Math.min(ranked.size(), OPENED));
        }
        return companionsLast(order, rows);
    }

    /**
     * A skill the knowledge map says to load beside the route it names (the hardware-safety policy
     * beside a platform route) is a companion: it ranks high for the route's words, yet the route's
     * own skill holds the answer, so companions are opened after the other routed skills.
     */
    public static List<String> companionsLast(List<String> skills, List<MapRow> rows) {
        Set<String> companions = new LinkedHashSet<>();
        for (MapRow r : rows) companions.addAll(r.companions());
        // a skill the row itself names is where the row sends the reader for its topic
        for (MapRow r : rows) r.namedSkills().forEach(companions::remove);
        if (companions.isEmpty() || skills.size() < 2) return skills;
        List<String> out = new ArrayList<>(), later = new ArrayList<>();
        // the knowledge map stays where it was put: its answer is its row, given already
        String last = skills.getLast().equals(ProfileReader.MAP_SKILL) ? skills.getLast() : null;
        for (String s : last == null ? skills : skills.subList(0, skills.size() - 1)) (companions.contains(s) ? later : out).add(s);
        if (out.isEmpty()) return skills;
        out.addAll(later);
        if (last != null) out.add(last);
        return out;
    }
}
