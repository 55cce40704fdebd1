package dkg.ingest.probe;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * What one capability query answered on one device (for one enum input, if it takes one).
 * Exactly one of {@code value} and {@code error} is set.
 *
 * @param symbol  the query function
 * @param library pkg-config module of the library whose export was called ({@code doca-dma})
 * @param input   the enum input's C name, or null
 * @param value   {@link Boolean} (uint8_t out, or no out and {@code DOCA_SUCCESS}) or {@link Long}
 *                (uint16/32/64 and enum outs; uint64 above {@code Long.MAX_VALUE} wraps, as in C)
 * @param error   the {@code doca_error_get_name} of a failed call ({@code DOCA_ERROR_NOT_SUPPORTED})
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CapabilityReading(String symbol, String library, String input, Object value, String error) {
    public CapabilityReading {
        Objects.requireNonNull(symbol, "symbol");
        if (value instanceof Number n && !(value instanceof Long)) value = n.longValue();
        if (value != null && !(value instanceof Boolean) && !(value instanceof Long))
            throw new IllegalArgumentException("value must be Boolean or Long: " + value);
        if ((value == null) == (error == null))
            throw new IllegalArgumentException("exactly one of value and error must be set for " + symbol);
    }

    /** True when the call failed and {@link #error()} names why. */
    public boolean failed() { return error != null; }
}
