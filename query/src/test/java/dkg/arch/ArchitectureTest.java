package dkg.arch;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package rules of the design guide, checked on the compiled classes (so a fully qualified name
 * or a call that returns a store type counts, not only an import): faces reach the data only through
 * the façade, MCP and HTTP never depend on the CLI, and full-text search stays Jena-free.
 */
class ArchitectureTest {
    private static final String[] FACES = {"dkg.cli..", "dkg.mcp..", "dkg.http..", "dkg.render.."};
    private static JavaClasses classes;
    /** An answer's operation constant's holder: {@code *Operation} classes, not the registry's own {@code dkg.op.Operation}. */
    private static final com.tngtech.archunit.base.DescribedPredicate<com.tngtech.archunit.core.domain.JavaClass> OPERATION_OUTSIDE_OP =
            com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith("Operation").and(resideInAPackage("dkg..")).and(resideOutsideOfPackage("dkg.op"));

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dkg");
    }

    @Test
    void facesNeverTouchTheStorage() {
        noClasses().that().resideInAnyPackage(FACES).should().dependOnClassesThat().resideInAPackage("dkg.storage..")
                .because("a face parses arguments, calls one DocaKg method and renders the answer").check(classes);
    }

    @Test
    void mcpHttpAndRenderingNeverDependOnTheCli() {
        noClasses().that().resideInAnyPackage("dkg.mcp..", "dkg.http..", "dkg.render..", "dkg.api..", "dkg.op..")
                .should().dependOnClassesThat().resideInAPackage("dkg.cli..")
                .because("the CLI may start the servers, never the other way round").check(classes);
    }

    @Test
    void facesBuildNoSparqlOrLuceneQueriesOfTheirOwn() {
        noClasses().that().resideInAnyPackage("dkg.cli..", "dkg.mcp..", "dkg.render..")
                .should().dependOnClassesThat().resideInAnyPackage("org.apache.jena.query..", "org.apache.jena.sparql.algebra..",
                        "org.apache.lucene.search..", "org.apache.lucene.index..")
                .because("queries live below the façade").check(classes);
    }

    @Test
    void searchStaysFreeOfJena() {
        noClasses().that().resideInAPackage("dkg.search..").should().dependOnClassesThat().resideInAPackage("org.apache.jena..")
                .because("a cold search must not start Jena").check(classes);
    }

    @Test
    void parsersNeverKnowTheStore() {
        noClasses().that().resideInAPackage("dkg.ingest..")
                .should().dependOnClassesThat().resideInAnyPackage("dkg.storage..", "org.apache.jena.tdb2..", "org.apache.lucene..")
                .because("parsers stream into a sink; the store is the query module's").check(classes);
    }

    @Test
    void operationsReachTheDataOnlyThroughTheirContext() {
        noClasses().that(OPERATION_OUTSIDE_OP).or().resideInAnyPackage("dkg.op..", "dkg.ops..")
                .should().dependOnClassesThat().resideInAnyPackage("dkg.storage..", "org.apache.jena..", "org.apache.lucene..")
                .because("an operation binds, asks its package's entry class and presents; queries live below it").check(classes);
    }

    @Test
    void facesWalkTheRegistryInsteadOfNamingOperations() {
        noClasses().that().resideInAnyPackage("dkg.cli..", "dkg.mcp..", "dkg.http..")
                .should().dependOnClassesThat(OPERATION_OUTSIDE_OP)
                .because("a face offers what Operations.standard() lists; an answer added there needs no face code").check(classes);
    }

    @Test
    void answerPackagesDoNotReachIntoEachOthersOperations() {
        noClasses().that().haveSimpleNameNotEndingWith("Operation").and().resideOutsideOfPackage("dkg.ops")
                .should().dependOnClassesThat(OPERATION_OUTSIDE_OP)
                .because("an operation is reached through the registry, never called by another package's code").check(classes);
    }

    @Test
    void theFacadeStaysSmall() {
        long facadeClasses = classes.stream().filter(c -> c.getPackageName().equals("dkg.api") && !c.isNestedClass()).count();
        org.junit.jupiter.api.Assertions.assertTrue(facadeClasses <= 3,
                "dkg.api holds the façade (open, close, ingest, answer) and no answer's queries: " + facadeClasses + " top-level classes");
    }

    @Test
    void theQueryEnginesBelowTheFacadeDoNotCallBackIntoIt() {
        noClasses().that().resideOutsideOfPackages("dkg.api..", "dkg.cli..", "dkg.mcp..", "dkg.http..", "dkg.hold..", "dkg.replica..")
                .should().dependOnClassesThat().resideInAPackage("dkg.api..")
                .because("the façade opens the store and hands each answer a generation; the answers never reach back up").check(classes);
    }
}
