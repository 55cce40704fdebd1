package dkg.render;

import dkg.entity.EntityPage;

/** An entity page as text: name and kind, facts with their sources, then what points at it. */
final class EntityPageText implements TextRenderer<EntityPage> {
    @Override
    public String text(EntityPage p) {
        StringBuilder sb = new StringBuilder(p.label()).append("  (").append(p.kind()).append(")\n  ").append(p.iri()).append('\n');
        if (p.description() != null) sb.append("  ").append(p.description()).append('\n');
        for (EntityPage.Fact f : p.facts()) {
            sb.append("  ").append(f.relation()).append(": ")
                    .append(f.text() != null ? f.text() : f.other().label() + " (" + f.other().kind() + ")").append('\n');
        }
        for (EntityPage.Ref s : p.sources()) sb.append("  source: ").append(s.ref() != null ? s.ref() : s.iri()).append('\n');
        if (!p.incoming().isEmpty()) sb.append("Pointing here (").append(p.incomingTotal()).append("):\n");
        for (EntityPage.Fact f : p.incoming())
            sb.append("  ").append(f.other().label()).append(" (").append(f.other().kind()).append(") ").append(f.relation()).append('\n');
        return sb.toString();
    }
}
