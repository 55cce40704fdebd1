package dkg.kg;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Strings and lists of them in the derived files' binary form (see {@link DerivedFiles#readBinary}). */
public final class BinaryForm {
    private BinaryForm() {}

    /** Longer than any value a store derives: a torn or foreign file's length would allocate without bound. */
    private static final int MAX_SIZE = 1 << 26;

    // UTF-8 with an int length: DataOutput.writeUTF stops at 64 KB, less than one skill's files
    public static void string(DataOutput out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    public static String string(DataInput in) throws IOException {
        byte[] b = new byte[size(in)];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    public static void strings(DataOutput out, List<String> list) throws IOException {
        out.writeInt(list.size());
        for (String s : list) string(out, s);
    }

    public static List<String> strings(DataInput in) throws IOException {
        int n = size(in);
        List<String> out = new ArrayList<>(Math.min(n, 1 << 16));
        for (int i = 0; i < n; i++) out.add(string(in));
        return out;
    }

    /** A count or length as written, refused when no derived value could have it. */
    public static int size(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_SIZE) throw new IOException("not a derived value (a length of " + n + ")");
        return n;
    }
}
