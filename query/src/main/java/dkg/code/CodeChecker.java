package dkg.code;

import dkg.error.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reviews a user's C/C++ files against the graph: scans every file ({@link CodeScanner}) into one
 * {@link Program} and runs each {@link CheckRule}. Folders are read for their C, C++ and CUDA files.
 * Stateless apart from the catalog; thread-safe.
 */
public final class CodeChecker {
    /** Every rule, in the order reports list them. */
    static final List<CheckRule> RULES = List.of(new UnknownSymbolRule(), new OlderApiRule(), new NewerThanVersionRule(), new ExperimentalApiRule(),
            new CapabilityCheckRule(), new MmapPermissionRule(), new ExportPermissionRule(), new IgnoredErrorRule());

    private static final Set<String> CODE = Set.of(".c", ".h", ".cpp", ".hpp", ".cc", ".hh", ".cu", ".cuh", ".cxx");

    /**
     * Findings one rule may report before it is stopped: generated or hostile code (thousands of
     * unknown names) would otherwise cost a did-you-mean search each and bury the first ones.
     */
    public static final int MAX_FINDINGS_PER_RULE = 500;

    private final CodeCatalog catalog;

    public CodeChecker(CodeCatalog catalog) { this.catalog = catalog; }

    /** Rule ids and descriptions, for SARIF's rule list. */
    public static List<String[]> rules() {
        return RULES.stream().map(r -> new String[] {r.id(), r.description()}).toList();
    }

    /**
     * @param paths       files or folders, as the user named them
     * @param docaVersion the release to check against ({@code 3.0}, {@code 3.0.0058}), or null for
     *                    {@link CodeCatalog#defaultRelease()} (installed headers, else a saved probe's version, else the newest)
     * @throws BadInputException for a missing path, no C/C++ file, a file that is not a regular text
     *                           file within the size bound ({@link CheckedFiles}), or a release not ingested
     */
    public CheckReport check(List<String> paths, String docaVersion) {
        if (paths == null || paths.isEmpty()) throw new BadInputException("name the C/C++ files or folders to check");
        String release = chosen(docaVersion);
        List<Program.ScannedFile> files = new ArrayList<>();
        for (String p : files(paths)) {
            files.add(Program.ScannedFile.of(p, CheckedFiles.text(Path.of(p))));
        }
        List<Program.ScannedFile> linked = new ArrayList<>();
        for (Path p : CompanionSources.of(files)) {
            try {
                linked.add(Program.ScannedFile.of(p.toString(), CheckedFiles.text(p)));
            } catch (BadInputException e) {
                // a helper that cannot be read as code (too large, binary) adds nothing; the named files are checked all the same
            }
        }
        return run(files, linked, release);
    }

    /**
     * Checks source text sent by a client (an agent's editor buffer) as one file named {@code name}.
     *
     * @throws BadInputException for empty text or a release not ingested
     */
    public CheckReport checkSource(String name, String text, String docaVersion) {
        if (text == null || text.isBlank()) throw new BadInputException("the code to check is empty; send the C/C++ source text");
        CheckedFiles.requireWithinBound(text);
        String release = chosen(docaVersion);
        String file = name == null || name.isBlank() ? "input.c" : name;
        return run(List.of(Program.ScannedFile.of(file, text)), List.of(), release);
    }

    private String chosen(String docaVersion) {
        return docaVersion == null || docaVersion.isBlank() ? catalog.defaultRelease() : catalog.release(docaVersion);
    }

    private CheckReport run(List<Program.ScannedFile> files, List<Program.ScannedFile> linked, String release) {
        Program program = new Program(files, linked);
        List<CheckReport.Finding> findings = new ArrayList<>();
        List<String> capped = new ArrayList<>();
        for (CheckRule rule : RULES) {
            FindingCap cap = new FindingCap(MAX_FINDINGS_PER_RULE, findings::add);
            try {
                rule.check(program, catalog, release, cap);
            } catch (FindingCap.Reached e) {
                capped.add(rule.id());
            }
        }
        findings.sort(Comparator.comparing(CheckReport.Finding::file).thenComparingInt(CheckReport.Finding::line)
                .thenComparingInt(CheckReport.Finding::column).thenComparing(CheckReport.Finding::rule));
        return new CheckReport(files.stream().map(Program.ScannedFile::path).toList(), release, findings, capped);
    }

    private static List<String> files(List<String> paths) {
        Set<String> out = new LinkedHashSet<>();
        for (String arg : paths) {
            Path p = Path.of(arg);
            if (!Files.exists(p)) throw new BadInputException("no such file or folder: " + arg + " (give C/C++ files or folders)");
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(Files::isRegularFile).filter(CodeChecker::isCode).sorted().forEach(f -> out.add(f.toString()));
                } catch (IOException e) {
                    throw new BadInputException("cannot list " + arg + ": " + e.getMessage());
                }
            } else if (isCode(p)) {
                out.add(arg);
            } else {
                throw new BadInputException("cannot check " + arg + ": give a C, C++ or CUDA file (.c, .h, .cpp, .hpp, .cu)");
            }
        }
        if (out.isEmpty()) throw new BadInputException("no C, C++ or CUDA file in " + String.join(", ", paths));
        return List.copyOf(out);
    }

    private static boolean isCode(Path p) {
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot >= 0 && CODE.contains(n.substring(dot));
    }
}
