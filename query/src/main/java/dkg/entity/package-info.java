/**
 * The web page's views: one entity's facts, its neighbourhood as a picture, a source section as
 * it was ingested.
 */
package dkg.entity;
