/**
 * The live device probe: what DOCA and the devices on this host actually offer, read-only.
 *
 * <p>{@link dkg.ingest.probe.Probe#run(ProbeOptions)} is the front door. It tries the native path
 * first: {@link dkg.ingest.probe.DocaLibraries} finds {@code libdoca_common.so}, and
 * {@link dkg.ingest.probe.IsolatedProbe} runs {@link dkg.ingest.probe.NativeProbe} (Java FFM) in a
 * child JVM, {@link dkg.ingest.probe.ProbeChild}, so that a crash or hang in a driver is reported as
 * data instead of taking down the caller. The capability queries it calls are input
 * ({@link dkg.ingest.probe.CapabilityQuerySpec}, read from the graph), never a list in code.
 * {@link dkg.ingest.probe.ManualProbe} walks the contract's read-only fallback chain (pkg-config,
 * VERSION file, {@code doca_caps}, /sys, /proc). The results serialise to the
 * {@code doca-structured-tools-contract} shapes ({@link dkg.ingest.probe.DocaEnv},
 * {@link dkg.ingest.probe.CapabilitySnapshot}), and {@link dkg.ingest.probe.ProbeGraphWriter}
 * turns them into triples for the host's named graph.
 */
package dkg.ingest.probe;
