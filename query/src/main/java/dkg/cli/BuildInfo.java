package dkg.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/**
 * What {@code doca-kg -V} prints: the version, git commit and library versions the build recorded
 * ({@code dkg/build.properties} by resource filtering, {@code dkg/build-commit.txt} from git), and
 * the JDK running it. A bug report then names exactly what ran.
 */
final class BuildInfo implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        Properties p = properties();
        return new String[] {
                "doca-kg " + p.getProperty("version", "dev") + " (commit " + dkg.kg.BuildCommit.id() + ")",
                "  Jena " + p.getProperty("jena", "?") + ", Lucene " + p.getProperty("lucene", "?")
                        + ", picocli " + p.getProperty("picocli", "?"),
                "  JDK " + Runtime.version() + " (" + System.getProperty("java.vendor", "?") + ", " + System.getProperty("java.home") + ")"
        };
    }

    static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("/dkg/build.properties")) {
            if (in != null) p.load(in);
        } catch (IOException ignored) {
            // a jar without the file still prints what the JDK knows
        }
        return p;
    }
}
