package dkg.releases;

import java.util.List;

/**
 * Which DOCA release an answer is about and where its facts come from, so that a fact of another
 * release is never passed off as the user's.
 *
 * @param asked   the release as the question or the installation names it ({@code DOCA 2.9}, {@code bf-bundle-2.8.0}), or null
 * @param from    {@code question}, {@code installed headers}, {@code saved probe} or {@code newest ingested}
 * @param release the ingested release that matches, or null when none is ingested or it was not looked up
 * @param ingested whether an ingested release matches; null when the ingested releases were not at hand
 * @param notes   one line per fact quoted from another release, and one when the release asked is not ingested
 */
public record ReleaseNote(String asked, String from, String release, Boolean ingested, List<String> notes) {
    public ReleaseNote {
        notes = List.copyOf(notes);
    }
}
