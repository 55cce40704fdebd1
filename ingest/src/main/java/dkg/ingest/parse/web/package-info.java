/** DOCA's public web documentation pages (programming guides), saved or fetched: {@link dkg.ingest.parse.web.WebPageParser}. */
package dkg.ingest.parse.web;
