package dkg.docs;

import dkg.error.BadInputException;
import dkg.storage.KgStore;
import dkg.vocab.DKG.Nodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Lists the skill files the graph knows and reads one back from disk.
 *
 * <p>A file is readable only when (1) the graph holds a Document whose source key is exactly the
 * skill folder plus the asked path, and (2) the file, with symbolic links resolved, lies inside a
 * source root recorded at ingest. Anything else — {@code ..}, absolute paths, links leading out,
 * files never ingested — is refused as a {@link BadInputException}, so no path a caller sends reaches the
 * file system unchecked.
 */
public final class SkillFiles {
    private final KgStore store;

    SkillFiles(KgStore store) { this.store = store; }

    /** @param ingested the skill files the graph records ({@link #listIn}) */
    SkillFileText read(List<SkillFile> ingested, String skill, String path) {
        if (skill == null || skill.isBlank() || path == null || path.isBlank())
            throw new BadInputException("name a skill and a file in it, e.g. doca-dma and SKILL.md");
        if (path.startsWith("/") || path.contains("\\") || path.contains("\0") || List.of(path.split("/")).contains(".."))
            throw new BadInputException("refused file path '" + path + "': give a path inside the skill folder, without '..' or a leading '/'");
        SkillFile file = ingested.stream().filter(f -> f.skill().equals(skill) && f.path().equals(path)).findFirst()
                .orElseThrow(() -> new BadInputException("no ingested file " + path + " in skill '" + skill + "'; list the resources to see what exists"));
        Path disk = locate(file.key())
                .orElseThrow(() -> new BadInputException("the source folder of " + file.key() + " is not on this machine any more; ingest it again"));
        try {
            String mime = path.endsWith(".yaml") || path.endsWith(".yml") ? "application/yaml" : "text/markdown";
            return new SkillFileText(file, mime, Files.readString(disk));
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file.key() + ": " + e.getMessage());
        }
    }

    /** The file under one of the recorded roots, with links resolved still inside that root. */
    private Optional<Path> locate(String key) {
        for (Path root : store.sourceRoots()) {
            try {
                Path realRoot = root.toRealPath();
                Path candidate = root.resolve(key).normalize();
                if (!candidate.startsWith(root.normalize()) || !Files.isRegularFile(candidate)) continue;
                Path real = candidate.toRealPath();
                if (real.startsWith(realRoot)) return Optional.of(real);
            } catch (IOException | InvalidPathException e) {
                // root gone or unreadable: try the next
            }
        }
        return Optional.empty();
    }

    /** The skill files the graph {@code d} records, by skill and path. */
    static List<SkillFile> listIn(DatasetGraph d) {
        Map<Node, String[]> skills = new HashMap<>(); // skill node -> {name, folder}
        d.find(Node.ANY, Node.ANY, Nodes.type, Nodes.Skill).forEachRemaining(q -> {
            String name = literal(d, q.getSubject(), Nodes.label);
            String folder = literal(d, q.getSubject(), Nodes.sourcePath);
            if (name != null && folder != null) skills.put(q.getSubject(), new String[] {name, folder});
        });
        List<SkillFile> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        d.find(Node.ANY, Node.ANY, Nodes.type, Nodes.Document).forEachRemaining(q -> {
            Node doc = q.getSubject();
            String key = literal(d, doc, Nodes.sourcePath);
            Node skillNode = object(d, doc, Nodes.ofSkill);
            String[] skill = skillNode == null ? null : skills.get(skillNode);
            if (key == null || skill == null || !key.startsWith(skill[1] + "/") || !seen.add(key)) return;
            out.add(new SkillFile(skill[0], key.substring(skill[1].length() + 1), key,
                    literal(d, doc, Nodes.title), literal(d, doc, Nodes.docRole)));
        });
        out.sort(Comparator.comparing(SkillFile::skill).thenComparing(SkillFile::path));
        return out;
    }

    private static Node object(DatasetGraph d, Node s, Node p) {
        var it = d.find(Node.ANY, s, p, Node.ANY);
        try {
            return it.hasNext() ? it.next().getObject() : null;
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
    }

    private static String literal(DatasetGraph d, Node s, Node p) {
        Node o = object(d, s, p);
        return o != null && o.isLiteral() ? o.getLiteralLexicalForm() : null;
    }
}
