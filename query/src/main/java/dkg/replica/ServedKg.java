package dkg.replica;

import dkg.api.DocaKg;

/**
 * The store a server answers from: one {@link DocaKg} for the server's life, or a replica's current
 * snapshot, which a newer one may replace while the server runs. A request {@link #pin pins} the
 * store it started on, so everything it reads comes from one generation and that generation stays
 * open until the request ends.
 *
 * <p>Threads: {@link #pin} binds the calling thread until the pin is closed; {@link #kg} answers the
 * thread's pinned store, or the current one on a thread without a pin.
 */
public interface ServedKg {
    /** The pinned store on this thread, else the current one. */
    DocaKg kg();

    /** Pins the current store to this thread until closed; a pin inside a pin keeps the outer one. */
    Pin pin();

    /** Whether the store may change while the server runs (so requests must pin it). */
    default boolean changes() { return true; }

    /** An open pin; closing it ends the request's hold on its generation. */
    interface Pin extends AutoCloseable {
        @Override
        void close();

        /** The generation this pin holds. */
        long generation();
    }

    /** One store for the server's life: pins cost nothing. */
    static ServedKg of(DocaKg kg) {
        return new ServedKg() {
            @Override
            public DocaKg kg() { return kg; }

            @Override
            public boolean changes() { return false; }

            @Override
            public Pin pin() {
                return new Pin() {
                    @Override
                    public void close() {}

                    @Override
                    public long generation() { return -1; }
                };
            }
        };
    }
}
