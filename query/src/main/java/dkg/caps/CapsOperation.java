package dkg.caps;

import dkg.op.Operation;
import dkg.op.Param;

/** {@code caps}: the documented capability queries of a library, beside the values a probe saved. */
public final class CapsOperation {
    private CapsOperation() {}

    /** The library asked about (null: all) and whether the probe's saved values are wanted. */
    public record Request(String library, boolean live) {}

    public static final Operation<Request, Capabilities> OPERATION = Operation.<Request, Capabilities>named("caps")
            .tool("list_capabilities")
            .title("List a DOCA library's capability queries")
            .summary("Documented capability queries (skills, API reference) with the live values saved by probe --save.")
            .guide("Lists the documented DOCA capability query functions (doca_*_cap_*) of a library — what each reads "
                    + "(e.g. maximum memcpy buffer size), where it is documented (skill section or API reference) — and, "
                    + "with live true, the values saved from a probe of real devices on this host (doca-kg probe --save). "
                    + "Use it to answer 'is X supported / how big can Y be on my device'. library accepts doca-dma, dma or DMA; "
                    + "leave it out for every library.")
            .param(Param.text("library", "LIB", "Library (pkg-config module) such as doca-dma, dma or DMA; omit for all."))
            .param(Param.flag("live", true, "Include live values saved by a device probe."))
            .bind(v -> new Request(v.text("library"), v.flag("live")))
            .run((c, q) -> CapabilityAnswers.capabilities(c.generation(), q.library(), q.live()))
            .answers(Capabilities.class)
            .build();
}
