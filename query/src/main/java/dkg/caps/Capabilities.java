package dkg.caps;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Locale;

/**
 * What {@code doca-kg caps} prints: the capability queries documented for a library (by skills and
 * by the API reference), each with the live values saved by {@code doca-kg probe --save}, per device.
 *
 * @param library the pkg-config module asked for ({@code doca-dma}); null when every library was asked for
 * @param queries one entry per query function, sorted by symbol
 * @param probedHosts hosts whose probe was saved ({@code probe --save}), with or without values:
 *                    tells "never probed" from "probed, but no device answered these queries"
 */
public record Capabilities(String library, List<Query> queries, List<String> probedHosts) {
    public Capabilities {
        queries = List.copyOf(queries);
        probedHosts = probedHosts == null ? List.of() : List.copyOf(probedHosts);
    }

    public Capabilities(String library, List<Query> queries) { this(library, queries, List.of()); }

    /** Whether any query has a saved live value. */
    public boolean anyLive() { return queries.stream().anyMatch(q -> !q.live().isEmpty()); }

    /** What to tell when no value is saved: never probed, or probed without answers. */
    public String noLiveValuesNote() {
        if (probedHosts.isEmpty()) return "no live values saved; run doca-kg probe --save on the host";
        return "the probe saved for " + String.join(", ", probedHosts) + " holds no values for these queries"
                + " (no DOCA device answered them there); doca-kg probe shows why";
    }

    /**
     * One documented capability query.
     *
     * @param symbol       the query function ({@code doca_dma_cap_task_memcpy_get_max_buf_size})
     * @param capability   what it reads, as a skill names it ("Maximum buffer size"), else the API brief; null if neither
     * @param documentedIn where it is documented: a skill section, or the API reference (skill null)
     * @param live         saved observations, per host, device and enum input; empty when none were saved
     */
    public record Query(String symbol, String capability, List<Documentation> documentedIn, List<LiveValue> live) {
        public Query {
            documentedIn = List.copyOf(documentedIn);
            live = List.copyOf(live);
        }
    }

    /**
     * @param skill  the skill whose table names the query, or null for the API reference
     * @param source the section a reader opens to check it ({@code path#anchor})
     */
    public record Documentation(String skill, String source) {}

    /**
     * One saved answer of the query on one device.
     *
     * @param device     PCI address ({@code 0000:03:00.0})
     * @param host       the host the probe ran on (facts of several hosts may be saved)
     * @param input      the enum input's C name for queries that take one; omitted otherwise
     * @param value      a number or true/false; null when the query failed
     * @param error      the DOCA error name when the query failed, else null
     * @param observedAt when the probe ran (ISO-8601)
     */
    public record LiveValue(String device, String host, @JsonInclude(JsonInclude.Include.NON_NULL) String input,
                            Object value, String error, String observedAt) {}

    /**
     * The pkg-config module a user means: {@code doca-dma}, {@code dma}, {@code DMA},
     * {@code doca_dma} and {@code libdoca_dma} are all {@code doca-dma}. Null or blank stays null
     * (every library). Every command taking {@code --library} goes through here.
     */
    public static String normaliseLibrary(String library) {
        if (library == null || library.isBlank()) return null;
        String m = library.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
        if (m.startsWith("lib")) m = m.substring(3);
        return m.startsWith("doca-") ? m : "doca-" + m;
    }
}
