package dkg.ingest.probe;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/**
 * One line of the child's stdout protocol (JSON Lines). The child flushes an {@link Attempt} before
 * every native call, so when it dies the parent knows which query on which device killed it.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "event")
@JsonSubTypes({
        @JsonSubTypes.Type(value = ProbeEvent.Started.class, name = "started"),
        @JsonSubTypes.Type(value = ProbeEvent.Device.class, name = "device"),
        @JsonSubTypes.Type(value = ProbeEvent.Attempt.class, name = "attempt"),
        @JsonSubTypes.Type(value = ProbeEvent.Reading.class, name = "reading"),
        @JsonSubTypes.Type(value = ProbeEvent.Skipped.class, name = "skipped"),
        @JsonSubTypes.Type(value = ProbeEvent.Failed.class, name = "failed"),
        @JsonSubTypes.Type(value = ProbeEvent.Finished.class, name = "finished")})
public sealed interface ProbeEvent {
    /** Libraries loaded and {@code doca_version_runtime()} read. */
    record Started(String runtimeVersion, List<String> libraries) implements ProbeEvent {}
    /** A device enumerated by {@code doca_devinfo_create_list}. */
    record Device(DeviceIdentity device) implements ProbeEvent {}
    /** About to call {@code symbol} on the device (with {@code input}, if any). */
    record Attempt(String pciAddress, String symbol, String input) implements ProbeEvent {}
    /** The call returned. */
    record Reading(String pciAddress, CapabilityReading reading) implements ProbeEvent {}
    /** A spec not called. */
    record Skipped(SkippedQuery skipped) implements ProbeEvent {}
    /** The probe could not go on (library not loadable, enumeration failed). */
    record Failed(ProbeFailure failure) implements ProbeEvent {}
    /** Every device and spec done; the child exits 0 next. */
    record Finished() implements ProbeEvent {}
}
