package dkg.ingest.probe;

import java.util.List;

/**
 * What the parent sends the child on stdin: where the DOCA libraries are, which capability queries
 * to call, and which symbols to leave alone because an earlier attempt crashed or hung in them.
 *
 * @param libraryDirs directories searched, in order, for {@code libdoca_common.so} and each spec's
 *                    library ({@code doca-dma} → {@code libdoca_dma.so}); empty means the loader's
 *                    own search by bare name
 */
public record ProbeRequest(List<String> libraryDirs, List<CapabilityQuerySpec> specs, List<String> excludedSymbols) {
    public ProbeRequest {
        libraryDirs = libraryDirs == null ? List.of() : List.copyOf(libraryDirs);
        specs = specs == null ? List.of() : List.copyOf(specs);
        excludedSymbols = excludedSymbols == null ? List.of() : List.copyOf(excludedSymbols);
    }
}
