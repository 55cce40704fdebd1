package dkg.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.error.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenStoreTest {
    @TempDir Path dir;

    @Test
    void aCreatedSecretVerifiesAndOnlyItsHashIsKept() throws Exception {
        TokenStore tokens = new TokenStore(dir.resolve("tokens"));
        assertTrue(tokens.isEmpty());
        String secret = tokens.create("ci-agent");
        assertTrue(secret.startsWith(TokenStore.PREFIX) && secret.length() > 40, secret);
        assertEquals(Optional.of("ci-agent"), tokens.verify(secret));
        assertEquals(Optional.empty(), tokens.verify(secret + "x"));
        assertEquals(Optional.empty(), tokens.verify(secret.substring(0, secret.length() - 1)));
        assertEquals(Optional.empty(), tokens.verify(null));
        String file = Files.readString(tokens.file());
        assertFalse(file.contains(secret.substring(TokenStore.PREFIX.length())), "the secret itself is never written");
        assertTrue(file.contains(TokenStore.sha256(secret)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(tokens.file())));
    }

    @Test
    void twoSecretsDifferAndANameIsTakenOnce() {
        TokenStore tokens = new TokenStore(dir.resolve("tokens"));
        String a = tokens.create("alice");
        String b = tokens.create("bob");
        assertNotEquals(a, b);
        assertEquals(Optional.of("bob"), tokens.verify(b));
        var e = assertThrows(BadInputException.class, () -> tokens.create("alice"));
        assertTrue(e.getMessage().contains("exists already"), e.getMessage());
        assertEquals(2, tokens.list().size());
    }

    @Test
    void aRevocationByAnotherProcessIsSeenAtTheNextCheck() {
        TokenStore server = new TokenStore(dir.resolve("tokens"));
        TokenStore cli = new TokenStore(dir.resolve("tokens"));
        String secret = cli.create("alice");
        assertEquals(Optional.of("alice"), server.verify(secret));
        assertTrue(cli.revoke("alice"));
        assertEquals(Optional.empty(), server.verify(secret), "a revoked token is refused without a restart");
        assertFalse(cli.revoke("alice"));
        // same name again, same file size, possibly the same mtime tick: the new secret counts, the old does not
        String again = cli.create("alice");
        assertEquals(Optional.of("alice"), server.verify(again));
        assertEquals(Optional.empty(), server.verify(secret));
    }

    @Test
    void badNamesAndUnsafeFilesAreRefusedWithOneLine() throws Exception {
        TokenStore tokens = new TokenStore(dir.resolve("tokens"));
        for (String bad : new String[] {"", "two words", "tab\there", "-leading", "x".repeat(65)})
            assertThrows(BadInputException.class, () -> tokens.create(bad), bad);
        tokens.create("ok");
        Files.setPosixFilePermissions(tokens.file(), PosixFilePermissions.fromString("rw-r--r--"));
        var e = assertThrows(BadInputException.class, () -> new TokenStore(tokens.file()).verify("dkgt_x"));
        assertTrue(e.getMessage().contains("chmod 600"), e.getMessage());
        Files.writeString(dir.resolve("broken"), "name\tnot-a-hash\t2026-01-01T00:00:00Z\n");
        Files.setPosixFilePermissions(dir.resolve("broken"), PosixFilePermissions.fromString("rw-------"));
        var m = assertThrows(BadInputException.class, () -> new TokenStore(dir.resolve("broken")).list());
        assertTrue(m.getMessage().contains("malformed"), m.getMessage());
    }
}
