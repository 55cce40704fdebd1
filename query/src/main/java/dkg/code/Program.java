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

    /** One scanned file. */
    record ScannedFile(String path, ScannedCode code) {}

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
