package dkg.route;

import java.util.regex.Pattern;

/**
 * Reads "update" as "upgrade" where what is updated is a release: "update DOCA from 2.9 to 3.1",
 * "update the NIC firmware", "BFB updates". People say update; the skills say upgrade, and an
 * "update" left as it is matches the skills that update table entries, counters or pipes.
 * Stateless, thread-safe.
 */
final class ReleaseUpdates {
    private ReleaseUpdates() {}

    /** What ships in releases: the thing an update of it moves to a newer one. */
    private static final String RELEASE_THING = "(?:doca|firmware|fw|bfb|bf-bundle|bundle|drivers?|ofed|mlnx_ofed|doca-ofed|kernel"
            + "|releases?|versions?|packages?|sdk|runtime|image|os)";
    private static final Pattern UPDATE_OF_A_RELEASE = Pattern.compile("(?i)\\bupdat(?:e|es|ed|ing)\\b(?="
            // update the NIC firmware / update my DOCA / update BFB
            + "\\s+(?:(?:the|my|our|a|its|their|all)\\s+)?(?:[\\w.-]+\\s+)?" + RELEASE_THING + "\\b"
            // update from 2.9 to 3.1 / updated to DOCA 3.0
            + "|(?:\\s+[\\w.-]+){0,3}?\\s+(?:from|to)\\s+(?:doca\\s+)?v?\\d+\\.\\d+)");
    /** "firmware update", "DOCA version updates". */
    private static final Pattern A_RELEASE_UPDATE = Pattern.compile("(?i)(?<=\\b" + RELEASE_THING + "\\s)updat(?:e|es|ing)\\b");

    static String readAsUpgrades(String text) {
        String out = UPDATE_OF_A_RELEASE.matcher(text).replaceAll("upgrade");
        return A_RELEASE_UPDATE.matcher(out).replaceAll("upgrade");
    }
}
