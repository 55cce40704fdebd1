/**
 * Store checks: dangling links, missing provenance and other facts a healthy store must not hold.
 */
package dkg.lint;
