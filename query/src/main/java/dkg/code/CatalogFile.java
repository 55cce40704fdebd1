package dkg.code;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@link CodeCatalog} and the samples trees' folders in a compact binary form, so a one-shot
 * {@code examples} or {@code check} reads one file instead of the graph. Strings go through a table
 * (symbol names, paths and functions repeat across hundreds of thousands of call sites). The call
 * sites come last, in their own section ({@link FileSites}) that is decoded one symbol at a time;
 * what check needs of them (each symbol's first use per release, the trees' releases) is in the
 * main part.
 */
public final class CatalogFile {
    private CatalogFile() {}

    /** A catalog and where its trees' files are read back from. */
    public record Contents(CodeCatalog catalog, List<Path> sourceRoots) {}

    public static void write(DataOutput out, CodeCatalog c, List<Path> roots) throws IOException {
        Strings table = new Strings();
        // the body is written first to collect the strings; the table goes out first so reading is one pass
        var body = new java.io.ByteArrayOutputStream();
        var b = new java.io.DataOutputStream(body);
        b.writeInt(roots.size());
        for (Path p : roots) table.write(b, p.toString());
        b.writeInt(c.definitionsMap().size());
        for (var e : c.definitionsMap().entrySet()) {
            table.write(b, e.getKey());
            b.writeInt(e.getValue().size());
            for (CodeCatalog.Definition d : e.getValue()) {
                table.write(b, d.docaVersion());
                table.write(b, d.stability());
                table.write(b, d.returnType());
                table.write(b, d.sourceRef());
                table.write(b, d.apiSource());
                b.writeInt(d.params());
            }
        }
        set(b, table, c.canFailSet());
        set(b, table, c.functionSet());
        // what check needs of the call sites, ready made; the sites themselves go in their own section
        b.writeInt(c.sampleEvidenceMap().size());
        for (var e : c.sampleEvidenceMap().entrySet()) {
            table.write(b, e.getKey());
            b.writeInt(e.getValue().size());
            for (var r : e.getValue().entrySet()) {
                table.write(b, r.getKey());
                table.write(b, r.getValue());
            }
        }
        b.writeInt(c.treeReleases().size());
        for (String r : c.treeReleases()) table.write(b, r);
        b.writeInt(c.guardsMap().size());
        for (var e : c.guardsMap().entrySet()) {
            table.write(b, e.getKey());
            b.writeInt(e.getValue().size());
            for (String g : e.getValue()) table.write(b, g);
        }
        b.writeInt(c.dmaPermissions().size());
        for (CodeCatalog.Permission p : c.dmaPermissions()) {
            table.write(b, p.role());
            table.write(b, p.flag());
            table.write(b, p.sourceRef());
        }
        b.writeInt(c.flagBitsMap().size());
        for (var e : c.flagBitsMap().entrySet()) {
            table.write(b, e.getKey());
            b.writeLong(e.getValue());
        }
        set(b, table, c.headerSet());
        b.writeInt(c.typeMentionsMap().size());
        for (var e : c.typeMentionsMap().entrySet()) {
            table.write(b, e.getKey());
            b.writeInt(e.getValue().size());
            for (var r : e.getValue().entrySet()) {
                table.write(b, r.getKey());
                table.write(b, r.getValue());
            }
        }
        b.writeInt(c.stated().size());
        for (StatedChange f : c.stated())
            for (String v : new String[] {f.kind(), f.release(), f.formerName(), f.currentName(), f.formerPrefix(), f.currentPrefix(), f.statement(), f.sourceRef()})
                table.write(b, v);
        table.write(b, c.probedVersion());
        b.flush();
        out.writeInt(table.list.size());
        for (String s : table.list) out.writeUTF(s);
        out.writeInt(body.size());
        copy(body, out);
        var sites = FileSites.write(c.allSites());
        out.writeInt(sites.size());
        copy(sites, out);
    }

    private static void copy(java.io.ByteArrayOutputStream from, DataOutput out) throws IOException {
        from.writeTo(new java.io.OutputStream() {
            @Override public void write(int x) throws IOException { out.write(x); }
            @Override public void write(byte[] a, int off, int len) throws IOException { out.write(a, off, len); }
        });
    }

    public static Contents read(DataInput in) throws IOException {
        int n = count(in);
        String[] t = new String[n];
        for (int i = 0; i < n; i++) t[i] = in.readUTF();
        count(in); // the body's length, for a reader that skips it
        List<Path> roots = new ArrayList<>();
        for (int i = count(in); i > 0; i--) roots.add(Path.of(s(in, t)));
        Map<String, List<CodeCatalog.Definition>> defs = new HashMap<>();
        for (int i = count(in); i > 0; i--) {
            String name = s(in, t);
            List<CodeCatalog.Definition> l = new ArrayList<>();
            for (int k = count(in); k > 0; k--) l.add(new CodeCatalog.Definition(s(in, t), s(in, t), s(in, t), s(in, t), s(in, t), in.readInt()));
            defs.put(name, l);
        }
        Set<String> canFail = set(in, t), functions = set(in, t);
        Map<String, Map<String, String>> evidence = new HashMap<>();
        for (int i = count(in); i > 0; i--) {
            String name = s(in, t);
            Map<String, String> m = new HashMap<>();
            for (int k = count(in); k > 0; k--) m.put(s(in, t), s(in, t));
            evidence.put(name, m);
        }
        List<String> trees = new ArrayList<>();
        for (int i = count(in); i > 0; i--) trees.add(s(in, t));
        Map<String, List<String>> guards = new HashMap<>();
        for (int i = count(in); i > 0; i--) {
            String task = s(in, t);
            List<String> l = new ArrayList<>();
            for (int k = count(in); k > 0; k--) l.add(s(in, t));
            guards.put(task, l);
        }
        List<CodeCatalog.Permission> perms = new ArrayList<>();
        for (int i = count(in); i > 0; i--) perms.add(new CodeCatalog.Permission(s(in, t), s(in, t), s(in, t)));
        Map<String, Long> bits = new HashMap<>();
        for (int i = count(in); i > 0; i--) bits.put(s(in, t), in.readLong());
        Set<String> headers = set(in, t);
        Map<String, Map<String, String>> types = new HashMap<>();
        for (int i = count(in); i > 0; i--) {
            String name = s(in, t);
            Map<String, String> m = new HashMap<>();
            for (int k = count(in); k > 0; k--) m.put(s(in, t), s(in, t));
            types.put(name, m);
        }
        List<StatedChange> stated = new ArrayList<>();
        for (int i = count(in); i > 0; i--)
            stated.add(new StatedChange(s(in, t), s(in, t), s(in, t), s(in, t), s(in, t), s(in, t), s(in, t), s(in, t)));
        String probed = s(in, t);
        byte[] sites = new byte[Math.max(0, count(in))];
        in.readFully(sites);
        return new Contents(CodeCatalog.of(defs, canFail, functions, FileSites.read(sites), evidence, trees, guards, List.copyOf(perms), bits,
                headers, types, stated, probed), List.copyOf(roots));
    }

    static String usualRef(String release, String path, int line) { return "doca-samples/" + release + "/" + path + "#L" + line; }

    private static void set(DataOutput b, Strings table, Set<String> set) throws IOException {
        b.writeInt(set.size());
        for (String s : set) table.write(b, s);
    }

    private static Set<String> set(DataInput in, String[] t) throws IOException {
        Set<String> out = new HashSet<>();
        for (int i = count(in); i > 0; i--) out.add(s(in, t));
        return out;
    }

    private static String s(DataInput in, String[] t) throws IOException {
        int i = in.readInt();
        if (i == -1) return null;
        if (i < 0 || i >= t.length) throw new IOException("not a catalog file (string " + i + ")");
        return t[i];
    }

    private static int count(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > 1 << 26) throw new IOException("not a catalog file (a count of " + n + ")");
        return n;
    }

    /** Each distinct string once, referred to by its index; -1 for null. */
    private static final class Strings {
        final List<String> list = new ArrayList<>();
        final Map<String, Integer> index = new HashMap<>();

        void write(DataOutput out, String s) throws IOException {
            if (s == null) { out.writeInt(-1); return; }
            Integer i = index.get(s);
            if (i == null) {
                i = list.size();
                list.add(s);
                index.put(s, i);
            }
            out.writeInt(i);
        }
    }
}
