package dkg.code;

import java.util.function.Consumer;

/** One kind of mistake {@code check} looks for; stateless. */
interface CheckRule {
    /** The rule id findings carry. */
    String id();

    /** One sentence saying what the rule finds (SARIF rule description). */
    String description();

    /** Reports each mistake in {@code program}; {@code release} is the chosen DOCA release or null. */
    void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out);
}
