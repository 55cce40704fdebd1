package dkg.ingest.parse.skill;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The sentence shapes the skills state release changes in, and what is not read as one. */
class VersionFactRuleTest {
    @Test
    void aRenameWithOldAndNewNamesAndModules() {
        List<VersionFactRule.Stated> s = VersionFactRule.read("The library was renamed in DOCA 2.5. Old name: DOCA Comm Channel, "
                + "pkg-config module doca-comm-channel. New name: DOCA Comch, pkg-config module doca-comch, URL slug DOCA-Comch. "
                + "On installs ≥ 2.5 the agent must use the new name");
        assertEquals(List.of(new VersionFactRule.Stated("renamed", "2.5", "DOCA Comm Channel", "DOCA Comch", "doca-comm-channel", "doca-comch")), s);
        assertEquals("doca_comm_channel_", VersionFactRule.prefix("doca-comm-channel", "DOCA Comm Channel"));
    }

    @Test
    void aRenameSaidInOneSentence() {
        List<VersionFactRule.Stated> s = VersionFactRule.read("add at most one overlay rule (e.g. \"the DOCA Comch library was renamed "
                + "from DOCA Comm Channel in DOCA 2.5; the pkg-config module name is doca-comch on 2.5+\").");
        assertEquals(List.of(new VersionFactRule.Stated("renamed", "2.5", "DOCA Comm Channel", "DOCA Comch", null, null)), s);
        assertEquals("doca_comch_", VersionFactRule.prefix(null, "DOCA Comch"));
    }

    @Test
    void aToolAvailableSinceARelease() {
        assertEquals(List.of(new VersionFactRule.Stated("available-since", "2.7", null, "doca_bench", null, null)),
                VersionFactRule.read("doca_bench is available since DOCA 2.7 on the host"));
    }

    @Test
    void aRenameWithoutBothNamesOrARelease() {
        assertEquals(List.of(), VersionFactRule.read("\"Comm Channel\" (renamed in DOCA 2.5) — typical implicit phrasing"));
        assertEquals(List.of(), VersionFactRule.read("symbols can be promoted / renamed between releases"));
        assertNull(VersionFactRule.prefix(null, "Comm Channel"));
    }
}
