package dkg.ingest.parse.api;

import java.util.Locale;

/**
 * Names the DOCA library (its pkg-config module) an API member belongs to, from what the reference
 * itself says rather than a hand list: the top Doxygen group's id ({@code DOCA__DMA} or
 * {@code DOCA_DMA} to {@code doca-dma}) or a header name ({@code doca_dma.h} to {@code doca-dma}).
 * The one exception is DOCA Core, whose groups (buffers, mmap, devices, errors, types, ...) ship in
 * the {@code doca-common} module.
 */
public final class Libraries {
    private Libraries() {}

    /** The module of a Doxygen group id as in its page name ({@code group__DOCA__DMA.html}) or a header's {@code @defgroup}. */
    public static String moduleForGroupId(String groupId) {
        String id = groupId.replaceFirst("^group__", "").replaceFirst("\\.html$", "");
        String flat = id.replace("_", "").toUpperCase(Locale.ROOT);
        if (flat.equals("DOCACORE")) return "doca-common";
        return id.toLowerCase(Locale.ROOT).replaceAll("_+", "-");
    }

    /** The module of a header file name: {@code doca_dma.h} to {@code doca-dma}. */
    public static String moduleForHeader(String header) {
        String base = header.replaceFirst(".*/", "").replaceFirst("\\.h$", "");
        return base.toLowerCase(Locale.ROOT).replaceAll("_+", "-");
    }
}
