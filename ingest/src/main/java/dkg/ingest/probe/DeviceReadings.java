package dkg.ingest.probe;

import java.util.List;
import java.util.Objects;

/** One device and every capability reading taken on it, in spec order. */
public record DeviceReadings(DeviceIdentity device, List<CapabilityReading> readings) {
    public DeviceReadings {
        Objects.requireNonNull(device, "device");
        readings = List.copyOf(readings);
    }
}
