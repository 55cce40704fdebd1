package dkg.ingest.probe;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Main class of the child JVM that makes the native calls. Reads one {@link ProbeRequest} (JSON) on
 * stdin, writes {@link ProbeEvent}s as JSON Lines on stdout, flushing before every native call, and
 * exits 0. Nothing else goes to stdout. With an argument, writes its {@link InFlightCall} record to
 * that file before every native call. Started only by {@link IsolatedProbe}.
 */
public final class ProbeChild {
    private ProbeChild() {}

    public static void main(String[] args) throws IOException {
        // Keep a private handle on the real stdout and point System.out at stderr, so a stray print
        // from any library cannot corrupt the protocol.
        PrintStream protocol = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        ProbeRequest request = ProbeJson.mapper().readValue(System.in.readAllBytes(), ProbeRequest.class);
        InFlightCall.Recorder recorder = args.length > 0 ? new InFlightCall.Recorder(java.nio.file.Path.of(args[0])) : null;
        new NativeProbe(event -> {
            protocol.println(ProbeJson.write(event));
            protocol.flush();
        }, (call, query, pci) -> { if (recorder != null) recorder.before(call, query, pci); }).run(request);
        protocol.flush();
        if (recorder != null) recorder.close();
    }
}
