package dkg.render;

import dkg.ingest.probe.CapabilityReading;
import dkg.ingest.probe.DeviceIdentity;
import dkg.ingest.probe.DeviceReadings;
import dkg.ingest.probe.ProbeReport;
import java.util.Locale;

/** Host, path and DOCA version, then each device with the values its capability queries read. */
final class ProbeText implements TextRenderer<ProbeReport> {
    @Override
    public String text(ProbeReport report) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("host %s, %s path, DOCA %s%n", report.hostName(), report.path().name().toLowerCase(Locale.ROOT),
                report.snapshot().docaVersion() == null ? "not found" : report.snapshot().docaVersion()));
        if (report.nativeResult() != null) {
            for (DeviceReadings d : report.nativeResult().devices()) {
                b.append(device(d.device())).append('\n');
                for (CapabilityReading r : d.readings())
                    b.append(String.format("    %s%s = %s%n", r.symbol(), r.input() == null ? "" : "(" + r.input() + ")",
                            r.failed() ? r.error() : r.value()));
            }
        } else {
            if (report.devices().isEmpty()) b.append("no NVIDIA devices found\n");
            for (DeviceIdentity d : report.devices()) b.append(device(d)).append('\n');
        }
        return b.toString();
    }

    private static String device(DeviceIdentity d) {
        return "  " + d.pciAddress() + (d.ibdevName() == null ? "" : "  " + d.ibdevName())
                + (d.ifaceName() == null ? "" : "  " + d.ifaceName());
    }
}
