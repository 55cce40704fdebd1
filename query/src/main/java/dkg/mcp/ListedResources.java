package dkg.mcp;

import dkg.docs.Documents;
import dkg.docs.SkillFile;
import dkg.kg.Generation;
import dkg.replica.ServedKg;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The resources an MCP server lists, kept to the generation it serves: every document by the source
 * answers cite, each skill's folder, every skill file. {@link #follow} is called before each request
 * the server handles; it costs two field reads while the served store is the one listed, and when a
 * replica switched snapshot or an ingest committed, it reads the new generation's documents once,
 * adds and removes the difference on the server and announces one list change.
 *
 * <p>Threads: {@link #follow} from any thread; the first caller after a change does the update, the
 * others wait for it, so no request is handled against a list of the wrong generation.
 */
final class ListedResources {
    private final ServedKg served;
    private final Function<String, McpSchema.ReadResourceResult> reader;
    private McpSyncServer server;
    private Runnable announce = () -> {};
    /** The generation listed: a cell of one store, so a replica's other snapshot or a commit is a different one. */
    private volatile Generation listedGeneration;
    private Map<String, McpSchema.Resource> listed = Map.of();

    /** @param reader reads a listed resource by its URI (the server's resources/read) */
    ListedResources(ServedKg served, Function<String, McpSchema.ReadResourceResult> reader) {
        this.served = served;
        this.reader = reader;
    }

    /** The resources of the generation served now, to build the server with; {@link #attach} it after. */
    synchronized List<SyncResourceSpecification> initial() {
        try (var pin = served.pin()) {
            Generation generation = served.kg().generation();
            listed = resourcesOf(generation);
            listedGeneration = generation;
        }
        return listed.values().stream().map(this::spec).toList();
    }

    /** The server whose list this keeps; {@code announce} tells its clients the list changed, once per change. */
    synchronized void attach(McpSyncServer server, Runnable announce) {
        this.server = server;
        this.announce = announce;
    }

    /** Brings the server's list to the generation served now, if it moved since the last look. */
    void follow() {
        if (served.kg().generation() == listedGeneration) return;
        try {
            update();
        } catch (RuntimeException e) {
            // the request is still answered; the list stays the last one read, and the next request tries again
            System.err.println("doca-kg mcp: could not read the new generation's resources: " + e.getMessage());
        }
    }

    private void update() {
        synchronized (this) {
            if (server == null) return;
            try (var pin = served.pin()) {
                Generation generation = served.kg().generation();
                if (generation == listedGeneration) return;
                Map<String, McpSchema.Resource> next = resourcesOf(generation);
                boolean changed = false;
                for (String uri : listed.keySet()) {
                    if (next.containsKey(uri)) continue;
                    server.removeResource(uri);
                    changed = true;
                }
                for (var r : next.values()) {
                    if (r.equals(listed.get(r.uri()))) continue;
                    server.addResource(spec(r));
                    changed = true;
                }
                listed = next;
                listedGeneration = generation;
                if (changed) announce.run();
            }
        }
    }

    private SyncResourceSpecification spec(McpSchema.Resource r) {
        return new SyncResourceSpecification(r, (ex, req) -> reader.apply(req.uri()));
    }

    /** Every resource of one generation, by URI. */
    static Map<String, McpSchema.Resource> resourcesOf(Generation g) {
        Map<String, McpSchema.Resource> out = new LinkedHashMap<>();
        // every document, by the source answers cite: skills, API reference, headers, samples
        for (String key : Documents.documentKeys(g)) {
            add(out, McpSchema.Resource.builder().uri(DocumentResources.uri(key)).name(key).title(key)
                    .description("Ingested document " + key + " (cited by answers as " + key + "#<anchor>)")
                    .mimeType(mimeOf(key)).build());
        }
        List<SkillFile> files = new ArrayList<>(Documents.skillFiles(g));
        // a skill hit cites the skill's folder: that reads as its SKILL.md
        for (SkillFile f : files) {
            if (!f.path().equals("SKILL.md")) continue;
            String folder = f.key().substring(0, f.key().length() - "/SKILL.md".length());
            add(out, McpSchema.Resource.builder().uri(DocumentResources.uri(folder)).name(folder).title(f.title() != null ? f.title() : f.skill())
                    .description("Skill " + f.skill() + ": its SKILL.md").mimeType("text/markdown").build());
        }
        for (SkillFile f : files) {
            add(out, McpSchema.Resource.builder().uri(SkillResources.uri(f)).name(f.skill() + "/" + f.path())
                    .title(f.title() != null ? f.title() : f.path())
                    .description((f.role() != null ? f.role() + " file" : "File") + " of skill " + f.skill())
                    .mimeType(f.path().endsWith(".yaml") ? "application/yaml" : "text/markdown").build());
        }
        return out;
    }

    /** A URI is listed once, as the first resource made for it. */
    private static void add(Map<String, McpSchema.Resource> out, McpSchema.Resource r) {
        out.putIfAbsent(r.uri(), r);
    }

    private static String mimeOf(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        if (k.endsWith(".html") || k.endsWith(".htm")) return "text/html";
        if (k.endsWith(".yaml") || k.endsWith(".yml")) return "application/yaml";
        if (k.endsWith(".c") || k.endsWith(".h") || k.endsWith(".cpp") || k.endsWith(".hpp") || k.endsWith(".cc")) return "text/x-c";
        return k.endsWith(".md") || k.endsWith(".txt") ? "text/markdown" : "text/plain";
    }
}
