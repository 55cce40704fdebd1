package dkg.docs;

import dkg.error.BadInputException;
import dkg.storage.KgStore;
import dkg.vocab.DKG.Nodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Lists the ingested documents by source key and reads one back from disk: skills, API reference
 * pages, headers and samples alike, so every {@code source} an answer cites can be read.
 *
 * <p>A key is read only when the graph holds a Document with exactly that key, and only from a
 * regular file under a source root recorded at ingest (links resolved still inside it) whose
 * SHA-256 is one the graph recorded for it: a key names its file below the root itself or below a
 * prefix the ingest added (such as {@code api/3.0.0058/}), and the digest tells which candidate is
 * the file that was ingested, never another release's file of the same name nor one changed since.
 */
public final class DocumentFiles {
    /** Largest file read back (the ingest's default document bound). */
    static final long MAX_BYTES = 16L << 20;
    /** Most leading key segments an ingest adds before a file's path below its root ({@code doca-samples/3.3.0/}). */
    private static final int MAX_PREFIX_SEGMENTS = 2;

    private DocumentFiles() {}

    /** Every document's source key, sorted. */
    static List<String> keysIn(DatasetGraph d) {
        Set<String> keys = new TreeSet<>();
        d.find(Node.ANY, Node.ANY, Nodes.type, Nodes.Document).forEachRemaining(q -> {
            var it = d.find(Node.ANY, q.getSubject(), Nodes.sourcePath, Node.ANY);
            it.forEachRemaining(p -> { if (p.getObject().isLiteral()) keys.add(p.getObject().getLiteralLexicalForm()); });
        });
        return List.copyOf(keys);
    }

    static DocumentText read(KgStore store, String key) {
        if (key == null || key.isBlank()) throw new BadInputException("name a document by its source, e.g. skills/libs/doca-dma/SKILL.md");
        if (key.startsWith("/") || key.contains("\\") || key.contains("\0") || List.of(key.split("/")).contains(".."))
            throw new BadInputException("refused document path '" + shown(key) + "': give a source as answers cite it, without '..' or a leading '/'");
        Set<String> digests = store.read(d -> digestsOf(d, key));
        // a skill hit cites its folder: the skill is its SKILL.md
        if (digests.isEmpty() && !key.endsWith(".md") && !store.read(d -> digestsOf(d, key + "/SKILL.md")).isEmpty())
            return read(store, key + "/SKILL.md");
        if (digests.isEmpty())
            throw new BadInputException(BadInputException.Code.NOT_FOUND, "no ingested document " + shown(key) + "; cite a hit's source without its #anchor");
        for (Path file : candidates(store.sourceRoots(), key)) {
            try {
                if (Files.size(file) > MAX_BYTES) continue;
                byte[] bytes = Files.readAllBytes(file);
                if (digests.contains(sha256(bytes))) return new DocumentText(key, mimeType(key), new String(bytes, StandardCharsets.UTF_8));
            } catch (IOException e) {
                // unreadable candidate: try the next
            }
        }
        throw new BadInputException(BadInputException.Code.NOT_FOUND, "the file of " + shown(key)
                + " is not where it was ingested from, or has changed since; ingest its source again");
    }

    /** The digests recorded for the document with this key (a value may carry a parser suffix, {@code <hex>@2}). */
    private static Set<String> digestsOf(DatasetGraph d, String key) {
        Set<String> out = new TreeSet<>();
        d.find(Node.ANY, Node.ANY, Nodes.sourcePath, NodeFactory.createLiteralString(key)).forEachRemaining(q ->
                d.find(Node.ANY, q.getSubject(), Nodes.sha256, Node.ANY).forEachRemaining(h -> {
                    if (!h.getObject().isLiteral()) return;
                    String v = h.getObject().getLiteralLexicalForm();
                    out.add((v.indexOf('@') >= 0 ? v.substring(0, v.indexOf('@')) : v).toLowerCase(Locale.ROOT));
                }));
        return out;
    }

    /** Regular files under the recorded roots the key may name, links resolved still inside their root. */
    private static List<Path> candidates(List<Path> roots, String key) {
        List<Path> out = new ArrayList<>();
        String[] parts = key.split("/");
        for (Path root : roots) {
            for (int skip = 0; skip <= Math.min(MAX_PREFIX_SEGMENTS, parts.length - 1); skip++) {
                try {
                    Path realRoot = root.toRealPath();
                    Path candidate = root.resolve(String.join("/", List.of(parts).subList(skip, parts.length))).normalize();
                    if (!candidate.startsWith(root.normalize()) || !Files.isRegularFile(candidate)) continue;
                    Path real = candidate.toRealPath();
                    if (real.startsWith(realRoot)) out.add(real);
                } catch (IOException | InvalidPathException e) {
                    // root gone or unreadable: try the next
                }
            }
        }
        return out;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String mimeType(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        if (k.endsWith(".md") || k.endsWith(".txt")) return "text/markdown";
        if (k.endsWith(".html") || k.endsWith(".htm")) return "text/html";
        if (k.endsWith(".yaml") || k.endsWith(".yml")) return "application/yaml";
        if (k.endsWith(".c") || k.endsWith(".h") || k.endsWith(".cpp") || k.endsWith(".hpp") || k.endsWith(".cc")) return "text/x-c";
        return "text/plain";
    }

    private static String shown(String key) { return key.length() <= 200 ? key : key.substring(0, 199) + "…"; }
}
