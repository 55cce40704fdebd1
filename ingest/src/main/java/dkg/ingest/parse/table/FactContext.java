package dkg.ingest.parse.table;

import dkg.ingest.emit.Minter;
import dkg.vocab.DKG.Nodes;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.apache.jena.graph.Node;

/**
 * What a {@link TableRule} needs to emit facts from the table under the current section: the
 * {@link Minter} (which ties each fact to that section), the skill that owns the document, and a
 * way to tell which skill a link in a cell points to. It also hands out unique fragments, so the
 * same input always mints the same fact IRIs.
 *
 * <p>One per document; not thread-safe.
 */
public final class FactContext {
    private final Minter minter;
    private final String skillName;
    private final Function<String, String> skillOfLink;
    private final Map<String, Integer> fragments = new HashMap<>();
    private String anchor = "";

    /**
     * @param minter      the document's minter
     * @param skillName   the owning skill's name, or null for documents outside a skill
     * @param skillOfLink maps a link destination as written to the name of the skill it points to
     *                    (a skill of the bundle), or null
     */
    public FactContext(Minter minter, String skillName, Function<String, String> skillOfLink) {
        this.minter = minter;
        this.skillName = skillName;
        this.skillOfLink = skillOfLink;
    }

    public Minter minter() { return minter; }

    /** The owning skill's node, or null. */
    public Node skill() { return skillName == null ? null : Minter.skill(skillName); }

    public String skillName() { return skillName; }

    /** Records the anchor of the section now current (used in fact fragments). */
    public void section(String anchor) { this.anchor = anchor == null ? "" : anchor; }

    /** The skill a link destination points to, or null. */
    public String skillOfLink(String destination) { return skillOfLink.apply(destination); }

    /**
     * A fact of {@code type} under the current section, owned by the document's skill. Its fragment
     * is {@code kind/anchor/key}, made unique in the document ({@code -2}, {@code -3} on repeats);
     * the slash keeps it apart from heading anchors, which never hold one.
     */
    public Node fact(Node type, String kind, String key) {
        String base = kind + "/" + (anchor.isEmpty() ? "document" : anchor) + "/" + key.replaceAll("[^A-Za-z0-9_.\\-]+", "-");
        int n = fragments.merge(base, 1, Integer::sum);
        return minter.fact(type, n == 1 ? base : base + "-" + n, skill());
    }

    /** The Error node for a {@code DOCA_ERROR_*} name, typed and labelled. */
    public Node error(String name) {
        Node e = symbol(name);
        minter.triple(e, Nodes.type, Nodes.Error);
        return e;
    }

    /** The AccessFlag node for a {@code DOCA_ACCESS_FLAG_*} name, typed and labelled. */
    public Node accessFlag(String name) {
        Node f = symbol(name);
        minter.triple(f, Nodes.type, Nodes.AccessFlag);
        return f;
    }

    /** A Symbol node, typed and labelled. */
    public Node symbol(String name) {
        Node s = Minter.symbol(name);
        minter.triple(s, Nodes.type, Nodes.Symbol);
        minter.literal(s, Nodes.label, name);
        return s;
    }

    /**
     * The document's skill routes some questions to {@code target}: a {@code routesTo} edge and a
     * Referral with the reason. Nothing when the document has no skill or targets itself.
     */
    public void referral(String target, String reason) {
        if (skillName == null || target == null || target.equals(skillName)) return;
        Node to = Minter.skill(target);
        minter.triple(skill(), Nodes.routesTo, to);
        Node r = fact(Nodes.Referral, "referral", target);
        minter.triple(r, Nodes.fromSkill, skill());
        minter.triple(r, Nodes.toSkill, to);
        minter.literal(r, Nodes.reason, reason);
    }
}
