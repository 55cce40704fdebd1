package dkg.ingest.probe;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The outcome of {@link Probe#run}: which path answered and why, the two contract documents, and
 * the raw native readings (null when the native path did not answer).
 *
 * @param path         {@link Path#NATIVE} when libdoca enumerated the devices, else {@link Path#MANUAL}
 * @param why          one sentence for stderr: where libdoca came from, or why the manual chain answered
 * @param hostName     the host the facts are filed under
 * @param observedAt   when the probe ran
 * @param devices      the DOCA devices seen (native enumeration, else {@code doca_caps --list-devs})
 * @param nativeResult every reading, skipped spec and failure of the native path; null if it did not run
 */
public record ProbeReport(Path path, String why, String hostName, Instant observedAt, DocaEnv env,
                          CapabilitySnapshot snapshot, List<DeviceIdentity> devices, NativeResult nativeResult) {

    /** Which of the contract's paths answered. */
    public enum Path { NATIVE, MANUAL }

    public ProbeReport {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(why, "why");
        Objects.requireNonNull(env, "env");
        Objects.requireNonNull(snapshot, "snapshot");
        devices = List.copyOf(devices);
    }

    /**
     * Lines for stderr, the first per the contract's "report which path" rule, then one per failure
     * and a count of skipped queries. Never for stdout.
     */
    public List<String> notes() {
        List<String> out = new ArrayList<>();
        out.add(path == Path.NATIVE ? "Using the native DOCA probe: " + why : "Falling back to the manual chain: " + why);
        if (nativeResult != null) {
            for (ProbeFailure f : nativeResult.failures())
                out.add("probe " + f.kind().name().toLowerCase(java.util.Locale.ROOT)
                        + (f.symbol() == null ? "" : " in " + f.symbol() + (f.pciAddress() == null ? "" : " on " + f.pciAddress()))
                        + ": " + f.detail());
            if (!nativeResult.skipped().isEmpty())
                out.add(nativeResult.skipped().size() + " capability queries skipped (not exported by the loaded libraries, or a shape the probe does not call)");
        }
        return out;
    }
}
