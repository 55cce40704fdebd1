package dkg.mcp;

import dkg.api.DocaKg;
import dkg.docs.DocumentText;
import dkg.error.BadInputException;
import java.net.URI;
import java.net.URISyntaxException;

/**
 * Maps ingested documents to MCP resource URIs and back: a {@code source} an answer cites,
 * {@code <key>#<anchor>}, is read as the resource {@code doca-kg://doc/<key>} (each path segment
 * percent-encoded as a URI needs, which leaves the usual keys as they are). Skills, API reference
 * pages, headers and samples are all documents.
 */
public final class DocumentResources {
    public static final String PREFIX = "doca-kg://doc/";

    private DocumentResources() {}

    /** The resource URI of a cited source (its {@code #anchor} dropped). */
    public static String uri(String source) {
        int hash = source.indexOf('#');
        String key = hash < 0 ? source : source.substring(0, hash);
        try {
            // the path is encoded by URI's multi-argument constructor; the authority and scheme are ours
            return "doca-kg://doc" + new URI(null, null, "/" + key, null).getRawPath();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a source key: " + key, e);
        }
    }

    public static boolean isDocumentUri(String uri) { return uri != null && uri.startsWith(PREFIX); }

    /** Reads the document a resource URI names; BadInputException for a malformed URI or a refused key. */
    public static DocumentText read(DocaKg kg, String uri) {
        if (!isDocumentUri(uri)) throw new BadInputException("unknown resource: doca-kg documents look like " + PREFIX + "skills/libs/doca-dma/SKILL.md");
        String key;
        try {
            key = new URI(uri).getPath().substring(1);
        } catch (URISyntaxException | RuntimeException e) {
            throw new BadInputException("malformed resource URI; cite a source as " + PREFIX + "<source without #anchor>");
        }
        return dkg.docs.Documents.readDocument(kg.generation(), key);
    }
}
