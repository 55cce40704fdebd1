package dkg.ingest.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The manual chain against fixture roots (src/test/resources/probe/*) with fake pkg-config,
 * doca_caps and mlxconfig first on the search path; the JSON is checked field by field against the
 * doca-structured-tools-contract {@code doca-env --json} table.
 */
class ManualProbeTest {
    static final Set<String> TOP = Set.of("version", "devices", "libraries", "sample_paths", "drivers", "hugepages", "host_kind", "bf_mode");
    static final Set<String> VERSION = Set.of("pkg_config", "applications_version", "doca_caps", "bfb", "consistent");
    static final Set<String> DEVICE = Set.of("pcie_address", "kind", "name", "representor_of", "state", "mtu");
    static final Set<String> LIBRARY = Set.of("pkg_config_name", "installed", "pc_path");
    static final Set<String> SAMPLE = Set.of("library", "path");
    static final Set<String> DRIVERS = Set.of("mlx5_core_loaded", "mlx5_ib_loaded", "kernel_version");
    static final Set<String> HUGEPAGES = Set.of("available_2m", "available_1g", "mount_point");
    static final Instant NOW = Instant.parse("2026-05-20T10:15:30Z");

    static ProbeOptions options(String fixture) throws Exception {
        Path root = FakeDoca.fixture(fixture);
        return ProbeOptions.builder().root(root).searchPath(List.of(root.resolve("bin")))
                .libraryModules(List.of("doca-common", "doca-dma", "doca-rdma"))
                .clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();
    }

    static JsonNode json(Object record) throws Exception {
        return ProbeJson.mapper().readTree(ProbeJson.writePretty(record));
    }

    static Set<String> names(JsonNode n) {
        Set<String> out = new TreeSet<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    /** Every object of the document has exactly the contract's fields. */
    static void assertContractShape(JsonNode env) {
        assertEquals(new TreeSet<>(TOP), names(env));
        assertEquals(new TreeSet<>(VERSION), names(env.get("version")));
        env.get("devices").forEach(d -> assertEquals(new TreeSet<>(DEVICE), names(d)));
        env.get("libraries").forEach(d -> assertEquals(new TreeSet<>(LIBRARY), names(d)));
        env.get("sample_paths").forEach(d -> assertEquals(new TreeSet<>(SAMPLE), names(d)));
        assertEquals(new TreeSet<>(DRIVERS), names(env.get("drivers")));
        assertEquals(new TreeSet<>(HUGEPAGES), names(env.get("hugepages")));
        assertTrue(Set.of("host", "bluefield", "unknown").contains(env.get("host_kind").asText()));
        env.get("devices").forEach(d -> {
            assertTrue(Set.of("active", "down", "unknown").contains(d.get("state").asText()), d.toString());
            assertTrue(d.get("kind").isNull() || Set.of("PF", "VF", "SF").contains(d.get("kind").asText()), d.toString());
        });
    }

    @Test
    void hostWithDoca() throws Exception {
        ProbeReport r = Probe.run(options("host-doca"));
        JsonNode env = json(r.env());
        assertContractShape(env);

        JsonNode v = env.get("version");
        assertEquals("3.0.0058", v.get("pkg_config").asText());
        assertEquals("3.0.0058", v.get("applications_version").asText());
        assertEquals("3.0.0058", v.get("doca_caps").asText());
        assertTrue(v.get("bfb").isNull());
        assertTrue(v.get("consistent").asBoolean());

        JsonNode devs = env.get("devices");
        assertEquals(3, devs.size(), devs.toString()); // two from doca_caps, one VF only in sysfs; the Intel function is not listed
        assertEquals("0000:03:00.0", devs.get(0).get("pcie_address").asText());
        assertEquals("PF", devs.get(0).get("kind").asText());
        assertEquals("p0", devs.get(0).get("name").asText());
        assertTrue(devs.get(0).get("representor_of").isNull());
        assertEquals("active", devs.get(0).get("state").asText());
        assertEquals(9000, devs.get(0).get("mtu").asInt());
        assertEquals("down", devs.get(1).get("state").asText());
        assertEquals(1500, devs.get(1).get("mtu").asInt());
        assertEquals("0000:03:00.2", devs.get(2).get("pcie_address").asText());
        assertEquals("VF", devs.get(2).get("kind").asText());
        assertTrue(devs.get(2).get("name").isNull());
        assertEquals("unknown", devs.get(2).get("state").asText());
        assertTrue(devs.get(2).get("mtu").isNull());

        List<String> libs = new ArrayList<>();
        env.get("libraries").forEach(l -> libs.add(l.get("pkg_config_name").asText() + "=" + l.get("installed").asBoolean() + "@" + l.get("pc_path").asText()));
        assertEquals(List.of(
                "doca-common=true@/opt/mellanox/doca/lib/x86_64-linux-gnu/pkgconfig/doca-common.pc",
                "doca-dma=true@/opt/mellanox/doca/lib/x86_64-linux-gnu/pkgconfig/doca-dma.pc",
                "doca-flow=true@/opt/mellanox/doca/lib/x86_64-linux-gnu/pkgconfig/doca-flow.pc",
                "doca-rdma=false@null"), libs);

        assertEquals("doca-dma", env.get("sample_paths").get(0).get("library").asText());
        assertEquals("/opt/mellanox/doca/samples/doca_dma", env.get("sample_paths").get(0).get("path").asText());
        assertEquals("doca-flow", env.get("sample_paths").get(1).get("library").asText());

        assertTrue(env.get("drivers").get("mlx5_core_loaded").asBoolean());
        assertTrue(env.get("drivers").get("mlx5_ib_loaded").asBoolean());
        assertEquals("6.8.0-60-generic", env.get("drivers").get("kernel_version").asText());
        assertEquals(512, env.get("hugepages").get("available_2m").asLong());
        assertEquals(2, env.get("hugepages").get("available_1g").asLong());
        assertEquals("/dev/hugepages", env.get("hugepages").get("mount_point").asText());
        assertEquals("host", env.get("host_kind").asText());
        assertTrue(env.get("bf_mode").isNull());

        // no libdoca_common.so in the fixture: the manual chain answered, and stderr says so
        assertEquals(ProbeReport.Path.MANUAL, r.path());
        assertTrue(r.why().contains("no libdoca_common.so found"), r.why());
        assertFalse(r.why().contains("doca-setup"), "DOCA is installed here: " + r.why());
        assertTrue(r.notes().getFirst().startsWith("Falling back to the manual chain"));
        assertEquals("host-a", r.hostName());

        JsonNode snap = json(r.snapshot());
        assertEquals(Set.of("snapshot_at", "doca_version", "host_kind", "devices"), names(snap));
        assertEquals("2026-05-20T10:15:30Z", snap.get("snapshot_at").asText());
        assertEquals("3.0.0058", snap.get("doca_version").asText());
        assertEquals("host", snap.get("host_kind").asText());
        assertEquals(2, snap.get("devices").size());
        assertEquals(Set.of("pcie_address", "library_capabilities"), names(snap.get("devices").get(0)));
        assertEquals("0000:03:00.1", snap.get("devices").get(1).get("pcie_address").asText());
        assertEquals(List.of(new DeviceIdentity("0000:03:00.0", "mlx5_0", "p0"), new DeviceIdentity("0000:03:00.1", "mlx5_1", "p1")), r.devices());
    }

    @Test
    void blueField() throws Exception {
        ProbeReport r = Probe.run(options("bluefield"));
        JsonNode env = json(r.env());
        assertContractShape(env);
        assertEquals("bluefield", env.get("host_kind").asText());
        assertEquals("dpu", env.get("bf_mode").asText()); // mlxconfig q INTERNAL_CPU_MODEL: EMBEDDED_CPU(1)
        JsonNode v = env.get("version");
        assertEquals("DOCA_3.0.0_BSP_4.11.0_Ubuntu_22.04-6.24-11.prod", v.get("bfb").asText());
        assertEquals("2.9.0072", v.get("applications_version").asText());
        assertFalse(v.get("consistent").asBoolean(), "applications 2.9.0072 vs 3.0.0058 elsewhere");
        assertEquals("3.0.0058", v.get("doca_caps").asText());
        assertEquals(1, env.get("devices").size());
        assertEquals("p0", env.get("devices").get(0).get("name").asText());
        assertTrue(env.get("drivers").get("mlx5_core_loaded").asBoolean());
        assertFalse(env.get("drivers").get("mlx5_ib_loaded").asBoolean());
        assertEquals("5.15.0-1060-bluefield", env.get("drivers").get("kernel_version").asText());
        assertEquals(0, env.get("hugepages").get("available_2m").asLong());
        assertTrue(env.get("hugepages").get("available_1g").isNull());
        assertTrue(env.get("hugepages").get("mount_point").isNull());
        // pc files found through pkg-config's pcfiledir (an aarch64 layout on this x86 test JVM)
        assertEquals("/opt/mellanox/doca/lib/aarch64-linux-gnu/pkgconfig/doca-dma.pc", env.get("libraries").get(1).get("pc_path").asText());
        assertEquals("bluefield", json(r.snapshot()).get("host_kind").asText());
    }

    @Test
    void hostWithoutDocaFillsWhatIsKnowableAndPointsToSetup() throws Exception {
        ProbeReport r = Probe.run(options("host-bare"));
        JsonNode env = json(r.env());
        assertContractShape(env);
        JsonNode v = env.get("version");
        for (String f : List.of("pkg_config", "applications_version", "doca_caps", "bfb", "consistent"))
            assertTrue(v.get(f).isNull(), f);
        assertEquals(0, env.get("devices").size());
        assertEquals(0, env.get("sample_paths").size());
        env.get("libraries").forEach(l -> {
            assertFalse(l.get("installed").asBoolean());
            assertTrue(l.get("pc_path").isNull());
        });
        assertEquals(3, env.get("libraries").size());
        assertFalse(env.get("drivers").get("mlx5_core_loaded").asBoolean());
        assertEquals("6.1.0-28-amd64", env.get("drivers").get("kernel_version").asText());
        assertEquals(0, env.get("hugepages").get("available_2m").asLong());
        assertEquals("host", env.get("host_kind").asText());
        assertTrue(env.get("bf_mode").isNull());

        assertEquals(ProbeReport.Path.MANUAL, r.path());
        assertTrue(r.why().contains("no DOCA install found"), r.why());
        assertTrue(r.why().contains("doca-setup"), r.why());
        JsonNode snap = json(r.snapshot());
        assertTrue(snap.get("doca_version").isNull());
        assertEquals(0, snap.get("devices").size());
    }

    @Test
    void anEmptyRootIsUnknownNotAnError() throws Exception {
        Path empty = java.nio.file.Files.createTempDirectory("probe-empty");
        ProbeReport r = Probe.run(ProbeOptions.builder().root(empty).searchPath(List.of()).hostName("x").build());
        JsonNode env = json(r.env());
        assertContractShape(env);
        assertEquals("unknown", env.get("host_kind").asText());
        assertTrue(env.get("drivers").get("kernel_version").isNull());
        assertTrue(env.get("hugepages").get("available_2m").isNull());
        assertNull(r.snapshot().hostKind());
    }

    @Test
    void docaCapsListingKeepsPciAndNames() {
        String out = "PCI: 0000:b1:00.0\n\tibdev_name:  mlx5_2\n\tiface_name:  enp177s0f0np0\n\tmac_addr 00:00\nPCI: 0000:b1:00.1\n\tibdev_name mlx5_3\n";
        assertEquals(List.of(new DeviceIdentity("0000:b1:00.0", "mlx5_2", "enp177s0f0np0"), new DeviceIdentity("0000:b1:00.1", "mlx5_3", null)),
                DocaCapsListing.parse(out));
        assertEquals(List.of(), DocaCapsListing.parse("doca_caps: no devices\n"));
    }

    @Test
    void versionsAgreeWhenOneIsAPrefixOfTheOther() {
        assertTrue(ManualProbe.consistent("3.0.0058", "DOCA_3.0.0_BSP_4.11.0_Ubuntu_22.04-6.24-11.prod", "3.0.0058"));
        assertFalse(ManualProbe.consistent("3.0.0058", "2.9.0072"));
        assertNull(ManualProbe.consistent(null, null));
        assertEquals("3.0.0058", ManualProbe.versionIn("DOCA Capabilities Print Tool, version 3.0.0058\n"));
    }
}
