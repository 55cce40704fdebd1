package dkg.sparql;

import java.util.List;

/**
 * A SHACL validation result.
 *
 * @param conforms     true when the graph conforms to the shapes
 * @param violations   number of report entries of severity Violation
 * @param reportTurtle the full SHACL validation report as Turtle
 * @param messages     one line per report entry: focus node, path, message
 */
public record ValidationOutcome(boolean conforms, int violations, String reportTurtle, List<String> messages) {
    public ValidationOutcome { messages = List.copyOf(messages); }
}
