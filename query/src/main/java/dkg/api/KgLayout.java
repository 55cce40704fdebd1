package dkg.api;

import java.nio.file.Path;

/** Where the parts of a store live inside its folder; Jena-free, for {@link Search}. */
final class KgLayout {
    private KgLayout() {}

    static Path indexDir(Path storeDir) { return storeDir.resolve("index"); }
}
