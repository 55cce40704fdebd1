package dkg.render;

import dkg.route.RouteResult;

/** Ranked skills with their reasons, then the skills the question should not go to. */
final class RouteText implements TextRenderer<RouteResult> {
    @Override
    public String text(RouteResult r) {
        StringBuilder b = new StringBuilder();
        if (r.skills().isEmpty()) b.append("no skill matches ").append(Text.quoted(r.question())).append('\n');
        int rank = 1;
        for (RouteResult.Ranked s : r.skills()) {
            b.append(String.format("%2d. %-32s %7.2f%n", rank++, s.skill(), s.score()));
            for (String why : s.reasons()) b.append("      ").append(why).append('\n');
        }
        for (RouteResult.NotFor n : r.notFor()) b.append("not ").append(n.skill()).append(": ").append(n.because()).append('\n');
        if (r.notForOmitted() > 0)
            b.append("not ").append(r.notForOmitted()).append(" more skill").append(r.notForOmitted() == 1 ? "" : "s")
                    .append(" whose own text refuses it (a higher --limit lists them)\n");
        return b.toString();
    }
}
