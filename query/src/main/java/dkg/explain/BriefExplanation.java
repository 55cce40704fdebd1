package dkg.explain;

import dkg.render.Renderers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An {@link ErrorExplanation} sized for an agent's context: a common error is explained by dozens
 * of skills and returned by dozens of functions, tens of KB in all. The brief keeps the first few
 * of each list and says how many it left out and how to get them ({@code detail=full}, or
 * {@code library} to narrow), so it stays informative without filling the context.
 */
public final class BriefExplanation {
    /** The detail levels an explanation comes in. */
    static final List<String> DETAILS = List.of("brief", "full");

    static final int CAUSES = 5, RETURNERS = 8, SKILLS = 10, EXAMPLES = 3, NOTES = 3;

    /** What this adds to the explanation's own properties: which detail it is and, when brief, the counts left out. */
    static final Map<String, Object> EXTRA_PROPERTIES = Map.of(
            "detail", Map.of("type", "string", "enum", List.of("brief", "full")),
            "omitted", Map.of("type", "object", "additionalProperties", Map.of("type", "integer", "minimum", 1)));

    private BriefExplanation() {}

    static dkg.op.Presented of(ErrorExplanation e, boolean full) {
        if (full) {
            return dkg.op.Presented.lazily(() -> {
                Map<String, Object> tree = new LinkedHashMap<>(Renderers.tree(e));
                tree.put("detail", "full");
                return tree;
            }, Renderers.text(e));
        }
        ErrorExplanation b = new ErrorExplanation(e.error(), e.code(), e.description(), first(e.causes(), CAUSES),
                first(e.returnedBy(), RETURNERS), first(e.relatedSkills(), SKILLS), e.docaVersion(), e.apiSource(),
                e.library(), first(e.examples(), EXAMPLES), first(e.versionNotes(), NOTES));
        Map<String, Object> omitted = new LinkedHashMap<>();
        omit(omitted, "causes", e.causes(), b.causes());
        omit(omitted, "returnedBy", e.returnedBy(), b.returnedBy());
        omit(omitted, "relatedSkills", e.relatedSkills(), b.relatedSkills());
        omit(omitted, "examples", e.examples(), b.examples());
        omit(omitted, "versionNotes", e.versionNotes(), b.versionNotes());
        String text = Renderers.text(b);
        if (!omitted.isEmpty())
            text += "Left out of this brief: " + String.join(", ", omitted.entrySet().stream().map(x -> x.getValue() + " " + x.getKey()).toList())
                    + ". Ask again with detail full for all, or a library to narrow.\n";
        return dkg.op.Presented.lazily(() -> {
            Map<String, Object> tree = new LinkedHashMap<>(Renderers.tree(b));
            tree.put("detail", "brief");
            tree.put("omitted", omitted);
            return tree;
        }, text);
    }

    private static <T> List<T> first(List<T> l, int n) { return l.subList(0, Math.min(n, l.size())); }

    private static void omit(Map<String, Object> omitted, String name, List<?> all, List<?> kept) {
        if (all.size() > kept.size()) omitted.put(name, all.size() - kept.size());
    }
}
