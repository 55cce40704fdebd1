package dkg.kg;

import java.nio.file.Path;

/**
 * Where the store lives: {@code --store DIR}, else {@code $DOCA_KG_STORE}, else
 * {@code ~/.local/share/doca-kg}. Jena-free, so a one-shot {@code search} can find its index
 * without loading the store.
 */
public final class StoreLocation {
    private StoreLocation() {}

    /** @param storeOption the {@code --store} value, or null */
    public static Path resolve(String storeOption) {
        if (storeOption != null && !storeOption.isBlank()) return Path.of(storeOption);
        String env = System.getenv("DOCA_KG_STORE");
        if (env != null && !env.isBlank()) return Path.of(env);
        return Path.of(System.getProperty("user.home"), ".local", "share", "doca-kg");
    }
}
