package dkg.ingest.probe;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Front door of the live probe. {@link #run} tries the native path (libdoca through FFM in a child
 * JVM), walks the manual chain for everything the contract asks beyond devices and capabilities,
 * and returns one {@link ProbeReport}. It never throws for a missing DOCA, a crash or a hang; those
 * are in the report. Read-only: nothing it runs changes the host's state.
 *
 * <pre>{@code
 * ProbeReport r = Probe.run(ProbeOptions.builder().queries(specsFromGraph).build());
 * r.notes().forEach(System.err::println);
 * System.out.println(ProbeJson.writePretty(r.env()));
 * }</pre>
 */
public final class Probe {
    static final String SETUP_HINT = "see the doca-setup skill to install DOCA (or run inside the NGC DOCA container)";

    private Probe() {}

    public static ProbeReport run(ProbeOptions options) {
        Instant now = options.clock().instant();
        NativeResult nativeResult = null;
        String why;
        boolean nativeAnswered = false;
        if (!options.nativeEnabled()) {
            why = "the native path is disabled";
        } else {
            DocaLibraries.Search search = DocaLibraries.find(options);
            if (search.found().isEmpty()) {
                why = "no " + DocaLibraries.COMMON + " found (looked in " + String.join(", ", search.looked()) + ")";
            } else {
                DocaLibraries.Location loc = search.found().get();
                nativeResult = IsolatedProbe.of(options).run(
                        new ProbeRequest(List.of(loc.dir().toString()), options.queries(), List.of()));
                nativeAnswered = answered(nativeResult);
                why = nativeAnswered
                        ? DocaLibraries.COMMON + " from " + loc.dir() + " (found via " + loc.foundVia() + "), DOCA runtime "
                          + nativeResult.runtimeVersion() + ", " + nativeResult.devices().size() + " device(s)"
                        : "the native probe of " + loc.dir() + " failed (" + firstFailure(nativeResult) + ")";
            }
        }
        ManualProbe.Facts facts = new ManualProbe(options).read(nativeAnswered ? identities(nativeResult) : null);
        if (!nativeAnswered && !facts.docaInstallSeen()) why += "; no DOCA install found on this host: " + SETUP_HINT;

        List<DeviceIdentity> devices = nativeAnswered ? identities(nativeResult) : facts.docaCapsDevices();
        DocaEnv env = facts.env();
        String docaVersion = nativeAnswered ? nativeResult.runtimeVersion()
                : env.version().docaCaps() != null ? env.version().docaCaps() : env.version().pkgConfig();
        var snapshot = new CapabilitySnapshot(now.toString(), docaVersion,
                "unknown".equals(env.hostKind()) ? null : env.hostKind(),
                nativeAnswered ? snapshotDevices(nativeResult)
                        : devices.stream().map(d -> new CapabilitySnapshot.Device(d.pciAddress(), Map.of())).toList());
        return new ProbeReport(nativeAnswered ? ProbeReport.Path.NATIVE : ProbeReport.Path.MANUAL, why,
                options.hostName(), now, env, snapshot, devices, nativeResult);
    }

    /** The native path answered when it enumerated devices; failures pinned on one query do not count against it. */
    static boolean answered(NativeResult r) {
        return r.runtimeVersion() != null && r.failures().stream().allMatch(f -> f.symbol() != null
                && (f.kind() == ProbeFailure.Kind.CRASH || f.kind() == ProbeFailure.Kind.TIMEOUT)
                && !f.symbol().startsWith("doca_devinfo_create_list"));
    }

    private static String firstFailure(NativeResult r) {
        return r.failures().isEmpty() ? "no runtime version" : r.failures().getFirst().kind() + ": " + r.failures().getFirst().detail();
    }

    private static List<DeviceIdentity> identities(NativeResult r) {
        return r.devices().stream().map(DeviceReadings::device).toList();
    }

    /** Per device, per library: the queries that answered yes. */
    static List<CapabilitySnapshot.Device> snapshotDevices(NativeResult r) {
        List<CapabilitySnapshot.Device> out = new ArrayList<>();
        for (DeviceReadings d : r.devices()) {
            Map<String, List<String>> byLibrary = new LinkedHashMap<>();
            for (CapabilityReading c : d.readings())
                if (Boolean.TRUE.equals(c.value()))
                    byLibrary.computeIfAbsent(c.library(), k -> new ArrayList<>())
                            .add(c.input() == null ? c.symbol() : c.symbol() + "(" + c.input() + ")");
            out.add(new CapabilitySnapshot.Device(d.device().pciAddress(), byLibrary));
        }
        return out;
    }
}
