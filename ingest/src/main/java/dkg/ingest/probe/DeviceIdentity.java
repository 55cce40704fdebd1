package dkg.ingest.probe;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;

/**
 * A DOCA device as {@code doca_devinfo} names it.
 *
 * @param pciAddress PCI address ({@code 0000:03:00.0}); never null
 * @param ibdevName  RDMA device name ({@code mlx5_0}); null when the query failed
 * @param ifaceName  network interface name ({@code p0}); null when the query failed or there is none
 */
public record DeviceIdentity(@JsonProperty("pci_address") String pciAddress,
                             @JsonProperty("ibdev_name") String ibdevName,
                             @JsonProperty("iface_name") String ifaceName) {
    public DeviceIdentity {
        Objects.requireNonNull(pciAddress, "pciAddress");
    }
}
