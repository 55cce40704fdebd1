package dkg.code;

/**
 * A change between releases that a skill states in words ({@code dkg:VersionFact}): a library renamed
 * in a release, or a tool available since one.
 *
 * @param kind          {@code renamed} or {@code available-since}
 * @param release       the release the skill names ({@code 2.5})
 * @param formerName    the name before the change ({@code DOCA Comm Channel}), null for available-since
 * @param currentName   the name from the release on ({@code DOCA Comch}, {@code doca_bench})
 * @param formerPrefix  the C prefix of the former library's names ({@code doca_comm_channel_}), or null
 * @param currentPrefix the C prefix of the current library's names ({@code doca_comch_}), or null
 * @param statement     the sentence that states it
 * @param sourceRef     the section that states it ({@code skills/libs/doca-comch/CAPABILITIES.md#version-compatibility})
 */
public record StatedChange(String kind, String release, String formerName, String currentName, String formerPrefix,
                           String currentPrefix, String statement, String sourceRef) {

    /** "DOCA Comm Channel was renamed DOCA Comch in DOCA 2.5 (source)", for messages. */
    public String says() {
        return kind.equals("renamed") ? formerName + " was renamed " + currentName + " in DOCA " + release + " (" + sourceRef + ")"
                : currentName + " is available since DOCA " + release + " (" + sourceRef + ")";
    }
}
