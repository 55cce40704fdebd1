package dkg.ingest.parse.code;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The call sites of one source file as one text value ({@code dkg:callSites} of its document): a
 * line per site, tab-separated {@code use line column symbol [function functionLine functionEnd [argCount]]}
 * (a call inside a function has its number of arguments: the only signature evidence a tree holds).
 * Every reader wants a file's sites whole, and samples trees name DOCA symbols hundreds of thousands
 * of times: a node of a dozen triples per site would make them most of the store and of each ingest.
 * The arguments' text and the result's use stay out (check reads them from the user's own code).
 *
 * <p>Example: {@code call\t42\t12\tdoca_dma_task_memcpy_alloc_init\tsubmit\t30\t60\t4}.
 */
public final class CallSiteText {
    private CallSiteText() {}

    /** The text of {@code refs}, in the given order; variables (not DOCA symbols) are left out. */
    public static String encode(List<CodeRef> refs) {
        StringBuilder b = new StringBuilder(refs.size() * 64);
        for (CodeRef r : refs) {
            if (r.use() == CodeRef.Use.VARIABLE) continue;
            b.append(r.use().id()).append('\t').append(r.line()).append('\t').append(r.column()).append('\t').append(r.name());
            if (r.function() != null) {
                b.append('\t').append(r.function()).append('\t').append(r.functionLine()).append('\t').append(r.functionEnd());
                if (r.use() == CodeRef.Use.CALL) b.append('\t').append(r.args().size());
            }
            b.append('\n');
        }
        return b.toString();
    }

    /**
     * The call sites of a text {@link #encode} wrote; a call's arguments are counted, not kept (each is
     * an empty string). Lines of another shape are passed over, so a value from a newer writer reads
     * as far as it is understood.
     */
    public static List<CodeRef> decode(String text) {
        List<CodeRef> out = new ArrayList<>();
        int start = 0, n = text.length();
        String[] f = new String[8];
        while (start < n) {
            int end = text.indexOf('\n', start);
            if (end < 0) end = n;
            int count = split(text, start, end, f);
            start = end + 1;
            if (count != 4 && count != 7 && count != 8) continue;
            CodeRef.Use use = use(f[0]);
            if (use == null) continue;
            try {
                int line = Integer.parseInt(f[1]), column = Integer.parseInt(f[2]);
                boolean inFunction = count >= 7;
                List<String> args = count == 8 ? java.util.Collections.nCopies(Integer.parseInt(f[7]), "") : List.of();
                out.add(new CodeRef(f[3], use, line, column, inFunction ? f[4] : null,
                        inFunction ? Integer.parseInt(f[5]) : 0, inFunction ? Integer.parseInt(f[6]) : 0, args, false));
            } catch (NumberFormatException e) {
                // a line of another shape: passed over, as documented
            }
        }
        return out;
    }

    private static int split(String text, int from, int to, String[] into) {
        int count = 0, s = from;
        for (int i = from; i <= to; i++) {
            if (i == to || text.charAt(i) == '\t') {
                if (count == into.length) return -1;
                into[count++] = text.substring(s, i);
                s = i + 1;
            }
        }
        return count;
    }

    private static CodeRef.Use use(String id) {
        try {
            return CodeRef.Use.valueOf(id.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
