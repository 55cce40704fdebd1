package dkg.code;

import dkg.error.BadInputException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which ingested API definition a query quotes. The skills' rule is that installed headers win over
 * the public docs, so without a requested release the choice is: the newest release read from
 * headers ({@code c-header}) when any is, else the newest release; within one release the header
 * beats the Doxygen reference. With {@code --doca-version V} only release V counts.
 *
 * <p>Releases compare numerically part by part: {@code 3.0.0058 < 3.1.0104 < 3.10.0001}.
 */
public final class ApiVersions {
    private ApiVersions() {}

    /** The value of {@code dkg:apiSource} for installed headers. */
    public static final String HEADERS = "c-header";

    /** One ApiDefinition: its IRI, DOCA release and source kind. */
    public record Definition(String iri, String docaVersion, String apiSource) {}

    private static final Pattern NUMBER = Pattern.compile("\\d+");

    /** Numeric comparison of DOCA release strings; anything without digits ("unknown") sorts first. */
    public static final Comparator<String> RELEASE_ORDER = ApiVersions::compareReleases;

    static int compareReleases(String a, String b) {
        Matcher x = NUMBER.matcher(a == null ? "" : a), y = NUMBER.matcher(b == null ? "" : b);
        while (true) {
            boolean hx = x.find(), hy = y.find();
            if (!hx || !hy) return Boolean.compare(hx, hy);
            int c = new java.math.BigInteger(x.group()).compareTo(new java.math.BigInteger(y.group()));
            if (c != 0) return c;
        }
    }

    /** Headers before the Doxygen reference before anything else (web pages). */
    private static int sourceRank(String apiSource) {
        if (HEADERS.equals(apiSource)) return 0;
        if ("doxygen-html".equals(apiSource)) return 1;
        return 2;
    }

    /** The best definition first, by the rule in the class comment. */
    public static final Comparator<Definition> PREFERENCE = Comparator
            .comparing((Definition d) -> !HEADERS.equals(d.apiSource()))
            .thenComparing(Definition::docaVersion, RELEASE_ORDER.reversed())
            .thenComparing(d -> sourceRank(d.apiSource()));

    /**
     * The definition to quote among {@code defs} (one symbol's), or empty when there is none.
     *
     * @param requested a DOCA release, or null for the default choice
     */
    public static Optional<Definition> choose(List<Definition> defs, String requested) {
        return defs.stream()
                .filter(d -> requested == null || requested.equals(d.docaVersion()))
                .min(PREFERENCE);
    }

    /** Checks a requested release against the releases in the store: a BadInputException naming them if absent. */
    public static void requireKnown(String requested, List<String> releases) {
        if (requested == null || releases.contains(requested)) return;
        throw new BadInputException("no API source of DOCA " + requested + " is ingested"
                + (releases.isEmpty() ? "; ingest a Doxygen reference or an include folder first"
                                      : "; ingested releases: " + String.join(", ", releases)));
    }
}
