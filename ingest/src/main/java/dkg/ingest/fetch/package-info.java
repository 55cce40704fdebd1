/** Polite HTTP fetching of web documentation into an on-disk cache: {@link dkg.ingest.fetch.PageFetcher}. */
package dkg.ingest.fetch;
