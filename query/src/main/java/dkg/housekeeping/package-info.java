/**
 * The store's housekeeping answers: status, statistics, snapshots, export and forgetting a source.
 */
package dkg.housekeeping;
