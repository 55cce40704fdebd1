/**
 * The store as the answers see it: {@link dkg.kg.LazyStore} opens TDB2 on first use, and each
 * committed generation gets one {@link dkg.kg.Generation} cell holding what was computed from it
 * (a router, a catalogue, remembered answers), plus the derived files that carry those values to
 * the next process.
 */
package dkg.kg;
