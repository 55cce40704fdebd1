/**
 * DOCA across releases as answers of their own: a symbol's history (its presence, argument counts and
 * migration evidence per ingested release) and the release a question names. Plain request and answer
 * records, one query class each and their text renderers, read off the {@link dkg.code.CodeCatalog}.
 */
package dkg.releases;
