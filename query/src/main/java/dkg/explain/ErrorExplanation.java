package dkg.explain;

import java.util.List;

/**
 * What {@code doca-kg explain} says of one DOCA error: its code and description from the API
 * reference, the per-library causes the skills give, the functions documented to return it, and the
 * skills that speak of it. The first seven components are the JSON, in its order.
 *
 * @param error        full name ({@code DOCA_ERROR_NOT_PERMITTED})
 * @param code         numeric value, null when no ingested API source defines the error
 * @param description  the API's one-line description, null likewise
 * @param causes       skills' error causes (filtered by library when asked)
 * @param returnedBy   functions documented to return it, with the condition (filtered by library when asked)
 * @param relatedSkills skills with a cause for it or a section naming it, by name
 * @param docaVersion  release of the quoted error definition
 * @param apiSource    source of the quoted error definition ({@code c-header} or {@code doxygen-html})
 * @param library      the library filter as understood ({@code doca-dma}), or null
 * @param examples     sample lines that name the error ({@code doca-samples/<release>/<file>#L<line>}), a few
 * @param versionNotes what the samples trees show about releases the API sources do not cover
 */
public record ErrorExplanation(String error, Long code, String description, List<Cause> causes,
                               List<Returner> returnedBy, List<String> relatedSkills,
                               String docaVersion, String apiSource, String library,
                               List<String> examples, List<String> versionNotes) {

    /** An explanation without code facts (no samples tree ingested). */
    public ErrorExplanation(String error, Long code, String description, List<Cause> causes, List<Returner> returnedBy,
                            List<String> relatedSkills, String docaVersion, String apiSource, String library) {
        this(error, code, description, causes, returnedBy, relatedSkills, docaVersion, apiSource, library, List.of(), List.of());
    }

    public ErrorExplanation {
        if (error == null || error.isBlank()) throw new IllegalArgumentException("error is required");
        causes = List.copyOf(causes);
        returnedBy = List.copyOf(returnedBy);
        relatedSkills = List.copyOf(relatedSkills);
        examples = examples == null ? List.of() : List.copyOf(examples);
        versionNotes = versionNotes == null ? List.of() : List.copyOf(versionNotes);
    }

    /** One skill's account of the error: where it shows up, why, what to do, and the section it is from. */
    public record Cause(String skill, String context, String cause, String remedy, String source) {}

    /**
     * A function documented to return the error, as its quoted definition says.
     *
     * @param docaVersion release of that definition (functions pick their definition like {@code describe})
     */
    public record Returner(String function, String library, String condition, String docaVersion) {}
}
