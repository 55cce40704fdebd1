package dkg.ingest.probe;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The {@code capability-snapshot} document of the {@code doca-structured-tools-contract} skill.
 * {@code library_capabilities} maps a library's pkg-config name to its capability flags on that
 * device: the queries that answered yes (a {@code uint8_t} true, or {@code DOCA_SUCCESS} from a
 * query without out-parameter), written {@code symbol} or, for enum inputs, {@code symbol(ENUM_NAME)}.
 * Numeric limits are not flags; they are in {@link ProbeReport#nativeResult()} and the graph.
 *
 * @param snapshotAt  ISO-8601 time of the probe
 * @param docaVersion the DOCA runtime version (native path) or {@code doca_caps --version}; null if unknown
 * @param hostKind    {@code host} or {@code bluefield}; null when the host kind is unknown
 */
@JsonPropertyOrder({"snapshot_at", "doca_version", "host_kind", "devices"})
public record CapabilitySnapshot(@JsonProperty("snapshot_at") String snapshotAt,
                                 @JsonProperty("doca_version") String docaVersion,
                                 @JsonProperty("host_kind") String hostKind,
                                 List<Device> devices) {
    public CapabilitySnapshot {
        devices = List.copyOf(devices);
    }

    /** One {@code doca_devinfo}. */
    @JsonPropertyOrder({"pcie_address", "library_capabilities"})
    public record Device(@JsonProperty("pcie_address") String pcieAddress,
                         @JsonProperty("library_capabilities") Map<String, List<String>> libraryCapabilities) {}
}
