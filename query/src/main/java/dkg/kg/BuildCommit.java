package dkg.kg;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The git commit this jar was built from, as the build recorded it in {@code dkg/build-commit.txt}. */
public final class BuildCommit {
    private BuildCommit() {}

    private static final String ID = read();

    /** The commit, or "unknown" outside a build from a git checkout. */
    public static String id() { return ID; }

    private static String read() {
        try (InputStream in = BuildCommit.class.getResourceAsStream("/dkg/build-commit.txt")) {
            String c = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            return c.isEmpty() ? "unknown" : c;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
