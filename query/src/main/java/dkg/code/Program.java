package dkg.code;

import dkg.ingest.parse.api.CTokenizer;
import dkg.ingest.parse.code.CodeRef;
import dkg.ingest.parse.code.CodeScanner;
import dkg.ingest.parse.code.ScannedCode;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.List;
import java.util.Set;

/**
 * The files checked together: one program, so a capability check in one file guards a task
 * allocated in another, and a name defined in one is not unknown in another.
 *
 * @param files   each file as given with what the scanner found in it; findings are about these
 * @param linked  sources the program links without naming them ({@link CompanionSources}): what
 *                they call and define counts for the program, nothing is reported in them
 */
record Program(List<ScannedFile> files, List<ScannedFile> linked, Map<CodeCatalog, MmapFlow> flows) {
    Program(List<ScannedFile> files) { this(files, List.of()); }

    Program(List<ScannedFile> files, List<ScannedFile> linked) { this(files, linked, new java.util.IdentityHashMap<>()); }

    /** The named files, then the linked ones. */
    private List<ScannedFile> all() {
        if (linked.isEmpty()) return files;
        List<ScannedFile> out = new java.util.ArrayList<>(files);
        out.addAll(linked);
        return out;
    }

    /** How mmaps, flags and buffers meet in this program; worked out once for the rules that need it. */
    MmapFlow mmapFlow(CodeCatalog catalog) { return flows.computeIfAbsent(catalog, c -> MmapFlow.of(this, c)); }

    /**
     * One scanned file.
     *
     * @param tokens the file's code tokens (no comments or doc blocks; preprocessor lines kept whole),
     *               for rules that follow values through assignments
     */
    record ScannedFile(String path, ScannedCode code, List<CTokenizer.Token> tokens) {
        static ScannedFile of(String path, String text) {
            List<CTokenizer.Token> tokens = CTokenizer.tokenize(text).stream().filter(t -> t.kind() != CTokenizer.Kind.DOC).toList();
            return new ScannedFile(path, CodeScanner.scan(text), tokens);
        }
    }

    /**
     * The functions the program can reach from {@code main}: a name written in the body of a reached
     * function (a call, or a callback handed on) is reached. Null when the program defines no
     * {@code main} (a library file or a snippet): then nothing can be ruled out.
     */
    Set<String> reachedFunctions() {
        Map<String, Set<String>> bodies = new HashMap<>();
        for (ScannedFile f : all()) f.code().bodyNames().forEach((fn, names) -> bodies.computeIfAbsent(fn, k -> new HashSet<>()).addAll(names));
        if (!bodies.containsKey("main")) return null;
        Set<String> reached = new HashSet<>(Set.of("main"));
        ArrayDeque<String> todo = new ArrayDeque<>(reached);
        while (!todo.isEmpty())
            for (String name : bodies.getOrDefault(todo.pop(), Set.of()))
                if (bodies.containsKey(name) && reached.add(name)) todo.push(name);
        return reached;
    }

    /** The DOCA headers ({@code doca_*}) the program includes, in the order first seen. */
    Set<String> docaIncludes() {
        Set<String> out = new LinkedHashSet<>();
        for (ScannedFile f : files) for (String h : f.code().includes()) if (h.startsWith("doca_")) out.add(h);
        return out;
    }

    /** Names the program itself defines, declares or uses as variables. */
    Set<String> ownNames() {
        Set<String> out = new HashSet<>();
        for (ScannedFile f : all())
            for (CodeRef r : f.code().refs()) if (!r.use().isUse()) out.add(r.name());
        return out;
    }

    /** Names the program uses (calls, references, ...), anywhere. */
    Set<String> usedNames() {
        Set<String> out = new HashSet<>();
        for (ScannedFile f : all())
            for (CodeRef r : f.code().refs()) if (r.use().isUse()) out.add(r.name());
        return out;
    }
}
