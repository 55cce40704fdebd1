package dkg.render;

import dkg.ingestion.SourceList;

/** {@code doca-kg sources}: each default source with its kind, size, what it brings and the offline way. */
final class SourceListText implements TextRenderer<SourceList> {
    @Override
    public String text(SourceList list) {
        StringBuilder b = new StringBuilder();
        for (SourceList.Source s : list.sources()) {
            b.append(s.name()).append("  (--only ").append(s.kind()).append(", download ")
                    .append(s.download() == null ? "size unknown" : s.download())
                    .append(s.cached() == null ? ", not downloaded yet" : ", cached").append(")\n");
            if (s.description() != null) b.append("  ").append(s.description()).append('\n');
            if (s.brings() != null) b.append("  brings: ").append(s.brings()).append('\n');
            b.append("  archive: ").append(s.archive()).append('\n');
            b.append("  offline: download the archive elsewhere, then ").append(s.offline()).append('\n');
        }
        b.append("doca-kg ingest reads them all; doca-kg ingest --only KIND reads some.\n");
        return b.toString();
    }
}
