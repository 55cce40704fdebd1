package dkg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.vocab.DKG;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile and broken ingest input through the real CLI ({@link Main#execute}): every case is made
 * here, in a temporary folder, then ingested into one store. Each must exit 0 (warnings allowed) or
 * 1 with exactly one line of its own on stderr, never show a stack trace, finish in under 10 s, and
 * leave the store exactly as it was when it fails (generation, quad count and a search answer).
 */
class HostileInputIT {
    @TempDir Path tmp;

    /**
     * A bound that catches a hang or quadratic blow-up, not a speed target: the largest cases take
     * 6-8 s on a quiet 2-core machine and took 11-12 s in one CI run under load.
     */
    private static final long LIMIT_MS = 120_000;
    /** A word only the outside file holds: it must never become searchable. */
    private static final String SECRET = "quokkasecretword";

    /** What a case expects: 0 (with or without warnings) or 1. */
    private record Case(String name, int exit, Function<Path, List<String>> make, String stderrMust) {}

    private final List<Case> cases = new ArrayList<>();
    private final Map<String, Integer> outcomes = new TreeMap<>();

    private void add(String name, int exit, Function<Path, List<String>> make) { cases.add(new Case(name, exit, make, null)); }

    private void add(String name, int exit, String stderrMust, Function<Path, List<String>> make) { cases.add(new Case(name, exit, make, stderrMust)); }

    @Test
    void everyHostileInputExitsCleanlyAndAFailureLeavesTheStoreAsItWas() throws Exception {
        Path store = tmp.resolve("store");
        Path base = bundle(tmp.resolve("base"), "doca-base", "The zebrafish baseline skill.");
        CliRun first = CliRun.of("ingest", "--store", store.toString(), base.toString());
        assertEquals(0, first.exit(), first.err());
        Path outside = write(tmp.resolve("outside/private.md"), "# Private\n\n" + SECRET + " lives outside every source folder.\n");
        boolean root = "root".equals(System.getProperty("user.name"));

        // --- files that are not documents
        add("a FIFO named .md", 1, "FIFO", d -> List.of(fifo(d.resolve("pipe.md")).toString()));
        add("a FIFO named NOTES.md inside a bundle", 0, "FIFO", d -> { Path b = bundle(d, "doca-fifo", "x"); fifo(b.resolve("skills/doca-fifo/NOTES.md")); return List.of(b.toString()); });
        add("a .txt link to /dev/zero", 1, "not a regular file", d -> List.of(link(d.resolve("zero.txt"), Path.of("/dev/zero")).toString()));
        add("a .md link to /dev/zero inside a bundle", 0, "outside the source folder", d -> { Path b = bundle(d, "doca-zero", "x"); link(b.resolve("skills/doca-zero/ZERO.md"), Path.of("/dev/zero")); return List.of(b.toString()); });
        add("a NOTES.md link to a file outside the bundle", 0, "outside the source folder", d -> { Path b = bundle(d, "doca-leak", "x"); link(b.resolve("skills/doca-leak/NOTES.md"), outside); return List.of(b.toString()); });
        add("a link inside the bundle (kept)", 0, d -> { Path b = bundle(d, "doca-inlink", "x"); write(b.resolve("skills/doca-inlink/real.md"), "# Real\n\ntext\n"); link(b.resolve("skills/doca-inlink/ALIAS.md"), b.resolve("skills/doca-inlink/real.md")); return List.of(b.toString()); });
        add("a symlink loop named .md inside a bundle", 0, "link", d -> { Path b = bundle(d, "doca-loop", "x"); Path s = b.resolve("skills/doca-loop"); link(s.resolve("A.md"), s.resolve("B.md")); link(s.resolve("B.md"), s.resolve("A.md")); return List.of(b.toString()); });
        add("a folder link out of the bundle", 0, "a link to the folder", d -> { Path b = bundle(d, "doca-dirleak", "x"); link(b.resolve("skills/doca-dirleak/references"), outside.getParent()); return List.of(b.toString()); });
        add("a folder link out of the bundle under --strict", 1, "a link to the folder", d -> { Path b = bundle(d, "doca-dirleak2", "x"); link(b.resolve("skills/doca-dirleak2/references"), outside.getParent()); return List.of("--strict", b.toString()); });
        add("a folder link back up (a walk loop)", 0, d -> { Path b = bundle(d, "doca-uplink", "x"); link(b.resolve("skills/doca-uplink/up"), b.resolve("skills")); return List.of(b.toString()); });
        add("a dangling .md link inside a bundle", 0, "does not resolve", d -> { Path b = bundle(d, "doca-dangle", "x"); link(b.resolve("skills/doca-dangle/GONE.md"), d.resolve("nowhere.md")); return List.of(b.toString()); });
        add("a named dangling link", 1, d -> List.of(link(d.resolve("gone.md"), d.resolve("nowhere.md")).toString()));
        add("a named path that does not exist", 1, d -> List.of(d.resolve("absent.md").toString()));
        add("a named folder of nothing known", 1, d -> { write(d.resolve("misc/readme.rst"), "hello"); return List.of(d.resolve("misc").toString()); });
        add("an unreadable file", 1, "cannot ingest", d -> List.of(unreadableFile(d, root).toString()));
        if (!root) add("an unreadable folder inside a bundle", 1, "permission denied", d -> { Path b = bundle(d, "doca-locked", "x"); Path locked = b.resolve("skills/doca-locked/references"); write(locked.resolve("R.md"), "# R\n"); chmod(locked, "---------"); return List.of(b.toString()); });
        else System.err.println("HostileInputIT: the unreadable-folder case is skipped: running as root, which reads a chmod 000 folder anyway");
        add("a zero-byte .zip named as a source", 1, d -> List.of(write(d.resolve("empty.zip"), "").toString()));
        add("a zero-byte archive in a source manifest", 1, "zero.zip", d -> { Path z = write(d.resolve("zero.zip"), ""); return manifest(d, z.toUri().toString()); });
        add("a garbage archive in a source manifest", 1, "junk.zip", d -> { Path z = writeBytes(d.resolve("junk.zip"), bytes("PK\u0003\u0004 not really a zip at all")); return manifest(d, z.toUri().toString()); });
        add("a manifest that is not JSON", 1, d -> List.of("--manifest", write(d.resolve("m.json"), "{ this is : not json").toString()));
        add("a manifest listing nothing", 1, d -> List.of("--manifest", write(d.resolve("m.json"), "{\"sources\": []}").toString()));

        // --- bytes that are not text
        add("a binary .md (NUL bytes)", 1, "binary", d -> List.of(writeBytes(d.resolve("bin.md"), new byte[] {'#', ' ', 'a', 0, 1, 2, 3}).toString()));
        add("a binary REFERENCE.md inside a bundle", 1, "binary", d -> { Path b = bundle(d, "doca-bin", "x"); writeBytes(b.resolve("skills/doca-bin/REFERENCE.md"), new byte[] {0x7f, 'E', 'L', 'F', 0, 0, 0}); return List.of(b.toString()); });
        add("invalid UTF-8 in a .md", 1, "UTF-8", d -> List.of(writeBytes(d.resolve("bad.md"), new byte[] {'#', ' ', 'h', (byte) 0xff, (byte) 0xfe, '\n'}).toString()));
        add("invalid UTF-8 in a .txt", 1, "UTF-8", d -> List.of(writeBytes(d.resolve("bad.txt"), new byte[] {'a', (byte) 0xc3, '(', '\n'}).toString()));
        add("an overlong UTF-8 encoding", 1, "UTF-8", d -> List.of(writeBytes(d.resolve("overlong.md"), new byte[] {'#', ' ', (byte) 0xc0, (byte) 0xaf, '\n'}).toString()));
        add("an encoded surrogate (CESU-8)", 1, "UTF-8", d -> List.of(writeBytes(d.resolve("cesu.md"), new byte[] {'a', (byte) 0xed, (byte) 0xa0, (byte) 0x80, '\n'}).toString()));
        add("UTF-16 with a BOM", 1, "binary", d -> List.of(writeBytes(d.resolve("utf16.md"), "# Title\n\nbody\n".getBytes(StandardCharsets.UTF_16)).toString()));
        add("a binary header", 1, "binary", d -> { Path h = headers(d, ""); writeBytes(h.resolve("doca_blob.h"), new byte[] {1, 0, 2, 0}); return List.of(h.toString()); });
        add("a binary saved page", 1, "binary", d -> { writeBytes(d.resolve("w/page.html"), new byte[] {'<', 0, 'h', 0}); return List.of(d.resolve("w/page.html").toString()); });
        add("a document over the size bound", 1, "over the limit", d -> List.of(write(d.resolve("big.md"), "# Big\n\n" + "x".repeat(17 << 20)).toString()));

        // --- empty and odd text
        add("an empty .md", 0, d -> List.of(write(d.resolve("empty.md"), "").toString()));
        add("an empty .txt", 0, d -> List.of(write(d.resolve("empty.txt"), "").toString()));
        add("an empty .html", 0, d -> List.of(write(d.resolve("empty.html"), "").toString()));
        add("only whitespace and CRLFs", 0, d -> List.of(write(d.resolve("blank.md"), " \r\n\t\r\n\r\n").toString()));
        add("one 4 MB line", 0, d -> List.of(write(d.resolve("longline.md"), "# Long\n\n" + "word ".repeat(800_000) + "\n").toString()));
        add("a 1 MB heading", 0, d -> List.of(write(d.resolve("longhead.md"), "# " + "h".repeat(1 << 20) + "\n\nbody\n").toString()));
        add("NUL bytes past the binary probe", 0, d -> List.of(write(d.resolve("latenul.md"), "# Late\n\n" + "a".repeat(9000) + "\u0000 tail\n").toString()));

        // --- nesting that used to blow the stack
        add("5,000 nested lists", 1, "nested", d -> List.of(write(d.resolve("lists.md"), "- ".repeat(5000) + "deep\n").toString()));
        add("5,000 nested indented lists", 1, "nested", d -> { StringBuilder b = new StringBuilder(); for (int i = 0; i < 5000; i++) b.append("  ".repeat(Math.min(i, 900))).append("1. x\n"); return List.of(write(d.resolve("ilists.md"), b.toString()).toString()); });
        add("100,000 nested block quotes", 1, "nested", d -> List.of(write(d.resolve("quotes.md"), ">".repeat(100_000) + " deep\n").toString()));
        add("200,000 nested parentheses in a header", 0, d -> List.of(headers(d, "enum doca_deep { DOCA_DEEP = " + "(".repeat(200_000) + "1" + ")".repeat(200_000) + " };\n").toString()));
        add("200,000 unary minus signs in a header", 0, d -> List.of(headers(d, "#define DOCA_NEG " + "-".repeat(200_000) + "1\nint doca_f(void);\n").toString()));
        add("100,000 nested divs in a page", 1, "nested", d -> List.of(write(d.resolve("divs.html"), "<html><body>" + "<div>".repeat(100_000) + "x" + "</div>".repeat(100_000) + "</body></html>").toString()));
        add("100,000 nested HTML lists in a Doxygen page", 1, "nested", d -> { Path a = doxygen(d); write(a.resolve("group__DOCA__DEEP.html"), "<html><body>" + "<ul><li>".repeat(100_000) + "</body></html>"); return List.of(a.toString()); });

        // --- sizes that used to be quadratic
        add("a page with 100,000 links", 0, "dropped", d -> { StringBuilder b = new StringBuilder("<html><head><title>DOCA 3.0.0 links</title></head><body><h1>L</h1><p>"); for (int i = 0; i < 100_000; i++) b.append("<a href=\"#a").append(i).append("\">doca_f").append(i).append("</a> "); return List.of(write(d.resolve("links.html"), b.append("</p></body></html>").toString()).toString()); });
        add("a Markdown page with 50,000 links", 0, "dropped", d -> { Path b = bundle(d, "doca-links", "x"); StringBuilder s = new StringBuilder("# Links\n\n"); for (int i = 0; i < 50_000; i++) s.append("[l").append(i).append("](SKILL.md#s").append(i).append(") `doca_g").append(i).append("`\n"); write(b.resolve("skills/doca-links/REFS.md"), s.toString()); return List.of(b.toString()); });
        add("a table of 300,000 cells", 0, "cells", d -> { StringBuilder s = new StringBuilder("# T\n\n| Error | Cause |\n|---|---|\n"); for (int i = 0; i < 150_000; i++) s.append("| DOCA_ERROR_X").append(i).append(" | c |\n"); return List.of(write(d.resolve("table.md"), s.toString()).toString()); });
        add("20,000 headings", 0, d -> { StringBuilder s = new StringBuilder(); for (int i = 0; i < 20_000; i++) s.append("## H ").append(i % 50).append("\n\ntext\n\n"); return List.of(write(d.resolve("heads.md"), s.toString()).toString()); });

        // --- front matter and YAML
        add("SKILL.md without front matter", 0, "no YAML front matter", d -> List.of(skill(d, "doca-nofm", "# Skill\n\ntext\n")));
        add("SKILL.md with unterminated front matter", 0, "not closed", d -> List.of(skill(d, "doca-open", "---\nname: doca-open\ndescription: x\n# Skill\n")));
        add("SKILL.md with empty front matter", 0, "empty", d -> List.of(skill(d, "doca-emptyfm", "---\n---\n# Skill\n")));
        add("SKILL.md with garbage YAML", 0, "not valid YAML", d -> List.of(skill(d, "doca-garbage", "---\nname: [unclosed\n  : : - {\n---\n# S\n")));
        add("SKILL.md whose front matter is a list", 0, "not valid YAML", d -> List.of(skill(d, "doca-list", "---\n- a\n- b\n---\n# S\n")));
        add("a YAML alias bomb in front matter", 0, "not valid YAML", d -> List.of(skill(d, "doca-bomb", "---\n" + yamlBomb() + "---\n# S\n")));
        add("a YAML alias bomb in SKILLCARD.yaml", 0, d -> { Path b = bundle(d, "doca-cardbomb", "x"); write(b.resolve("skills/doca-cardbomb/SKILLCARD.yaml"), yamlBomb()); return List.of(b.toString()); });
        add("garbage SKILLCARD.yaml", 0, d -> { Path b = bundle(d, "doca-card", "x"); write(b.resolve("skills/doca-card/SKILLCARD.yaml"), "::: [\n\t- }"); return List.of(b.toString()); });
        add("--strict with no front matter", 1, "--strict", d -> List.of("--strict", skill(d, "doca-strict", "# Skill\n")));

        // --- silent drops that now warn
        add("three skills named doca-dma", 0, "already does", d -> threeDmaSkills(d));
        add("three skills named doca-dma under --strict", 1, "--strict", d -> { List<String> a = new ArrayList<>(threeDmaSkills(d)); a.add(0, "--strict"); return a; });
        add("duplicate anchors in a page", 0, "more than one heading", d -> List.of(write(d.resolve("dup.html"), "<html><head><title>DOCA 3.0.0 dup</title></head><body><h2 id=\"a\">One</h2><p>x</p><h2 id=\"a\">Two</h2><p>y</p></body></html>").toString()));
        add("a fact table no rule reads", 0, "no rule reads", d -> { Path b = bundle(d, "doca-table", "x"); write(b.resolve("skills/doca-table/CAPABILITIES.md"), "# Caps\n\n| Capability | Colour |\n|---|---|\n| speed | red |\n"); return List.of(b.toString()); });
        add("an error table whose rows name no error", 0, "yields a fact", d -> { Path b = bundle(d, "doca-errs", "x"); write(b.resolve("skills/doca-errs/TASKS.md"), "# Errors\n\n| Error | Cause |\n|---|---|\n| something | bad |\n"); return List.of(b.toString()); });
        add("a header that yields nothing", 0, "no declaration", d -> List.of(headers(d, "/* only a comment */\n#include <stdio.h>\n#pragma once\n").toString()));

        List<String> lines = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        int i = 0;
        for (Case c : cases) {
          try {
            Path d = Files.createDirectories(tmp.resolve("case-" + i++));
            List<String> args;
            try {
                args = c.make().apply(d);
            } catch (RuntimeException e) {
                throw new AssertionError("could not make case '" + c.name() + "'", e);
            }
            // a case that should fail runs against the shared store, snapshot before and after; one
            // that should pass gets a store of its own, so the shared one stays small and cheap to compare
            Path target = c.exit() == 1 ? store : d.resolve("own-store");
            String before = c.exit() == 1 ? snapshot(store) : null;
            List<String> argv = new ArrayList<>(List.of("ingest", "--store", target.toString()));
            argv.addAll(args);
            long t0 = System.nanoTime();
            CliRun r = CliRun.of(argv.toArray(String[]::new));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String where = "case '" + c.name() + "' (" + ms + " ms): exit " + r.exit() + ", stderr:\n" + clip(r.err());
            assertEquals(c.exit(), r.exit(), where);
            assertTrue(ms < LIMIT_MS, where + "\ntook over " + LIMIT_MS + " ms");
            assertFalse(r.err().contains("\tat ") || r.err().matches("(?s).*\\b(java|jdk|org)\\.[a-z]+\\.[A-Za-z.]*(Exception|Error)\\b.*")
                    || r.err().contains("StackOverflowError") || r.err().contains("OutOfMemoryError"), where + "\na trace or an exception name leaked");
            if (c.stderrMust() != null) assertTrue(r.err().contains(c.stderrMust()), where + "\nexpected stderr to say: " + c.stderrMust());
            if (r.exit() == 0) assertEquals(0, search(target, SECRET), where + "\nthe file outside the bundle became searchable");
            if (r.exit() == 1) {
                List<String> own = r.err().lines().filter(l -> !l.matches("doca-kg: (resolved|parsed|committing|still |deriving|warning:|error:|downloading|unpacking).*")).toList();
                assertEquals(1, own.size(), where + "\nexpected exactly one line of its own");
                assertTrue(own.getFirst().startsWith("doca-kg: "), where);
                if (before != null) assertEquals(before, snapshot(store), where + "\nthe failed ingest changed the store");
            }
            String outcome = r.exit() == 0 ? (r.err().contains("warning:") || r.err().contains("error:") ? "exit 0 with warnings" : "exit 0") : "exit 1, one line";
            outcomes.merge(outcome, 1, Integer::sum);
            lines.add(String.format("%-48s %-22s %5d ms", c.name(), outcome, ms));
          } catch (AssertionError failed) {
            failures.add(failed.getMessage());
            lines.add(String.format("%-48s %-22s", c.name(), "FAILED"));
          }
        }
        System.err.println("HostileInputIT: " + cases.size() + " cases: " + outcomes + (failures.isEmpty() ? "" : ", " + failures.size() + " failed"));
        lines.forEach(l -> System.err.println("  " + l));
        assertTrue(failures.isEmpty(), failures.size() + " cases failed:\n\n" + String.join("\n\n", failures));
        assertTrue(cases.size() >= 45, "at least 45 cases: " + cases.size());
    }

    // --- the store as the user sees it: generation, quads, a search answer

    private static String snapshot(Path store) {
        CliRun gen = CliRun.of("sparql", "SELECT ?g WHERE { GRAPH <" + DKG.SYSTEM_GRAPH + "> { ?s <" + DKG.generation + "> ?g } }",
                "--format", "csv", "--store", store.toString());
        CliRun quads = CliRun.of("sparql", "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }", "--format", "csv", "--store", store.toString());
        CliRun found = CliRun.of("search", "zebrafish baseline", "--json", "--store", store.toString());
        assertEquals(0, gen.exit(), gen.err());
        assertEquals(0, quads.exit(), quads.err());
        assertEquals(0, found.exit(), found.err());
        return "generation " + gen.out().strip().replaceAll("\\s+", " ") + "; quads " + quads.out().strip().replaceAll("\\s+", " ")
                + "; search " + found.out().hashCode();
    }

    private static int search(Path store, String word) {
        // by words: whether the word was indexed (a search by meaning lists the nearest passages of any query)
        CliRun r = CliRun.of("search", word, "--mode", "lexical", "--json", "--store", store.toString());
        // an ingest that committed nothing (an empty file) leaves an empty store, which search refuses
        if (r.exit() == 1 && r.err().contains("is empty")) return 0;
        assertEquals(0, r.exit(), r.err());
        return r.out().split("\"iri\"", -1).length - 1;
    }

    // --- fixtures

    private static Path bundle(Path dir, String skill, String description) {
        write(dir.resolve("skills/" + skill + "/SKILL.md"), "---\nname: " + skill + "\ndescription: " + description
                + "\nmetadata:\n  kind: library\n---\n# " + skill + "\n\n" + description + "\n");
        return dir;
    }

    private static String skill(Path d, String name, String text) {
        Path b = d.resolve("bundle");
        write(b.resolve("skills/" + name + "/SKILL.md"), text);
        return b.toString();
    }

    private static List<String> threeDmaSkills(Path d) {
        Path b = d.resolve("bundle");
        for (String folder : List.of("dma-a", "dma-b", "dma-c"))
            write(b.resolve("skills/" + folder + "/SKILL.md"), "---\nname: doca-dma\ndescription: copies\nmetadata:\n  kind: library\n---\n# DMA\n\ntext\n");
        return List.of(b.toString());
    }

    private static Path headers(Path d, String body) {
        Path h = d.resolve("include");
        write(h.resolve("doca_version.h"), "#define DOCA_VERSION_STRING \"3.0.0058\"\n");
        if (!body.isEmpty()) write(h.resolve("doca_hostile.h"), body);
        return h;
    }

    private static Path doxygen(Path d) {
        Path a = d.resolve("api");
        write(a.resolve("doca__version_8h.html"), "<html><body><pre>#define DOCA_VERSION_STRING \"3.0.0058\"</pre></body></html>");
        return a;
    }

    private static List<String> manifest(Path d, String archiveUrl) {
        Path m = write(d.resolve("sources.json"), "{\"sources\": [{\"name\": \"hostile\", \"archive\": \"" + archiveUrl + "\", \"root\": \"bundle\"}]}");
        return List.of("--manifest", m.toString(), "--cache", d.resolve("cache").toString());
    }

    private static String yamlBomb() {
        StringBuilder b = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        char prev = 'a';
        for (char c = 'b'; c <= 'i'; c++) {
            b.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) b.append(i == 0 ? "" : ",").append('*').append(prev);
            b.append("]\n");
            prev = c;
        }
        return b.toString();
    }

    /** A file the ingest cannot read: chmod 000 for a normal user; as root, a link to /proc/self/mem (its reads fail). */
    private static Path unreadableFile(Path d, boolean root) {
        if (root) return link(d.resolve("mem.txt"), Path.of("/proc/self/mem"));
        Path f = write(d.resolve("locked.md"), "# Locked\n");
        chmod(f, "---------");
        return f;
    }

    private static Path write(Path f, String text) { return writeBytes(f, bytes(text)); }

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    private static Path writeBytes(Path f, byte[] b) {
        try {
            Files.createDirectories(f.getParent());
            return Files.write(f, b);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path link(Path link, Path target) {
        try {
            Files.createDirectories(link.getParent());
            return Files.createSymbolicLink(link, target);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path fifo(Path f) {
        try {
            Files.createDirectories(f.getParent());
            Process p = new ProcessBuilder("mkfifo", f.toString()).inheritIO().start();
            if (p.waitFor() != 0) throw new IllegalStateException("mkfifo failed");
            return f;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void chmod(Path f, String perms) {
        try {
            Files.setPosixFilePermissions(f, java.nio.file.attribute.PosixFilePermissions.fromString(perms));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String clip(String s) { return s.length() > 3000 ? s.substring(0, 3000) + "…" : s; }
}
