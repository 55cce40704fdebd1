package dkg.sparql;

import java.time.Duration;

/** Durations as people write them in messages: {@code 10 s}, {@code 250 ms}. */
final class Durations {
    private Durations() {}

    static String human(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + " s" : ms + " ms";
    }
}
