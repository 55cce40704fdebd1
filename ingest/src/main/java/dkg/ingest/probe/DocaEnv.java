package dkg.ingest.probe;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;

/**
 * The {@code doca-env --json} document of the {@code doca-structured-tools-contract} skill, field for
 * field: nothing added, {@code null} where the probe could not tell. Serialise with {@link ProbeJson}.
 *
 * @param hostKind {@code host}, {@code bluefield} or {@code unknown}
 * @param bfMode   {@code smartnic}, {@code dpu}, {@code switch}, or null (always null unless {@code bluefield})
 */
@JsonPropertyOrder({"version", "devices", "libraries", "sample_paths", "drivers", "hugepages", "host_kind", "bf_mode"})
public record DocaEnv(Version version, List<Device> devices, List<Library> libraries,
                      @JsonProperty("sample_paths") List<SamplePath> samplePaths, Drivers drivers,
                      Hugepages hugepages, @JsonProperty("host_kind") String hostKind,
                      @JsonProperty("bf_mode") String bfMode) {

    public DocaEnv {
        Objects.requireNonNull(version, "version");
        devices = List.copyOf(devices);
        libraries = List.copyOf(libraries);
        samplePaths = List.copyOf(samplePaths);
        Objects.requireNonNull(drivers, "drivers");
        Objects.requireNonNull(hugepages, "hugepages");
        if (!List.of("host", "bluefield", "unknown").contains(hostKind))
            throw new IllegalArgumentException("host_kind must be host, bluefield or unknown: " + hostKind);
        if (bfMode != null && !"bluefield".equals(hostKind))
            throw new IllegalArgumentException("bf_mode is null unless host_kind is bluefield");
    }

    /** The DOCA version as each source reports it; {@code consistent} tells whether they agree (null: none known). */
    @JsonPropertyOrder({"pkg_config", "applications_version", "doca_caps", "bfb", "consistent"})
    public record Version(@JsonProperty("pkg_config") String pkgConfig,
                          @JsonProperty("applications_version") String applicationsVersion,
                          @JsonProperty("doca_caps") String docaCaps,
                          String bfb, Boolean consistent) {}

    /**
     * One visible PCIe function.
     *
     * @param kind  {@code PF}, {@code VF}, {@code SF} or null
     * @param state {@code active}, {@code down} or {@code unknown}
     * @param mtu   the netdev's MTU, or null when it has none
     */
    @JsonPropertyOrder({"pcie_address", "kind", "name", "representor_of", "state", "mtu"})
    public record Device(@JsonProperty("pcie_address") String pcieAddress, String kind, String name,
                         @JsonProperty("representor_of") String representorOf, String state, Integer mtu) {}

    /** One public DOCA library and whether its .pc file is installed. */
    @JsonPropertyOrder({"pkg_config_name", "installed", "pc_path"})
    public record Library(@JsonProperty("pkg_config_name") String pkgConfigName, boolean installed,
                          @JsonProperty("pc_path") String pcPath) {}

    /** The samples root of one library. */
    @JsonPropertyOrder({"library", "path"})
    public record SamplePath(String library, String path) {}

    /** Loaded mlx5 modules and the running kernel. */
    @JsonPropertyOrder({"mlx5_core_loaded", "mlx5_ib_loaded", "kernel_version"})
    public record Drivers(@JsonProperty("mlx5_core_loaded") boolean mlx5CoreLoaded,
                          @JsonProperty("mlx5_ib_loaded") boolean mlx5IbLoaded,
                          @JsonProperty("kernel_version") String kernelVersion) {}

    /** Free huge pages of each size (null when the size is not configured or unreadable) and the hugetlbfs mount. */
    @JsonPropertyOrder({"available_2m", "available_1g", "mount_point"})
    public record Hugepages(@JsonProperty("available_2m") Long available2m,
                            @JsonProperty("available_1g") Long available1g,
                            @JsonProperty("mount_point") String mountPoint) {}
}
