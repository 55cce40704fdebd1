/**
 * Code-aware answers: {@link dkg.code.CodeCatalog} holds, per store generation, what the graph says
 * about DOCA symbols in code (API definitions, capability guards of tasks, permission requirements,
 * and every CallSite of the ingested samples trees); {@link dkg.code.ExampleFinder} ranks sample call
 * sites of a symbol, and {@link dkg.code.CodeChecker} reviews a user's C/C++ files with one
 * {@link dkg.code.CheckRule} per kind of mistake.
 */
package dkg.code;
