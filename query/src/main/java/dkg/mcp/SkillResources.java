package dkg.mcp;

import dkg.api.DocaKg;
import dkg.docs.SkillFile;
import dkg.docs.SkillFileText;
import dkg.error.BadInputException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * Maps skill files to MCP resource URIs {@code doca-kg://skills/<skill>/<path>} and back. Reading
 * goes through {@link DocaKg#readSkillFile}, which refuses anything but an ingested file of that
 * skill inside its recorded folder; here the URI is only split and percent-decoded (so an encoded
 * {@code ..%2F} reaches that check as {@code ../}).
 */
public final class SkillResources {
    public static final String PREFIX = "doca-kg://skills/";
    public static final String TEMPLATE = PREFIX + "{skill}/{file}";

    private SkillResources() {}

    public static String uri(SkillFile f) { return PREFIX + f.skill() + "/" + f.path(); }

    /** Reads the file a resource URI names; BadInputException for a URI outside the scheme or a refused path. */
    public static SkillFileText read(DocaKg kg, String uri) {
        if (uri == null || !uri.startsWith(PREFIX))
            throw new BadInputException("unknown resource '" + uri + "': doca-kg resources look like " + PREFIX + "doca-dma/SKILL.md");
        String rest = uri.substring(PREFIX.length());
        int slash = rest.indexOf('/');
        if (slash <= 0 || slash == rest.length() - 1)
            throw new BadInputException("resource '" + uri + "' names no file: use " + PREFIX + "<skill>/<file>");
        String skill = decode(rest.substring(0, slash));
        String path = decode(rest.substring(slash + 1));
        return dkg.docs.Documents.readSkillFile(kg.generation(), skill, path);
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("malformed percent-encoding in resource path '" + s + "'");
        }
    }
}
