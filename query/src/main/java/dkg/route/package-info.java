/**
 * Routing a question to the DOCA skill that should answer it, and measuring how well that works.
 *
 * <p>{@link dkg.route.ProfileReader} reads what the ingested skills bundle says about each skill
 * (descriptions, implicit phrasings, example questions, SKILL.md sections, symbols, path rules,
 * referrals and "refuse and route elsewhere" clauses) into {@link dkg.route.SkillProfile}s;
 * {@link dkg.route.Router} scores a question against them with a small weighted formula whose every
 * term is reported as a reason. {@link dkg.route.RoutingEvaluator} runs a router over a bundle's
 * {@code evals/evals.json} files. Nothing here knows any eval text: all knowledge comes from the graph,
 * plus the Chinese→English term glossary {@code glossary-zh.tsv} (data, not code).
 */
package dkg.route;
