package dkg.ingest.parse.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Puts enumerator descriptions back on the enumerator they were written for, where Doxygen moved them
 * one down.
 *
 * <p>DOCA's {@code doca_types.h} writes a plain {@code /** ... *}{@code /} comment after an enumerator
 * (not the {@code /**<} form), so Doxygen attaches it to the <em>next</em> enumerator: in the 3.0
 * reference {@code DOCA_ACCESS_FLAG_PCI_READ_WRITE} carries "Allows reading buffer by device on same
 * PCI but prevents write" and {@code DOCA_ACCESS_FLAG_PCI_RELAXED_ORDERING} "Allows reading and
 * writing ...", while {@code DOCA_ACCESS_FLAG_PCI_READ_ONLY} has none. The symptom this class looks
 * for: the last described enumerator's text names none of the words that set its name apart from its
 * predecessor's, but some of the predecessor's own words, and the enumerator before the described run has no text (room to move up). Then
 * every text of the run moves one up and the last enumerator keeps none (its own comment fell off the
 * end of the enum and is lost in the HTML).
 */
public final class EnumCommentRealigner {
    private EnumCommentRealigner() {}

    /** The enumerators with realigned descriptions, or the same list when the symptom is absent. */
    public static List<ApiMember.Enumerator> realign(List<ApiMember.Enumerator> in) {
        int last = -1;
        for (int i = in.size() - 1; i >= 0; i--) if (has(in.get(i))) { last = i; break; }
        if (last < 1) return in;
        int first = last;
        while (first > 0 && has(in.get(first - 1))) first--;
        if (first == 0) return in; // no undescribed slot above the run
        String prefix = commonPrefix(in);
        String text = in.get(last).description().toLowerCase(Locale.ROOT);
        // Compare only the words that tell the two names apart (PCI_READ_WRITE vs PCI_RELAXED_ORDERING).
        List<String> own = words(in.get(last).name(), prefix), previous = words(in.get(last - 1).name(), prefix);
        List<String> ownOnly = new ArrayList<>(own), previousOnly = new ArrayList<>(previous);
        ownOnly.removeAll(previous);
        previousOnly.removeAll(own);
        if (mentions(text, ownOnly) || !mentions(text, previousOnly)) return in;
        List<ApiMember.Enumerator> out = new ArrayList<>(in);
        for (int i = first; i <= last; i++) {
            ApiMember.Enumerator up = in.get(i - 1), e = in.get(i);
            out.set(i - 1, new ApiMember.Enumerator(up.name(), up.valueExpr(), e.description(), up.anchor()));
        }
        ApiMember.Enumerator l = in.get(last);
        out.set(last, new ApiMember.Enumerator(l.name(), l.valueExpr(), null, l.anchor()));
        return out;
    }

    /** True when the realigner would move texts: for reporting. */
    public static boolean misaligned(List<ApiMember.Enumerator> in) { return realign(in) != in; }

    private static boolean has(ApiMember.Enumerator e) { return e.description() != null && !e.description().isBlank(); }

    private static List<String> words(String name, String prefix) {
        List<String> out = new ArrayList<>();
        for (String w : name.substring(prefix.length()).toLowerCase(Locale.ROOT).split("_")) {
            if (w.length() >= 3) out.add(w.length() > 4 ? w.substring(0, 4) : w); // crude stem: "reading" ~ "read"
        }
        return out;
    }

    private static boolean mentions(String text, List<String> stems) {
        for (String s : stems) if (text.contains(s)) return true;
        return false;
    }

    private static String commonPrefix(List<ApiMember.Enumerator> es) {
        String p = es.get(0).name();
        for (ApiMember.Enumerator e : es) {
            int n = 0;
            while (n < p.length() && n < e.name().length() && p.charAt(n) == e.name().charAt(n)) n++;
            p = p.substring(0, n);
        }
        int cut = p.lastIndexOf('_');
        return cut < 0 ? "" : p.substring(0, cut + 1);
    }
}
