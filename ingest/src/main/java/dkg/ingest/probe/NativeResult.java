package dkg.ingest.probe;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * What the native probe read: DOCA's runtime version, the libraries it loaded, each device with its
 * readings, the specs it skipped, and any failures around the call (each as data, never thrown).
 *
 * @param runtimeVersion {@code doca_version_runtime()}, or null if the child never got that far
 * @param libraries      absolute paths of the shared objects loaded
 */
public record NativeResult(@JsonProperty("runtime_version") String runtimeVersion,
                           List<String> libraries,
                           List<DeviceReadings> devices,
                           List<SkippedQuery> skipped,
                           List<ProbeFailure> failures) {
    public NativeResult {
        libraries = List.copyOf(libraries);
        devices = List.copyOf(devices);
        skipped = List.copyOf(skipped);
        failures = List.copyOf(failures);
    }

    /** True when the devices were enumerated and no attempt ended in a failure. */
    public boolean clean() { return runtimeVersion != null && failures.isEmpty(); }
}
