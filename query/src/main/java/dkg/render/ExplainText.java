package dkg.render;

import dkg.explain.ErrorExplanation;

/** One DOCA error: code and meaning, per-library causes with sources, returning functions. */
final class ExplainText implements TextRenderer<ErrorExplanation> {
    @Override
    public String text(ErrorExplanation e) {
        StringBuilder b = new StringBuilder();
        b.append(e.error()).append(e.code() == null ? "" : " = " + e.code())
                .append(e.description() == null ? "" : ": " + e.description()).append('\n');
        if (e.docaVersion() != null) b.append("  quoted from DOCA ").append(e.docaVersion()).append(' ').append(e.apiSource()).append('\n');
        if (!e.causes().isEmpty()) b.append("Causes").append(e.library() == null ? "" : " (" + e.library() + ")").append(":\n");
        for (ErrorExplanation.Cause c : e.causes()) {
            b.append("  [").append(c.skill()).append(']');
            if (c.context() != null && !c.context().isBlank()) b.append(' ').append(c.context());
            b.append('\n');
            if (c.cause() != null) b.append("    cause:  ").append(c.cause()).append('\n');
            if (c.remedy() != null) b.append("    remedy: ").append(c.remedy()).append('\n');
            if (c.source() != null) b.append("    source: ").append(c.source()).append('\n');
        }
        if (!e.returnedBy().isEmpty()) b.append("Returned by ").append(e.returnedBy().size()).append(" function(s):\n");
        for (ErrorExplanation.Returner r : e.returnedBy())
            b.append("  ").append(r.function()).append(r.library() == null ? "" : " [" + r.library() + "]")
                    .append(r.condition() == null ? "" : " — " + Text.oneLine(r.condition())).append('\n');
        if (!e.relatedSkills().isEmpty()) b.append("Related skills: ").append(String.join(", ", e.relatedSkills())).append('\n');
        for (String n : e.versionNotes()) b.append("Version: ").append(n).append('\n');
        for (String x : e.examples()) b.append("Example ").append(x).append('\n');
        return b.toString();
    }
}
