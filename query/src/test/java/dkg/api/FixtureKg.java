package dkg.api;

import dkg.ingest.fetch.Archives;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A store for one test class over a bundle the class writes: written and ingested once before the
 * class's tests, closed and deleted after them. Registered on a static field:
 * {@code @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(SomeTest::writeBundle);}
 */
public final class FixtureKg implements BeforeAllCallback, AfterAllCallback {
    /** Writes a bundle's skills into the folder it is given. */
    @FunctionalInterface
    public interface BundleWriter {
        void write(Path bundle) throws IOException;
    }

    private final BundleWriter writer;
    private Path dir;
    private DocaKg kg;

    private FixtureKg(BundleWriter writer) { this.writer = writer; }

    public static FixtureKg writing(BundleWriter writer) { return new FixtureKg(writer); }

    /** Over a copy of the shared fixture bundle (src/test/resources/bundle). */
    public static FixtureKg ofFixtureBundle() { return new FixtureKg(bundle -> FixtureStore.copyBundle(bundle.getParent())); }

    /** The store, open between the class's first and last test. */
    public DocaKg kg() { return kg; }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        dir = Files.createTempDirectory("doca-kg-fixture");
        Path bundle = dir.resolve("bundle");
        Files.createDirectories(bundle);
        writer.write(bundle);
        kg = FixtureStore.ingest(dir, bundle);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (kg != null) kg.close();
        Archives.deleteTree(dir);
    }
}
