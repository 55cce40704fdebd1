package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ReleaseUpdatesTest {
    static String read(String s) { return ReleaseUpdates.readAsUpgrades(s); }

    @Test
    void anUpdateOfAReleaseIsAnUpgrade() {
        assertEquals("can I upgrade from 2.9 to 3.1", read("can I update from 2.9 to 3.1"));
        assertEquals("we upgrade the NIC firmware", read("we updated the NIC firmware"));
        assertEquals("upgrade my DOCA on the host", read("Update my DOCA on the host"));
        assertEquals("after upgrade to DOCA 3.0 it fails", read("after updating to DOCA 3.0 it fails"));
        assertEquals("BFB upgrade failed", read("BFB update failed"));
        assertEquals("DOCA version upgrade", read("DOCA version updates"));
    }

    @Test
    void anUpdateOfAnythingElseStays() {
        assertEquals("update a pipe entry in DOCA Flow 2.9", read("update a pipe entry in DOCA Flow 2.9"));
        assertEquals("the counters update every second", read("the counters update every second"));
        assertEquals("doca_flow_pipe_update_entry returns an error", read("doca_flow_pipe_update_entry returns an error"));
        assertEquals("update the entry to 7 hops", read("update the entry to 7 hops"));
    }
}
