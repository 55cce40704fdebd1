package dkg.code;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The call-site section of a catalog file, read one symbol at a time: a string table (paths,
 * functions, releases), then per symbol its name, its number of sites and the byte length of their
 * block, then the blocks. Opening it reads only the symbol names and where their blocks start; a
 * one-shot {@code examples} decodes one block, {@code check} none. Thread-safe.
 */
final class FileSites implements SiteSource {
    private final byte[] bytes;
    private final int tableAt;
    /** Symbol → {offset of its block, number of sites}. */
    private final Map<String, int[]> blocks;
    private volatile String[] table;
    private final Map<String, List<SiteRecord>> decoded = new ConcurrentHashMap<>();
    private volatile Map<String, List<SiteRecord>> all;

    private FileSites(byte[] bytes, int tableAt, Map<String, int[]> blocks) {
        this.bytes = bytes;
        this.tableAt = tableAt;
        this.blocks = blocks;
    }

    /** The section for {@code sites}, whose lists are already in {@link SiteSource#ORDER}. */
    static ByteArrayOutputStream write(Map<String, List<SiteRecord>> sites) throws IOException {
        Map<String, Integer> index = new HashMap<>();
        List<String> strings = new ArrayList<>();
        Map<String, byte[]> blocks = new LinkedHashMap<>();
        for (var e : sites.entrySet()) {
            var block = new ByteArrayOutputStream();
            var b = new DataOutputStream(block);
            for (SiteRecord s : e.getValue()) {
                str(b, s.use(), index, strings);
                str(b, s.docaVersion(), index, strings);
                str(b, s.path(), index, strings);
                b.writeInt(s.line());
                b.writeInt(s.column());
                str(b, s.function(), index, strings);
                b.writeInt(s.functionLines());
                str(b, s.unitKind(), index, strings);
                str(b, s.unit(), index, strings);
                boolean usual = s.sourceRef().equals(CatalogFile.usualRef(s.docaVersion(), s.path(), s.line()));
                b.writeBoolean(usual);
                if (!usual) str(b, s.sourceRef(), index, strings);
                b.writeInt(s.args());
            }
            b.flush();
            blocks.put(e.getKey(), block.toByteArray());
        }
        var out = new ByteArrayOutputStream();
        var d = new DataOutputStream(out);
        d.writeInt(strings.size());
        for (String s : strings) d.writeUTF(s);
        d.writeInt(blocks.size());
        for (var e : blocks.entrySet()) {
            d.writeUTF(e.getKey());
            d.writeInt(sites.get(e.getKey()).size());
            d.writeInt(e.getValue().length);
            d.write(e.getValue());
        }
        d.flush();
        return out;
    }

    private static void str(DataOutputStream b, String s, Map<String, Integer> index, List<String> strings) throws IOException {
        if (s == null) { b.writeInt(-1); return; }
        Integer i = index.get(s);
        if (i == null) {
            i = strings.size();
            strings.add(s);
            index.put(s, i);
        }
        b.writeInt(i);
    }

    /** Reads where each symbol's block is; the blocks and the string table stay undecoded. */
    static FileSites read(byte[] bytes) throws IOException {
        var in = new DataInputStream(new ByteArrayInputStream(bytes));
        int strings = in.readInt();
        if (strings < 0) throw new IOException("not a catalog file (a site table of " + strings + ")");
        for (int i = 0; i < strings; i++) in.skipBytes(in.readUnsignedShort());
        int tableAt = 0;
        int symbols = in.readInt();
        Map<String, int[]> blocks = new HashMap<>(symbols * 2);
        for (int i = 0; i < symbols; i++) {
            String name = in.readUTF();
            int count = in.readInt(), length = in.readInt();
            if (count < 0 || length < 0 || length > in.available()) throw new IOException("not a catalog file (a site block of " + length + " bytes)");
            blocks.put(name, new int[] {bytes.length - in.available(), count});
            in.skipBytes(length);
        }
        if (in.available() != 0) throw new IOException("not a catalog file (" + in.available() + " bytes after the sites)");
        return new FileSites(bytes, tableAt, blocks);
    }

    @Override
    public List<SiteRecord> of(String symbol) {
        int[] block = blocks.get(symbol);
        if (block == null) return List.of();
        return decoded.computeIfAbsent(symbol, s -> decode(s, block));
    }

    @Override
    public Map<String, List<SiteRecord>> all() {
        Map<String, List<SiteRecord>> a = all;
        if (a == null) {
            Map<String, List<SiteRecord>> m = new HashMap<>();
            for (String s : blocks.keySet()) m.put(s, of(s));
            all = a = java.util.Collections.unmodifiableMap(m);
        }
        return a;
    }

    private List<SiteRecord> decode(String symbol, int[] block) {
        String[] t = table();
        try {
            var in = new DataInputStream(new ByteArrayInputStream(bytes, block[0], bytes.length - block[0]));
            List<SiteRecord> out = new ArrayList<>(block[1]);
            for (int k = block[1]; k > 0; k--) {
                String use = s(in, t), rel = s(in, t), path = s(in, t);
                int line = in.readInt(), col = in.readInt();
                String fn = s(in, t);
                int fl = in.readInt();
                String kind = s(in, t), unit = s(in, t);
                String ref = in.readBoolean() ? CatalogFile.usualRef(rel, path, line) : s(in, t);
                out.add(new SiteRecord(symbol, use, rel, path, line, col, fn, fl, kind, unit, ref, in.readInt()));
            }
            return List.copyOf(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String[] table() {
        String[] t = table;
        if (t == null) {
            try {
                var in = new DataInputStream(new ByteArrayInputStream(bytes, tableAt, bytes.length - tableAt));
                t = new String[in.readInt()];
                for (int i = 0; i < t.length; i++) t[i] = in.readUTF();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            table = t;
        }
        return t;
    }

    private static String s(DataInputStream in, String[] t) throws IOException {
        int i = in.readInt();
        if (i == -1) return null;
        if (i < 0 || i >= t.length) throw new IOException("not a catalog file (site string " + i + ")");
        return t[i];
    }
}
