package dkg.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The findings a fixture file plants: {@code expect: RULE [RULE...]} comments, as {@code line:rule}. */
public final class PlantedFindings {
    private PlantedFindings() {}

    private static final Pattern EXPECT = Pattern.compile("expect: ([a-z -]+?)\\s*(\\*/|$)");

    public static Set<String> of(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            Set<String> out = new TreeSet<>();
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = EXPECT.matcher(lines.get(i));
                if (m.find()) for (String rule : m.group(1).strip().split("\\s+")) out.add((i + 1) + ":" + rule);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
