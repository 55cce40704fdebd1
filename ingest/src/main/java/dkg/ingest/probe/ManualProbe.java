package dkg.ingest.probe;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The contract's manual fallback chain for {@code doca-env --json}, read-only and step by step; a
 * step that cannot answer leaves its field null (or false / empty) and the next step runs anyway.
 * Runs only {@code pkg-config}, {@code doca_caps --version}/{@code --list-devs} and
 * {@code mlxconfig -d <pci> q INTERNAL_CPU_MODEL} (on a BlueField, when on the search path); reads
 * everything else from files under {@link ProbeOptions#root()}.
 */
public final class ManualProbe {
    static final String DOCA = "/opt/mellanox/doca";
    private static final Pattern VERSION = Pattern.compile("\\d+\\.\\d+\\.\\d+[0-9A-Za-z.\\-]*");
    private static final Pattern CPU_MODEL = Pattern.compile("INTERNAL_CPU_MODEL\\s+(\\w+)");
    private static final String MELLANOX_VENDOR = "0x15b3";

    private final ProbeOptions options;
    private final HostFiles files;
    private final Commands commands;

    public ManualProbe(ProbeOptions options) {
        this.options = options;
        this.files = new HostFiles(options.root());
        this.commands = new Commands(options.searchPath(), Duration.ofSeconds(10));
    }

    /** What the manual chain found, plus the device list {@code doca_caps} printed (for the snapshot). */
    public record Facts(DocaEnv env, List<DeviceIdentity> docaCapsDevices, boolean docaInstallSeen) {}

    /**
     * Walks the chain. {@code nativeDevices}, when the native path enumerated devices, replace
     * {@code doca_caps --list-devs}; either way Mellanox functions found in sysfs are added.
     */
    public Facts read(List<DeviceIdentity> nativeDevices) {
        String pkgConfig = commands.line("pkg-config", "--modversion", "doca-common").orElse(null);
        String appsVersion = files.firstLine(DOCA + "/applications/VERSION").orElse(null);
        Optional<String> docaCaps = docaCapsCommand();
        String capsVersion = docaCaps.flatMap(c -> commands.output(c, "--version")).map(ManualProbe::versionIn).orElse(null);
        List<DeviceIdentity> capsDevices = nativeDevices != null ? List.of()
                : docaCaps.flatMap(c -> commands.output(c, "--list-devs")).map(DocaCapsListing::parse).orElse(List.of());

        String hostKind = hostKind();
        String bfb = "bluefield".equals(hostKind) ? files.firstLine("/etc/mlnx-release").orElse(null) : null;
        var version = new DocaEnv.Version(pkgConfig, appsVersion, capsVersion, bfb,
                consistent(pkgConfig, appsVersion, capsVersion, bfb));

        List<DocaEnv.Device> devices = devices(nativeDevices != null ? nativeDevices : capsDevices);
        List<DocaEnv.Library> libraries = libraries();
        String bfMode = "bluefield".equals(hostKind) ? bfMode(devices) : null;
        var env = new DocaEnv(version, devices, libraries, samplePaths(), drivers(), hugepages(), hostKind, bfMode);
        boolean seen = pkgConfig != null || appsVersion != null || docaCaps.isPresent()
                || libraries.stream().anyMatch(DocaEnv.Library::installed);
        return new Facts(env, capsDevices, seen);
    }

    /** doca_caps from the search path, else its documented home {@code /opt/mellanox/doca/tools}. */
    private Optional<String> docaCapsCommand() {
        Optional<Path> onPath = commands.which("doca_caps");
        if (onPath.isPresent()) return Optional.of(onPath.get().toString());
        Path tool = files.path(DOCA + "/tools/doca_caps");
        return Files.isExecutable(tool) ? Optional.of(tool.toString()) : Optional.empty();
    }

    static String versionIn(String text) {
        Matcher m = VERSION.matcher(text);
        if (m.find()) return m.group();
        String first = text.lines().map(String::trim).filter(l -> !l.isEmpty()).findFirst().orElse(null);
        return first;
    }

    /**
     * True when every known version names the same release. The sources differ in precision
     * ({@code 3.0.0058} from pkg-config, {@code 3.0.0} in a BFB name), so one may be a prefix of the other.
     */
    static Boolean consistent(String... versions) {
        List<String> known = Stream.of(versions).filter(v -> v != null).map(v -> {
            Matcher m = Pattern.compile("\\d+\\.\\d+\\.\\d+").matcher(v.replace('_', ' '));
            return m.find() ? v.substring(m.start()).split("[^0-9.]", 2)[0] : v;
        }).toList();
        if (known.isEmpty()) return null;
        for (String a : known) for (String b : known)
            if (!a.startsWith(b) && !b.startsWith(a)) return false;
        return true;
    }

    /** BlueField when the device tree or DMI says so; host when either is readable or the CPU is x86; else unknown. */
    String hostKind() {
        Optional<String> model = files.read("/proc/device-tree/model");
        Optional<String> product = files.read("/sys/class/dmi/id/product_name");
        if (Stream.of(model, product).flatMap(Optional::stream).anyMatch(s -> s.toLowerCase(Locale.ROOT).contains("bluefield")))
            return "bluefield";
        if (model.isPresent() || product.isPresent()) return "host";
        // no DMI (VMs, containers): BlueField's Arm side is aarch64, so an x86 CPU is a host
        return files.read("/proc/cpuinfo").filter(s -> s.contains("vendor_id")).isPresent() ? "host" : "unknown";
    }

    /** The given devices plus every Mellanox (vendor 0x15b3) PCI function in sysfs, enriched from sysfs. */
    private List<DocaEnv.Device> devices(List<DeviceIdentity> seen) {
        Map<String, DeviceIdentity> byAddress = new TreeMap<>();
        for (DeviceIdentity d : seen) byAddress.put(d.pciAddress(), d);
        for (Path dev : files.list("/sys/bus/pci/devices")) {
            String vendor = files.firstLine(files.hostPath(dev.resolve("vendor"))).orElse("");
            String pci = dev.getFileName().toString();
            if (vendor.equalsIgnoreCase(MELLANOX_VENDOR) && !byAddress.containsKey(pci))
                byAddress.put(pci, new DeviceIdentity(pci, null, null));
        }
        List<DocaEnv.Device> out = new ArrayList<>();
        for (DeviceIdentity d : byAddress.values()) {
            String sys = "/sys/bus/pci/devices/" + d.pciAddress();
            String kind = files.exists(sys) ? (files.exists(sys + "/physfn") ? "VF" : "PF") : null;
            String name = d.ifaceName() != null ? d.ifaceName()
                    : files.list(sys + "/net").stream().map(p -> p.getFileName().toString()).findFirst().orElse(d.ibdevName());
            String state = "unknown";
            Integer mtu = null;
            if (name != null) {
                String oper = files.firstLine("/sys/class/net/" + name + "/operstate").orElse("");
                state = switch (oper) { case "up" -> "active"; case "down", "lowerlayerdown" -> "down"; default -> "unknown"; };
                mtu = files.firstLine("/sys/class/net/" + name + "/mtu").flatMap(ManualProbe::integer).map(Long::intValue).orElse(null);
            }
            out.add(new DocaEnv.Device(d.pciAddress(), kind, name, null, state, mtu));
        }
        return out;
    }

    /** doca-*.pc files in DOCA's pkgconfig dirs, plus the modules the graph knows (installed or not). */
    private List<DocaEnv.Library> libraries() {
        List<Path> dirs = new ArrayList<>();
        commands.line("pkg-config", "--variable=pcfiledir", "doca-common").ifPresent(d -> dirs.add(files.path(d)));
        for (String d : List.of(DOCA + "/lib/" + DocaLibraries.multiarch() + "/pkgconfig", DOCA + "/lib64/pkgconfig",
                DOCA + "/infrastructure/lib/pkgconfig", DOCA + "/lib/pkgconfig"))
            dirs.add(files.path(d));
        Map<String, String> found = new LinkedHashMap<>();
        for (Path dir : dirs)
            for (Path pc : HostFiles.list(dir)) {
                String f = pc.getFileName().toString();
                if (f.startsWith("doca-") && f.endsWith(".pc"))
                    found.putIfAbsent(f.substring(0, f.length() - 3), files.hostPath(pc));
            }
        Map<String, DocaEnv.Library> out = new TreeMap<>();
        for (String module : options.libraryModules()) out.put(module, new DocaEnv.Library(module, false, null));
        found.forEach((module, path) -> out.put(module, new DocaEnv.Library(module, true, path)));
        return List.copyOf(out.values());
    }

    /** One entry per directory under /opt/mellanox/doca/samples ({@code doca_dma} → library {@code doca-dma}). */
    private List<DocaEnv.SamplePath> samplePaths() {
        return files.list(DOCA + "/samples").stream().filter(Files::isDirectory)
                .map(p -> new DocaEnv.SamplePath(p.getFileName().toString().replace('_', '-'), files.hostPath(p)))
                .toList();
    }

    private DocaEnv.Drivers drivers() {
        String kernel = files.firstLine("/proc/sys/kernel/osrelease")
                .or(() -> isRealRoot() ? commands.line("uname", "-r") : Optional.empty()).orElse(null);
        return new DocaEnv.Drivers(files.exists("/sys/module/mlx5_core"), files.exists("/sys/module/mlx5_ib"), kernel);
    }

    /** Free pages per size from sysfs; the default size falls back to /proc/meminfo; mount from /proc/mounts. */
    private DocaEnv.Hugepages hugepages() {
        Map<String, Long> meminfo = new LinkedHashMap<>();
        files.read("/proc/meminfo").ifPresent(s -> s.lines().forEach(l -> {
            String[] kv = l.split(":", 2);
            if (kv.length == 2) integer(kv[1].trim().split("\\s+")[0]).ifPresent(v -> meminfo.put(kv[0].trim(), v));
        }));
        Long defaultSizeKb = meminfo.get("Hugepagesize");
        Long free = meminfo.get("HugePages_Free");
        Long twoM = freePages(2048, defaultSizeKb, free);
        Long oneG = freePages(1048576, defaultSizeKb, free);
        String mount = files.read("/proc/mounts").flatMap(s -> s.lines().map(l -> l.split("\\s+"))
                .filter(f -> f.length > 2 && f[2].equals("hugetlbfs")).map(f -> f[1]).findFirst()).orElse(null);
        return new DocaEnv.Hugepages(twoM, oneG, mount);
    }

    private Long freePages(long sizeKb, Long defaultSizeKb, Long meminfoFree) {
        Optional<Long> sys = files.firstLine("/sys/kernel/mm/hugepages/hugepages-" + sizeKb + "kB/free_hugepages").flatMap(ManualProbe::integer);
        if (sys.isPresent()) return sys.get();
        return defaultSizeKb != null && defaultSizeKb == sizeKb ? meminfoFree : null;
    }

    /** {@code mlxconfig -d <pci> q INTERNAL_CPU_MODEL} on the first function: EMBEDDED_CPU → dpu, SEPARATED_HOST → smartnic. */
    private String bfMode(List<DocaEnv.Device> devices) {
        if (devices.isEmpty()) return null;
        return commands.output("mlxconfig", "-d", devices.getFirst().pcieAddress(), "q", "INTERNAL_CPU_MODEL")
                .map(CPU_MODEL::matcher).filter(Matcher::find).map(m -> switch (m.group(1)) {
                    case "EMBEDDED_CPU" -> "dpu";
                    case "SEPARATED_HOST" -> "smartnic";
                    default -> null;
                }).orElse(null);
    }

    private boolean isRealRoot() {
        return options.root().toAbsolutePath().normalize().equals(Path.of("/"));
    }

    static Optional<Long> integer(String s) {
        try {
            return Optional.of(Long.parseLong(s.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
