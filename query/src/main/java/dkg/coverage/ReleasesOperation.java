package dkg.coverage;

import dkg.samples.Samples;
import dkg.op.Operation;
import dkg.op.Presented;

/** {@code releases}: the DOCA releases the store knows, and from which sources. */
public final class ReleasesOperation {
    private ReleasesOperation() {}

    /** Releases take no arguments. */
    public record Request() {}

    public static final Operation<Request, KnownReleases> OPERATION = Operation.<Request, KnownReleases>named("releases")
            .tool("list_releases")
            .title("List the DOCA releases the graph knows")
            .summary("The DOCA releases the ingested sources show (API reference, installed headers, samples trees), with counts.")
            .guide("Lists the DOCA releases this knowledge graph has sources for, oldest first: whether an API source (the "
                    + "public reference or installed headers) defines symbols of that release, whether NVIDIA's samples of it "
                    + "are ingested, how many symbols each shows, and the release used when a call names none. Use it before "
                    + "passing a doca_version to other tools, or to tell a user which of their release's facts are covered.")
            .bind(v -> new Request())
            .run((c, q) -> ReleaseCensus.of(Samples.code(c.generation()).catalog()))
            .answers(KnownReleases.class)
            .present((q, a) -> Presented.of(a, ReleasesText.of(a)))
            .readsCode()
            .build();
}
