package dkg.ingest.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the device blocks of {@code doca_caps --list-devs}. The tool's documented output opens each
 * device with {@code PCI: 0000:03:00.0} and follows with indented {@code key value} lines
 * ({@code ibdev_name mlx5_0}, {@code iface_name p0}, {@code mac_addr ...}, then capability lines);
 * only the device line and the two names are used, everything else is ignored.
 */
final class DocaCapsListing {
    private static final Pattern DEVICE = Pattern.compile("^\\s*PCI:\\s*(\\S+)\\s*$");
    private static final Pattern FIELD = Pattern.compile("^\\s+(ibdev_name|iface_name)\\s*:?\\s+(\\S+)\\s*$");

    private DocaCapsListing() {}

    static List<DeviceIdentity> parse(String output) {
        List<DeviceIdentity> out = new ArrayList<>();
        String pci = null, ibdev = null, iface = null;
        for (String line : output.lines().toList()) {
            Matcher d = DEVICE.matcher(line);
            if (d.matches()) {
                if (pci != null) out.add(new DeviceIdentity(pci, ibdev, iface));
                pci = d.group(1);
                ibdev = iface = null;
                continue;
            }
            Matcher f = FIELD.matcher(line);
            if (pci != null && f.matches()) {
                if (f.group(1).equals("ibdev_name")) ibdev = ibdev == null ? f.group(2) : ibdev;
                else iface = iface == null ? f.group(2) : iface;
            }
        }
        if (pci != null) out.add(new DeviceIdentity(pci, ibdev, iface));
        return out;
    }
}
