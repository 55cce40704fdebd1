package dkg.entity;

import java.util.List;

/**
 * Everything the graph says about one entity, for its page: what it is, its facts (outgoing
 * statements) and the statements that point at it, each with the section it was derived from.
 *
 * @param iri         the entity's IRI (its stable identity; the web page's URL carries it)
 * @param label       its name ({@code rdfs:label}, else a title, else the IRI's last segment)
 * @param kind        the local name of its most specific doca-kg class ({@code Skill}, {@code ErrorCause}), or "Resource"
 * @param description a one-paragraph description when the graph has one, else null
 * @param facts       outgoing statements, literals first, in a stable order
 * @param incoming    statements of other entities that point at this one (capped, see {@code incomingTotal})
 * @param incomingTotal how many such statements exist in all
 * @param sources     the sections and documents this entity was derived from
 */
public record EntityPage(String iri, String label, String kind, String description, List<Fact> facts,
                         List<Fact> incoming, int incomingTotal, List<Ref> sources) {
    public EntityPage {
        facts = List.copyOf(facts);
        incoming = List.copyOf(incoming);
        sources = List.copyOf(sources);
    }

    /**
     * One statement. For an outgoing fact {@code other} is the object; for an incoming one, the subject.
     *
     * @param relation local name of the predicate ({@code ofSkill}, {@code cause})
     * @param relationIri the predicate's IRI
     * @param text     the literal's text, or null when {@code other} is an entity
     * @param other    the entity at the other end, or null for a literal
     * @param source   the section the statement's subject was derived from, or null
     */
    public record Fact(String relation, String relationIri, String text, Ref other, Ref source) {}

    /** A linkable entity: IRI, name and kind; for a section, {@code ref} is its {@code path#anchor}. */
    public record Ref(String iri, String label, String kind, String ref) {}
}
