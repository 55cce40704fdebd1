package dkg.ingest.parse.table;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.table.Table.Cell;
import dkg.vocab.DKG.Nodes;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.jena.graph.Node;

/**
 * Path-selection tables → PathRule. Shapes: {@code Use DOCA X when … | Use a different library when …},
 * {@code Use doca-argp when … | Do not use doca-argp when …}, {@code … | Use a different primitive when …}:
 * two "when" columns, the first starting with "use". Each skill linked in a row becomes a
 * {@code dkg:targetSkill}, a {@code routesTo} edge from the owning skill and a Referral whose reason
 * is the "use instead" cell.
 */
public final class PathRuleTableRule implements TableRule {

    @Override
    public boolean matches(Table t) {
        return t.header().size() >= 2 && t.key(0).startsWith("use") && t.key(0).contains("when")
                && t.key(1).contains("when");
    }

    @Override
    public void apply(Table t, FactContext ctx) {
        int n = 0;
        for (List<Cell> row : t.rows()) {
            Cell use = Table.cell(row, 0), instead = Table.cell(row, 1);
            if (use.text().isBlank() && instead.text().isBlank()) continue;
            Node f = ctx.fact(Nodes.PathRule, "path-rule", Integer.toString(++n));
            ctx.minter().literal(f, Nodes.useWhen, use.text());
            ctx.minter().literal(f, Nodes.useInsteadWhen, instead.text());
            Set<String> targets = new LinkedHashSet<>();
            for (Cell c : row) for (String link : c.links()) {
                String skill = ctx.skillOfLink(link);
                if (skill != null && !skill.equals(ctx.skillName())) targets.add(skill);
            }
            for (String target : targets) {
                ctx.minter().triple(f, Nodes.targetSkill, Minter.skill(target));
                ctx.referral(target, instead.text());
            }
        }
    }
}
