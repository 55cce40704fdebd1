/**
 * One ingest run: the sources a manifest names, downloaded or unpacked, parsed into graphs and
 * committed with their index, and what it reports.
 */
package dkg.ingestion;
