package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import dkg.ingest.parse.code.ScannedCode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The files checked together: one program, so a capability check in one file guards a task
 * allocated in another, and a name defined in one is not unknown in another.
 *
 * @param files each file as given with what the scanner found in it
 */
record Program(List<ScannedFile> files) {

    /**
     * One scanned file.
     *
     * @param includes the file names its {@code #include} lines name ({@code doca_dma.h}), without folders
     */
    record ScannedFile(String path, ScannedCode code, List<String> includes, java.util.Map<String, Set<String>> bodyNames) {
        ScannedFile {
            includes = List.copyOf(includes);
            bodyNames = java.util.Map.copyOf(bodyNames);
        }

        /** Scans {@code text} as the file {@code path}. */
        static ScannedFile of(String path, String text) {
            List<String> inc = new java.util.ArrayList<>();
            java.util.regex.Matcher m = INCLUDE.matcher(text);
            while (m.find()) inc.add(m.group(1).substring(m.group(1).lastIndexOf('/') + 1));
            ScannedCode code = dkg.ingest.parse.code.CodeScanner.scan(text);
            String[] lines = text.split("\\R", -1);
            java.util.Map<String, Set<String>> bodies = new java.util.HashMap<>();
            for (dkg.ingest.parse.code.FunctionSpan fn : code.functions()) {
                Set<String> names = bodies.computeIfAbsent(fn.name(), k -> new HashSet<>());
                // from the name line (a one-line function has its body there) to the closing brace
                for (int i = Math.max(0, fn.line() - 1); i < Math.min(fn.endLine(), lines.length); i++) {
                    java.util.regex.Matcher id = IDENTIFIER.matcher(lines[i]);
                    while (id.find()) names.add(id.group());
                }
            }
            return new ScannedFile(path, code, inc, bodies);
        }

        private static final java.util.regex.Pattern IDENTIFIER = java.util.regex.Pattern.compile("\\b[A-Za-z_]\\w*\\b");

        private static final java.util.regex.Pattern INCLUDE = java.util.regex.Pattern.compile("(?m)^[ \\t]*#[ \\t]*include[ \\t]*[<\"]([^>\"\\n]+)[>\"]");
    }

    /**
     * The functions the program can reach from {@code main}: a name written in the body of a reached
     * function (a call, or a callback handed on) is reached. Null when the program defines no
     * {@code main} (a library file or a snippet): then nothing can be ruled out.
     */
    Set<String> reachedFunctions() {
        java.util.Map<String, Set<String>> bodies = new java.util.HashMap<>();
        for (ScannedFile f : files) f.bodyNames().forEach((fn, names) -> bodies.computeIfAbsent(fn, k -> new HashSet<>()).addAll(names));
        if (!bodies.containsKey("main")) return null;
        Set<String> reached = new HashSet<>(Set.of("main"));
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(reached);
        while (!todo.isEmpty())
            for (String name : bodies.getOrDefault(todo.pop(), Set.of()))
                if (bodies.containsKey(name) && reached.add(name)) todo.push(name);
        return reached;
    }

    /** The DOCA headers ({@code doca_*}) the program includes, in the order first seen. */
    Set<String> docaIncludes() {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (ScannedFile f : files) for (String h : f.includes()) if (h.startsWith("doca_")) out.add(h);
        return out;
    }

    /** Names the program itself defines, declares or uses as variables. */
    Set<String> ownNames() {
        Set<String> out = new HashSet<>();
        for (ScannedFile f : files)
            for (CodeRef r : f.code().refs()) if (!r.use().isUse()) out.add(r.name());
        return out;
    }

    /** Names the program uses (calls, references, ...), anywhere. */
    Set<String> usedNames() {
        Set<String> out = new HashSet<>();
        for (ScannedFile f : files)
            for (CodeRef r : f.code().refs()) if (r.use().isUse()) out.add(r.name());
        return out;
    }
}
