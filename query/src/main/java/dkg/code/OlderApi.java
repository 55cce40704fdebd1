package dkg.code;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names of DOCA API families older than every ingested release ({@code older-api.tsv}: DOCA Comm
 * Channel, work queues and jobs, ...) and what DOCA uses in their place, plus one rule read off the
 * graph itself: a name whose words are a known symbol's words in another order
 * ({@code doca_mmap_dev_add} for {@code doca_mmap_add_dev}) is taken for that symbol's older spelling.
 * Library renames the ingested skills state ({@link StatedChange}) are used beside the table: they
 * cite the section stating the rename, and cover a renamed library's names no row of the table lists.
 * Only consulted for names no ingested release knows.
 */
final class OlderApi {
    /** The finding's sentence after "X is older DOCA API: ...". */
    static String says(Match m) {
        return m.family() == null ? "it looks like an older spelling of " + m.replacedBy() + " (the same words in another order)"
                : "it belongs to " + m.family() + ", which DOCA replaced with " + m.replacedBy() + (m.statedBy() == null ? "" : " (" + m.statedBy() + ")");
    }

    /**
     * What a name is older API of.
     *
     * @param family       the older family ("DOCA Comm Channel"), or null for an older spelling of {@code replacedBy}
     * @param replacedBy   what DOCA uses in its place, in words
     * @param replacement  a current symbol an ingested release knows, or null
     * @param evidence     where an ingested release shows {@code replacement} (or the skills section stating the change)
     * @param statedBy     the skills section that states the change, or null
     */
    record Match(String family, String replacedBy, String replacement, String evidence, String statedBy) {}

    private record Row(Pattern pattern, String family, String replacedBy, List<String> replacements, String skillRef) {}

    private static final List<Row> ROWS = load();

    private OlderApi() {}

    /** The older family {@code name} belongs to, judged against {@code catalog}; null when none. */
    static Match of(String name, CodeCatalog catalog) {
        StatedChange stated = statedRename(name, catalog);
        String statedBy = stated == null ? null : stated.sourceRef();
        for (Row row : ROWS) {
            Matcher m = row.pattern().matcher(name);
            if (!m.matches()) continue;
            String by = statedBy != null ? statedBy : row.skillRef();
            for (String template : row.replacements()) {
                String candidate = expand(template, m);
                if (candidate != null && catalog.known(candidate))
                    return new Match(row.family(), row.replacedBy(), candidate, newestEvidence(candidate, catalog), by);
            }
            return new Match(row.family(), row.replacedBy(), null, by, by);
        }
        if (stated != null) return fromStated(name, stated, catalog);
        String reordered = reordered(name, catalog.knownNames());
        if (reordered == null) return null;
        return new Match(null, reordered, reordered, newestEvidence(reordered, catalog), null);
    }

    /**
     * The library rename a skill states whose former prefix {@code name} carries ({@code doca_comm_channel_}
     * or its upper-case macro form), when the current prefix is one an ingested release knows; else null.
     */
    static StatedChange statedRename(String name, CodeCatalog catalog) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        for (StatedChange f : catalog.stated()) {
            if (!f.kind().equals("renamed") || f.formerPrefix() == null || f.currentPrefix() == null) continue;
            if (!lower.startsWith(f.formerPrefix()) || lower.startsWith(f.currentPrefix())) continue;
            if (catalog.knowsPrefix(f.currentPrefix())) return f;
        }
        return null;
    }

    /** A name of a renamed library no curated row covers: the same name under the new prefix when a release knows it. */
    private static Match fromStated(String name, StatedChange f, CodeCatalog catalog) {
        boolean upper = name.equals(name.toUpperCase(java.util.Locale.ROOT));
        String rest = name.substring(f.formerPrefix().length());
        String candidate = upper ? f.currentPrefix().toUpperCase(java.util.Locale.ROOT) + rest : f.currentPrefix() + rest;
        String replacedBy = f.currentName() + " (" + f.formerName() + " was renamed " + f.currentName() + " in DOCA " + f.release() + ")";
        if (catalog.known(candidate)) return new Match(f.formerName(), replacedBy, candidate, newestEvidence(candidate, catalog), f.sourceRef());
        return new Match(f.formerName(), replacedBy, null, f.sourceRef(), f.sourceRef());
    }

    private static String newestEvidence(String symbol, CodeCatalog catalog) {
        var p = catalog.presence(symbol);
        return p.isEmpty() ? null : p.get(p.lastKey()).evidence();
    }

    /** A known name with exactly the words of {@code name} in another order, or null. */
    static String reordered(String name, java.util.Collection<String> known) {
        String[] words = name.split("_");
        if (words.length < 3) return null;
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        String found = null;
        for (String k : known) {
            if (k.length() != name.length() || k.equals(name)) continue;
            String[] kw = k.split("_");
            if (kw.length != words.length || !kw[0].equals(words[0])) continue;
            Arrays.sort(kw);
            if (Arrays.equals(kw, sorted) && (found == null || k.compareTo(found) < 0)) found = k;
        }
        return found;
    }

    /** {@code $1}-style groups filled in from the match; null when a group it needs did not match. */
    private static String expand(String template, Matcher m) {
        StringBuilder out = new StringBuilder();
        Matcher g = Pattern.compile("\\$(\\d)").matcher(template);
        int at = 0;
        while (g.find()) {
            int n = Integer.parseInt(g.group(1));
            if (n > m.groupCount() || m.group(n) == null || m.group(n).isEmpty()) return null;
            out.append(template, at, g.start()).append(m.group(n));
            at = g.end();
        }
        return out.append(template.substring(at)).toString();
    }

    private static List<Row> load() {
        List<Row> rows = new ArrayList<>();
        try (var in = OlderApi.class.getResourceAsStream("older-api.tsv");
             var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] c = line.split("\t", -1);
                rows.add(new Row(Pattern.compile(c[0]), c[1], c[2], List.of(c[3].split(" ")), c.length > 4 && !c[4].isBlank() ? c[4] : null));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(rows);
    }

}
