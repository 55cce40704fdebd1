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
    record ScannedFile(String path, ScannedCode code, List<String> includes) {
        ScannedFile {
            includes = List.copyOf(includes);
        }

        /** Scans {@code text} as the file {@code path}. */
        static ScannedFile of(String path, String text) {
            List<String> inc = new java.util.ArrayList<>();
            java.util.regex.Matcher m = INCLUDE.matcher(text);
            while (m.find()) inc.add(m.group(1).substring(m.group(1).lastIndexOf('/') + 1));
            return new ScannedFile(path, dkg.ingest.parse.code.CodeScanner.scan(text), inc);
        }

        private static final java.util.regex.Pattern INCLUDE = java.util.regex.Pattern.compile("(?m)^[ \\t]*#[ \\t]*include[ \\t]*[<\"]([^>\"\\n]+)[>\"]");
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
