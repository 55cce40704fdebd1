package dkg.render;

import dkg.ingestion.IngestReport;

/**
 * What one ingest changed, then what the store holds now, so an unchanged re-ingest reads as
 * "nothing to do" and not as an empty result.
 */
final class IngestText implements TextRenderer<IngestReport> {
    @Override
    public String text(IngestReport r) {
        StringBuilder b = new StringBuilder();
        if (!r.changedStore()) {
            b.append(String.format("nothing changed: all %,d documents were already in the store (%.1f s)%n", r.unchanged(), r.seconds()));
        } else {
            b.append(String.format("ingested %,d documents in %.1f s: %,d new, %,d replaced, %,d unchanged%n",
                    r.documents(), r.seconds(), r.added(), r.replaced(), r.unchanged()));
            b.append(String.format("  written: %,d quads, %d skills, %,d sections, %,d symbols, %d error causes%n",
                    r.quads(), r.skills(), r.sections(), r.symbols(), r.errorCauses()));
        }
        b.append(String.format("  store now: %,d documents, %,d quads; generation %d%n", r.storeDocuments(), r.storeQuads(), r.generation()));
        b.append(String.format("  %d warnings, %d errors%n", r.warnings(), r.errors()));
        return b.toString();
    }
}
