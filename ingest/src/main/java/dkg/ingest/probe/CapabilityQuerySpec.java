package dkg.ingest.probe;

import java.util.List;
import java.util.Objects;

/**
 * One capability query the probe may call, as the graph describes it (a {@code dkg:CapabilityQuery}
 * and its function's parameters). The probe calls it only when {@link QueryShape#of} accepts the
 * types and a loaded library exports {@link #symbol()}; otherwise it reports the spec as skipped.
 *
 * @param symbol            exact C name, e.g. {@code doca_dma_cap_task_memcpy_get_max_buf_size}
 * @param library           pkg-config module of the library that exports it ({@code doca-dma}); null when
 *                          unknown (then every loaded library is searched)
 * @param firstParamType    C type of the first parameter; only {@code const struct doca_devinfo *} is probed
 * @param outParamType      C type of the out-parameter ({@code uint8_t *}, {@code uint32_t *},
 *                          {@code uint64_t *}, {@code uint16_t *}, {@code enum x *}); null when the
 *                          return code alone is the answer
 * @param extraInputType    C type of an enum input between devinfo and the out-parameter; null if none
 * @param extraInputValues  the enum's values to iterate when {@link #extraInputType()} is set
 */
public record CapabilityQuerySpec(String symbol, String library, String firstParamType, String outParamType,
                                  String extraInputType, List<EnumInput> extraInputValues) {

    /** One enumerator passed as the extra input: its C name and numeric value. */
    public record EnumInput(String name, long value) {
        public EnumInput {
            Objects.requireNonNull(name, "name");
        }
    }

    public CapabilityQuerySpec {
        Objects.requireNonNull(symbol, "symbol");
        if (symbol.isBlank()) throw new IllegalArgumentException("symbol is blank");
        extraInputValues = extraInputValues == null ? List.of() : List.copyOf(extraInputValues);
    }

    /** A query taking only the devinfo and an optional out-parameter. */
    public static CapabilityQuerySpec devinfo(String symbol, String library, String outParamType) {
        return new CapabilityQuerySpec(symbol, library, QueryShape.DEVINFO, outParamType, null, List.of());
    }
}
