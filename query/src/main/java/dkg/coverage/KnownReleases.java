package dkg.coverage;

import java.util.List;

/**
 * The DOCA releases a store's sources show, oldest first, and the release a check or a description
 * uses when none is named.
 *
 * @param releases       one entry per release
 * @param defaultRelease the installed headers' release, else the newest; null when nothing is ingested
 */
public record KnownReleases(List<Release> releases, String defaultRelease) {
    public KnownReleases { releases = List.copyOf(releases); }

    /**
     * One release as the sources show it.
     *
     * @param version      the release ({@code 3.0.0058})
     * @param apiSource    an API source (reference or installed headers) defines symbols of it
     * @param samplesTree  a samples tree of it is ingested
     * @param defined      symbols an API source defines at this release
     * @param usedBySamples symbols its samples use that no API source of it defines
     */
    public record Release(String version, boolean apiSource, boolean samplesTree, int defined, int usedBySamples) {}
}
