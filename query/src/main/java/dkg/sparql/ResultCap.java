package dkg.sparql;

import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.query.SortCondition;
import org.apache.jena.sparql.core.BasicPattern;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_Bound;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.syntax.ElementBind;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.ElementSubQuery;
import org.apache.jena.sparql.syntax.ElementUnion;
import org.apache.jena.sparql.syntax.Template;

/**
 * Puts a result cap on a query of any form, so that every form stops at the limit inside the
 * query engine (where the time limit also applies) rather than after it.
 *
 * <ul>
 *   <li>SELECT: a LIMIT of the cap (a smaller LIMIT in the query stands).</li>
 *   <li>CONSTRUCT: a LIMIT on solutions of cap ÷ template triples, so the graph has at most cap triples.</li>
 *   <li>DESCRIBE: rewritten as a CONSTRUCT of each described resource's own triples
 *       ({@code ?r ?p ?o}), capped as above. Jena's DESCRIBE handler runs after the query, outside
 *       its time limit and with no size bound, which is why it is not used.</li>
 * </ul>
 */
public final class ResultCap {
    private static final Var S = Var.alloc("_dkg_described"), P = Var.alloc("_dkg_p"), O = Var.alloc("_dkg_o");

    private ResultCap() {}

    /** {@code query} bounded to {@code max} results (0: SELECT and CONSTRUCT unchanged, DESCRIBE still rewritten). */
    public static Query bound(Query query, long max) {
        if (query.isDescribeType()) return capConstruct(describeAsConstruct(query, max), max);
        if (query.isConstructType()) return capConstruct(query, max);
        if (query.isSelectType() && max > 0 && (!query.hasLimit() || query.getLimit() > max)) query.setLimit(max);
        return query;
    }

    private static Query capConstruct(Query query, long max) {
        if (max <= 0) return query;
        int perSolution = Math.max(1, query.getConstructTemplate().getTriples().size());
        long solutions = Math.max(1, max / perSolution);
        if (!query.hasLimit() || query.getLimit() > solutions) query.setLimit(solutions);
        return query;
    }

    /** {@code DESCRIBE ?x <u> WHERE P} as {@code CONSTRUCT {?r ?p ?o} WHERE {{SELECT DISTINCT ?x WHERE P} BIND(?x AS ?r) ∪ BIND(<u> AS ?r)  ?r ?p ?o}}. */
    private static Query describeAsConstruct(Query describe, long max) {
        List<ElementGroup> sources = new ArrayList<>();
        if (describe.getQueryPattern() != null) {
            describe.ensureResultVars();
            for (Var v : describe.getProjectVars()) {
                ElementGroup g = new ElementGroup();
                g.addElement(new ElementSubQuery(resources(describe, v, max)));
                g.addElement(new ElementBind(S, new ExprVar(v)));
                g.addElement(new ElementFilter(new E_Bound(new ExprVar(S))));
                sources.add(g);
            }
        }
        for (Node n : describe.getResultURIs()) {
            ElementGroup g = new ElementGroup();
            g.addElement(new ElementBind(S, NodeValue.makeNode(n)));
            sources.add(g);
        }
        ElementGroup where = new ElementGroup();
        if (sources.size() == 1) {
            sources.getFirst().getElements().forEach(where::addElement);
        } else {
            ElementUnion union = new ElementUnion();
            sources.forEach(union::addElement);
            where.addElement(union);
        }
        ElementPathBlock ownTriples = new ElementPathBlock();
        ownTriples.addTriple(Triple.create(S, P, O));
        where.addElement(ownTriples);

        Query c = new Query();
        c.setPrefixMapping(describe.getPrefixMapping());
        if (describe.explicitlySetBaseURI()) c.setBaseURI(describe.getBaseURI());
        c.setQueryConstructType();
        BasicPattern template = new BasicPattern();
        template.add(Triple.create(S, P, O));
        c.setConstructTemplate(new Template(template));
        c.setQueryPattern(where);
        return c;
    }

    /** {@code SELECT DISTINCT ?v WHERE P} with the DESCRIBE's own ORDER BY, OFFSET and LIMIT, cut at {@code max}. */
    private static Query resources(Query describe, Var v, long max) {
        Query sub = new Query();
        sub.setQuerySelectType();
        sub.setDistinct(true);
        sub.addResultVar(v);
        sub.setQueryPattern(describe.getQueryPattern());
        if (describe.getValuesData() != null) sub.setValuesDataBlock(describe.getValuesVariables(), describe.getValuesData());
        if (describe.getOrderBy() != null) for (SortCondition sc : describe.getOrderBy()) sub.addOrderBy(sc);
        if (describe.hasOffset()) sub.setOffset(describe.getOffset());
        long limit = describe.hasLimit() ? describe.getLimit() : Query.NOLIMIT;
        if (max > 0 && (limit == Query.NOLIMIT || limit > max)) limit = max;
        if (limit != Query.NOLIMIT) sub.setLimit(limit);
        return sub;
    }
}
