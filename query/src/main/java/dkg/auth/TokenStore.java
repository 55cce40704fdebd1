package dkg.auth;

import dkg.error.BadInputException;
import dkg.layout.StoreLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Bearer tokens for a team server, kept as SHA-256 hashes in one owner-only file (mode 0600), one
 * line per token: {@code name TAB sha256-hex TAB created}. The secret itself is shown once, when it
 * is created, and never stored: a copied file lets nobody in.
 *
 * <p>A plain hash suffices because every secret is 256 random bits (nothing to guess, unlike a
 * password); comparison is constant-time. A server keeps one instance and calls {@link #verify}
 * per request: the file is re-read when its modification time or size changes, so a revoked
 * token is refused at the next request without a restart.
 */
public final class TokenStore {
    /** Token names: what {@code token list} shows and logs name; no spaces or tabs. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@-]{0,63}");
    /** Every secret starts with this, so a leaked one is recognisable in logs and secret scanners. */
    static final String PREFIX = "dkgt_";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path file;
    private volatile Snapshot snapshot = Snapshot.NONE;

    /** One token as kept: its name, hash and creation time. */
    public record Entry(String name, String sha256, Instant created) {}

    /** The file as last read; a rewrite is a rename, so a new file key tells it even within one mtime tick. */
    private record Snapshot(Object fileKey, FileTime modified, long size, List<Entry> entries) {
        static final Snapshot NONE = new Snapshot(null, null, -1, List.of());

        boolean sameFile(BasicFileAttributes a) {
            return java.util.Objects.equals(fileKey, a.fileKey()) && a.lastModifiedTime().equals(modified) && a.size() == size;
        }
    }

    public TokenStore(Path file) { this.file = file; }

    /** The file the tokens are kept in. */
    public Path file() { return file; }

    /** The default token file of a store folder. */
    public static Path defaultFile(Path storeDir) { return StoreLayout.tokens(storeDir); }

    /** Creates a token named {@code name} and returns its secret, the only time it is shown. */
    public synchronized String create(String name) {
        checkName(name);
        List<Entry> entries = new ArrayList<>(read());
        if (entries.stream().anyMatch(e -> e.name().equals(name)))
            throw new BadInputException("a token named '" + name + "' exists already; revoke it first or choose another name");
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        String secret = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        entries.add(new Entry(name, sha256(secret), Instant.now()));
        write(entries);
        return secret;
    }

    /** The tokens kept, oldest first (names and hashes, never secrets). */
    public List<Entry> list() { return read(); }

    /** Removes the token named {@code name}; false when there was none. */
    public synchronized boolean revoke(String name) {
        checkName(name);
        List<Entry> entries = new ArrayList<>(read());
        boolean removed = entries.removeIf(e -> e.name().equals(name));
        if (removed) write(entries);
        return removed;
    }

    /** Whether any token is kept (a server beyond loopback refuses to start without one). */
    public boolean isEmpty() { return current().entries().isEmpty(); }

    /** The name of the token whose secret this is, if it is a kept token. */
    public Optional<String> verify(String secret) {
        if (secret == null || !secret.startsWith(PREFIX) || secret.length() > 128) return Optional.empty();
        byte[] presented = sha256(secret).getBytes(StandardCharsets.US_ASCII);
        String match = null;
        for (Entry e : current().entries())   // no early exit: the time taken names no entry
            if (MessageDigest.isEqual(presented, e.sha256().getBytes(StandardCharsets.US_ASCII))) match = e.name();
        return Optional.ofNullable(match);
    }

    /** The entries as the file now says, re-read only when it changed. */
    private Snapshot current() {
        try {
            var a = Files.readAttributes(file, java.nio.file.attribute.PosixFileAttributes.class);
            Snapshot s = snapshot;
            if (s.sameFile(a)) return s;
            if (a.permissions().stream().anyMatch(p -> p.name().startsWith("GROUP") || p.name().startsWith("OTHERS")))
                throw new BadInputException("the token file " + file + " is open to other users (" + PosixFilePermissions.toString(a.permissions())
                        + "); run chmod 600 " + file);
            s = new Snapshot(a.fileKey(), a.lastModifiedTime(), a.size(), parse(Files.readAllLines(file, StandardCharsets.UTF_8)));
            snapshot = s;
            return s;
        } catch (NoSuchFileException e) {
            snapshot = Snapshot.NONE;
            return snapshot;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the token file " + file, e);
        }
    }

    private List<Entry> read() { return current().entries(); }

    private List<Entry> parse(List<String> lines) {
        List<Entry> out = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t");
            if (f.length != 3 || !f[1].matches("[0-9a-f]{64}"))
                throw new BadInputException("the token file " + file + " has a malformed line; fix or remove it");
            out.add(new Entry(f[0], f[1], Instant.parse(f[2])));
        }
        return List.copyOf(out);
    }

    /** Writes the whole file owner-only: a temp file made 0600 before any byte, then an atomic rename. */
    private void write(List<Entry> entries) {
        StringBuilder text = new StringBuilder("# doca-kg bearer tokens: name, SHA-256 of the secret, created (doca-kg token --help)\n");
        for (Entry e : entries) text.append(e.name()).append('\t').append(e.sha256()).append('\t').append(e.created()).append('\n');
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path tmp = Files.createTempFile(parent, ".tokens", ".tmp", PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            try {
                Files.writeString(tmp, text, StandardCharsets.UTF_8);
                try {
                    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new BadInputException("cannot write the token file " + file + ": " + e.getMessage());
        }
        snapshot = Snapshot.NONE;
    }

    private static void checkName(String name) {
        if (name == null || !NAME.matcher(name).matches())
            throw new BadInputException("a token name is 1 to 64 letters, digits, '.', '_', '@' or '-', starting with a letter or digit; got '" + name + "'");
    }

    static String sha256(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
