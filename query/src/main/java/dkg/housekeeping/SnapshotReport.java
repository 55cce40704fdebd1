package dkg.housekeeping;

/**
 * What {@code doca-kg snapshot} wrote.
 *
 * @param archive      the archive file, absolute
 * @param generation   the store generation it holds
 * @param files        how many store files it holds
 * @param storeBytes   their size in the store
 * @param archiveBytes the archive's size
 */
public record SnapshotReport(String archive, long generation, int files, long storeBytes, long archiveBytes) {}
