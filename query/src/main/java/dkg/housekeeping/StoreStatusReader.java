package dkg.housekeeping;

import dkg.kg.EmptyStore;
import dkg.layout.StoreLayout;
import dkg.storage.KgStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a {@link StoreStatus} without creating anything: a missing store stays missing, and a store
 * another live process holds is not opened (TDB2 would refuse), only described.
 */
public final class StoreStatusReader {
    private static final Pattern PID = Pattern.compile("\"?pid\"?\\s*[:=]\\s*(\\d+)");

    private StoreStatusReader() {}

    /**
     * @param holder the process holding the store as it told (see {@code dkg.hold}), or null when
     *               none answered: then only TDB2's lock file can still name one
     */
    public static StoreStatus read(Path storeDir, StoreStatus.Holder holder) {
        Path dir = storeDir.toAbsolutePath().normalize();
        EmptyStore.requireFolder(dir);
        if (EmptyStore.missing(dir)) return new StoreStatus(dir.toString(), "missing", 0, 0, 0, List.of(), null, size(dir));
        if (holder == null) holder = lockHolder(dir);
        if (holder != null) return new StoreStatus(dir.toString(), "held", -1, -1, -1, List.of(), holder, size(dir));
        try (KgStore store = KgStore.open(dir)) {
            return read(store, null);
        }
    }

    /**
     * The status of a store this process has open, read inside its transactions: never closes it,
     * so a holder answering {@code status} for another process goes on serving.
     */
    public static StoreStatus read(KgStore store, StoreStatus.Holder self) {
        Path dir = store.directory().toAbsolutePath().normalize();
        List<KgStore.StoredGraph> graphs = store.storedGraphs();
        long documents = graphs.stream().filter(g -> g.sourceKey() != null && !g.sourceKey().startsWith("probe:")).count();
        long quads = store.quadCount();
        return new StoreStatus(dir.toString(), documents == 0 ? "empty" : "ready", store.generation(), documents, quads,
                summarise(graphs), self, size(dir));
    }

    /** Groups graphs by the first segments of their keys: {@code skills}, {@code api/3.0.0058}, ... */
    public static List<StoreStatus.SourceSummary> summarise(List<KgStore.StoredGraph> graphs) {
        Map<String, String[]> groups = new LinkedHashMap<>();
        Map<String, Long> counts = new LinkedHashMap<>();
        for (KgStore.StoredGraph g : graphs) {
            String key = g.sourceKey();
            String source, version = null, forget;
            if (key == null) {
                source = "host";
                forget = g.graph();
            } else if (key.startsWith("probe:")) {
                source = "host";
                version = key.substring("probe:".length());
                forget = key;
            } else if (key.contains("://")) {
                source = "web";
                forget = key;
            } else {
                String[] parts = key.split("/");
                source = parts[0];
                boolean versioned = parts.length > 2 && List.of("api", "include", "localized").contains(source);
                if (versioned) version = parts[1];
                forget = versioned ? source + "/" + version + "/" : parts.length > 1 ? source + "/" : key;
            }
            String id = source + "\u0000" + version + "\u0000" + (key == null ? g.graph() : "");
            String[] v = groups.computeIfAbsent(id, k -> new String[4]);
            v[0] = source;
            v[1] = version;
            if (g.modified() != null && (v[2] == null || g.modified().compareTo(v[2]) > 0)) v[2] = g.modified();
            v[3] = forget;
            counts.merge(id, 1L, Long::sum);
        }
        List<StoreStatus.SourceSummary> out = new ArrayList<>();
        groups.forEach((id, v) -> out.add(new StoreStatus.SourceSummary(v[0], v[1], counts.get(id), v[2], v[3])));
        return out;
    }

    /**
     * The live process that has the store open, by the pid TDB2 writes into its lock file (left
     * behind after a clean exit, so only a live process other than this one counts): a process that
     * opened the store without answering for it, or a holder that did not answer.
     */
    public static StoreStatus.Holder lockHolder(Path dir) {
        Path lock = StoreLayout.graph(dir).resolve("tdb.lock");
        Long pid = pidIn(lock);
        // a recycled pid belongs to some other program: only a JVM can hold TDB2's lock
        if (pid != null && alive(pid) && isJava(pid)) return new StoreStatus.Holder(pid, dkg.storage.Processes.commandOf(pid), "tdb2/tdb.lock", null, null);
        return null;
    }

    private static Long pidIn(Path file) {
        if (!Files.isRegularFile(file)) return null;
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            if (text.matches("\\d+")) return Long.parseLong(text);
            Matcher m = PID.matcher(text);
            return m.find() ? Long.parseLong(m.group(1)) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static boolean alive(long pid) {
        return pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static boolean isJava(long pid) {
        return ProcessHandle.of(pid).flatMap(h -> h.info().command()).map(c -> c.endsWith("java")).orElse(true);
    }

    /**
     * Bytes the store folder takes on disk, the download cache excluded (it is not the store). TDB2
     * pre-sizes sparse files, so file lengths would overstate it many times: {@code du} counts
     * allocated blocks; without {@code du}, file lengths are the fallback.
     */
    private static long size(Path dir) {
        if (!Files.isDirectory(dir)) return 0;
        try {
            Process du = new ProcessBuilder("du", "-sk", "--exclude=" + StoreLayout.cache(dir), dir.toString())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(du.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (du.waitFor() == 0 && out.matches("\\d+\\s.*")) return Long.parseLong(out.split("\\s")[0]) * 1024;
        } catch (IOException e) {
            // no du: fall back to file lengths
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> !p.startsWith(StoreLayout.cache(dir))).filter(Files::isRegularFile).mapToLong(p -> {
                try { return Files.size(p); } catch (IOException e) { return 0; }
            }).sum();
        } catch (IOException | java.io.UncheckedIOException e) {
            return 0;
        }
    }
}
