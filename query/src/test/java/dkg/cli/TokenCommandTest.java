package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.auth.TokenStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenCommandTest {
    @TempDir Path dir;

    @Test
    void createPrintsTheSecretOnStdoutOnlyAndListNeverShowsIt() {
        Path store = dir.resolve("store");
        CliRun created = CliRun.of("token", "create", "ci-agent", "--store", store.toString());
        assertEquals(0, created.exit(), created.err());
        String secret = created.out().strip();
        assertEquals(Optional.of("ci-agent"), new TokenStore(store.resolve("tokens")).verify(secret));
        assertFalse(created.err().contains(secret), "the secret goes to stdout alone");
        assertFalse(Files.exists(store.resolve("tdb2")), "managing tokens opens no store");

        CliRun listed = CliRun.of("--json", "token", "list", "--store", store.toString());
        assertEquals(0, listed.exit(), listed.err());
        assertTrue(listed.out().contains("\"ci-agent\""), listed.out());
        assertFalse(listed.out().contains(secret.substring(10)), listed.out());

        CliRun revoked = CliRun.of("token", "revoke", "ci-agent", "--store", store.toString());
        assertEquals(0, revoked.exit(), revoked.err());
        assertEquals(Optional.empty(), new TokenStore(store.resolve("tokens")).verify(secret));
    }

    @Test
    void theNearestStoreOptionWinsAndMistakesAreOneLineExitOne() {
        Path outer = dir.resolve("outer"), inner = dir.resolve("inner");
        CliRun r = CliRun.of("--store", outer.toString(), "token", "--store", inner.toString(), "create", "x");
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(inner.resolve("tokens")));
        assertFalse(Files.exists(outer.resolve("tokens")));

        CliRun missing = CliRun.of("token", "revoke", "nobody", "--store", inner.toString());
        assertEquals(1, missing.exit());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        CliRun bare = CliRun.of("token", "--store", inner.toString());
        assertEquals(1, bare.exit());
        assertTrue(bare.err().contains("token create NAME"), bare.err());
        CliRun badName = CliRun.of("token", "create", "two words", "--tokens", dir.resolve("t").toString());
        assertEquals(1, badName.exit());
    }
}
