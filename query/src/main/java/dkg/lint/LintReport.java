package dkg.lint;

import dkg.describe.SymbolDescription;

import java.util.List;

/**
 * What {@code doca-kg lint} found. Lint reports; it does not fail: {@code findings} counts
 * {@link #undefinedSymbols} and {@link #brokenLinks}. Links into documents the store does not hold
 * (a bundle's root {@code AGENTS.md} when only {@code skills/} was ingested) are listed apart and not
 * counted: the store cannot tell a broken link from one into material it was not given.
 *
 * @param findings          undefined symbols plus broken links
 * @param apiReleases       the API sources symbols were checked against; empty when none is ingested
 * @param undefinedSymbols  names documents mention that no ingested API source defines (empty when
 *                          {@code apiReleases} is: nothing to check against)
 * @param brokenLinks       links whose target document is in the store but whose anchor is not
 * @param linksOutsideStore links into documents the store does not hold
 * @param note              one sentence on what was and was not checked
 */
public record LintReport(int findings, List<SymbolDescription.Release> apiReleases, List<UndefinedSymbol> undefinedSymbols,
                         List<Link> brokenLinks, List<Link> linksOutsideStore, String note) {
    public LintReport {
        apiReleases = List.copyOf(apiReleases);
        undefinedSymbols = List.copyOf(undefinedSymbols);
        brokenLinks = List.copyOf(brokenLinks);
        linksOutsideStore = List.copyOf(linksOutsideStore);
        if (findings != undefinedSymbols.size() + brokenLinks.size()) throw new IllegalArgumentException("findings must count the lists");
    }

    /** A symbol name no API source defines, with the sections naming it. */
    public record UndefinedSymbol(String symbol, List<SymbolDescription.Mention> mentionedIn) {
        public UndefinedSymbol { mentionedIn = List.copyOf(mentionedIn); }
    }

    /** A link from section {@code from} ({@code key#anchor}) to {@code target} ({@code key#anchor} or {@code key}). */
    public record Link(String from, String target) {}
}
