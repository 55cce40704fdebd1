/**
 * The answers read from NVIDIA's samples and applications: {@code examples}, {@code usage},
 * {@code changes} between releases and {@code check} of code, over the code catalogue derived once
 * per generation.
 */
package dkg.samples;
