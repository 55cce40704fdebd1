package dkg.hold;

import dkg.layout.StoreLayout;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * Where a holder listens: the Unix-domain socket {@code <store>/holder.sock}, mode 0600. Either end
 * asks the kernel who the other is ({@code SO_PEERCRED}) and talks only to a process of its own user:
 * a file in a folder others may write, or a recycled pid, cannot make anyone else look like the holder.
 */
public final class HolderSocket {
    private HolderSocket() {}

    public static Path path(Path storeDir) { return StoreLayout.holderSocket(storeDir.toAbsolutePath().normalize()); }

    /** The user this process runs as (the owner of its /proc entry: its effective uid). */
    static UserPrincipal self() throws IOException {
        Path proc = Path.of("/proc/self");
        if (Files.exists(proc)) return Files.getOwner(proc);
        return proc.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(System.getProperty("user.name"));
    }

    /** The user of the process at the other end of {@code channel}. */
    static UserPrincipal peer(SocketChannel channel) throws IOException {
        UnixDomainPrincipal p = channel.getOption(ExtendedSocketOptions.SO_PEERCRED);
        return p.user();
    }

    /** Whether the other end runs as this process's user. */
    static boolean sameUser(SocketChannel channel) {
        try {
            return peer(channel).equals(self());
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }
}
