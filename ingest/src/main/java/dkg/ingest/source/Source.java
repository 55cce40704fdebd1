package dkg.ingest.source;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * One document to ingest: its kind, where its bytes are, and the stable key that names it.
 *
 * <p>The {@code key} is the path relative to the source root ({@code skills/libs/doca-dma/SKILL.md})
 * or the URL of a web page; the document's named graph and its provenance are minted from it, so
 * re-ingesting the same file from another checkout replaces the same graph. {@code sha256} is of the
 * bytes at {@code path}; an unchanged hash lets the store skip the document. {@code attributes} carry
 * what the resolver learned around the file that the parser needs (the skill folder name, a DOCA
 * version, a language) and are never null.
 *
 * @param kind       which parser reads it
 * @param path       the file on disk (a fetched web page is read from its cache file)
 * @param key        stable name, relative path or URL
 * @param sha256     hex SHA-256 of the bytes at {@code path}
 * @param attributes resolver facts for the parser, immutable
 */
public record Source(SourceKind kind, Path path, String key, String sha256, Map<String, String> attributes) {

    /** Attribute: name of the skill folder the document sits in ({@code doca-dma}). */
    public static final String SKILL = "skill";
    /** Attribute: BCP-47 language of the document when known ({@code zh}). */
    public static final String LANGUAGE = "language";
    /** Attribute: DOCA release the document describes ({@code 3.0.0058}). */
    public static final String DOCA_VERSION = "docaVersion";
    /** Attribute: the URL a web page was fetched from. */
    public static final String URL = "url";

    public Source {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(sha256, "sha256");
        if (key.isBlank()) throw new IllegalArgumentException("source key is blank for " + path);
        attributes = Map.copyOf(attributes == null ? Map.of() : attributes);
    }

    /**
     * A source for a file, hashing its bytes now; throws {@link dkg.error.BadInputException} when
     * the file is not a regular file or is over the size bound (see {@link SourceFiles}).
     */
    public static Source of(SourceKind kind, Path path, String key, Map<String, String> attributes) {
        return new Source(kind, path, key, Hashes.sha256(SourceFiles.bytes(path)), attributes);
    }

    /** An attribute, or null. */
    public String attribute(String name) { return attributes.get(name); }

    /** The bytes of the document as UTF-8 text; refuses binary or non-UTF-8 content (see {@link SourceFiles#text}). */
    public String readText() { return SourceFiles.text(path); }

    /** The bytes of the document, not binary, within the size bound (see {@link SourceFiles#bytes}). */
    public byte[] readBytes() {
        byte[] b = SourceFiles.bytes(path);
        SourceFiles.checkNotBinary(path, b);
        return b;
    }
}
