package dkg.sparql;

import java.util.List;

/**
 * The doca-kg ontology as a reader needs it to write SPARQL: every class and property with its
 * comment, from {@code doca.ttl}, and the prefixes every SPARQL face predeclares.
 *
 * @param prefixes   prefix → namespace, predeclared in SPARQL
 * @param classes    {@code dkg:} classes
 * @param properties {@code dkg:} properties
 */
public record Vocabulary(java.util.Map<String, String> prefixes, List<Term> classes, List<Term> properties) {
    public Vocabulary {
        prefixes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(prefixes));
        classes = List.copyOf(classes);
        properties = List.copyOf(properties);
    }

    /**
     * One class or property.
     *
     * @param name    prefixed name ({@code dkg:Skill})
     * @param label   its rdfs:label, or null
     * @param comment its rdfs:comment, or null
     * @param domain  for properties: the rdfs:domain as a prefixed name, or null
     * @param range   for properties: the rdfs:range as a prefixed name, or null
     */
    public record Term(String name, String label, String comment, String domain, String range) {}
}
