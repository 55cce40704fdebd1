package dkg.render;

import dkg.api.IngestReport;

/** What one ingest wrote, skipped and reported. */
final class IngestText implements TextRenderer<IngestReport> {
    @Override
    public String text(IngestReport r) {
        return String.format("ingested %d documents (%d unchanged) in %.1f s%n", r.documents(), r.unchanged(), r.seconds())
                + String.format("  %,d quads, %d skills, %,d sections, %,d symbols, %d error causes%n",
                        r.quads(), r.skills(), r.sections(), r.symbols(), r.errorCauses())
                + String.format("  %d warnings, %d errors; store generation %d%n", r.warnings(), r.errors(), r.generation());
    }
}
