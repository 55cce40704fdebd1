package dkg.render;

import dkg.caps.Capabilities;

/** Capability queries, where each is documented, and the live values saved per device. */
final class CapsText implements TextRenderer<Capabilities> {
    @Override
    public String text(Capabilities caps) {
        if (caps.queries().isEmpty())
            return "no capability queries documented" + (caps.library() == null ? "" : " for " + caps.library()) + "\n";
        StringBuilder b = new StringBuilder();
        boolean anyLive = false;
        for (Capabilities.Query q : caps.queries()) {
            b.append(q.symbol()).append(q.capability() == null ? "" : "  — " + q.capability()).append('\n');
            for (Capabilities.Documentation d : q.documentedIn())
                b.append("    documented: ").append(d.skill() == null ? "API reference" : d.skill()).append("  ").append(d.source()).append('\n');
            for (Capabilities.LiveValue v : q.live()) {
                anyLive = true;
                b.append(String.format("    %s %s%s = %s  (%s)%n", v.host(), v.device(), v.input() == null ? "" : " " + v.input(),
                        v.error() != null ? v.error() : v.value(), v.observedAt()));
            }
        }
        if (!anyLive) b.append(caps.noLiveValuesNote()).append('\n');
        return b.toString();
    }
}
