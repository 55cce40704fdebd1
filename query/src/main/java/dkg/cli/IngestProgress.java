package dkg.cli;

import dkg.ingestion.IngestListener;
import dkg.ingest.parse.Problems;
import dkg.ingest.source.Source;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows an ingest on stderr: a progress bar (me.tongfei:progressbar) when stderr is a terminal,
 * otherwise a line per tenth of the sources, so logs of CI runs stay short. Problems are printed
 * as {@code doca-kg: warning: path: message}.
 */
final class IngestProgress implements IngestListener, AutoCloseable {
    /** Captured at start: parsers may report from other threads, which must print to the same place. */
    private final java.io.PrintStream err = Output.err();
    private final boolean terminal = !Output.captured() && System.console() != null && System.console().isTerminal();
    private ProgressBar bar;
    private int total;
    private int done;
    private int lastTenth = -1;
    private long started = System.nanoTime();
    /** Says the ingest is alive during phases that report no steps of their own (the commit, derived answers). */
    private final Heartbeat heartbeat = new Heartbeat(line -> Output.note(err, line));

    @Override
    public void resolved(int total) {
        this.total = total;
        this.started = System.nanoTime();
        Output.note(err, "resolved " + total + " documents");
        if (terminal && total > 0) {
            bar = new ProgressBarBuilder().setTaskName("ingest").setInitialMax(total)
                    .setStyle(ProgressBarStyle.ASCII)
                    .setConsumer(new ConsoleProgressBarConsumer(err))
                    .build();
        }
    }

    @Override
    public void parsed(Source source, boolean skipped) {
        done++;
        if (bar != null) {
            bar.step();
            return;
        }
        int tenth = total == 0 ? 10 : done * 10 / total;
        if (tenth != lastTenth) {
            lastTenth = tenth;
            long elapsed = System.nanoTime() - started;
            String eta = done > 0 && done < total ? String.format(" (about %.0f s left)", elapsed / 1e9 * (total - done) / done) : "";
            Output.note(err, "parsed " + done + "/" + total + eta);
        }
    }

    private ProgressBar downloadBar;
    private int lastDownloadTenth = -1;

    /** Bytes of a download: a bar in MB with speed and ETA on a terminal, else a line per tenth. */
    @Override
    public void downloaded(long bytes, long totalBytes) {
        if (bytes < 0) {
            if (downloadBar != null) downloadBar.close();
            downloadBar = null;
            lastDownloadTenth = -1;
            return;
        }
        if (terminal) {
            if (downloadBar == null) {
                downloadBar = new ProgressBarBuilder().setTaskName("download").setInitialMax(totalBytes)
                        .setUnit(" MB", 1 << 20).showSpeed().setStyle(ProgressBarStyle.ASCII)
                        .setConsumer(new ConsoleProgressBarConsumer(err)).build();
            }
            downloadBar.stepTo(bytes);
            return;
        }
        int tenth = totalBytes > 0 ? (int) (bytes * 10 / totalBytes) : (int) (bytes >> 24); // else every 16 MB
        if (tenth != lastDownloadTenth) {
            lastDownloadTenth = tenth;
            Output.note(err, String.format("downloaded %.1f MB%s", bytes / 1048576.0, totalBytes > 0 ? String.format(" of %.1f MB", totalBytes / 1048576.0) : ""));
        }
    }

    @Override
    public void problem(Problems.Problem p) { err.println("doca-kg: " + p); }

    @Override
    public void committing(int documents) {
        closeBar();
        Output.note(err, "committing " + documents + " changed documents");
        heartbeat.phase("committing");
    }

    @Override
    public void deriving(String what) {
        Output.note(err, "deriving " + what + " for one-shot commands");
        heartbeat.phase("deriving " + what);
    }

    @Override
    public void note(String message) { Output.note(err, message); }

    @Override
    public void close() {
        heartbeat.close();
        closeBar();
    }

    private void closeBar() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
