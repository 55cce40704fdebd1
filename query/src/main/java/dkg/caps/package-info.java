/**
 * {@code caps}: what a DOCA library can do, from the API reference and skills, with the live facts
 * the native probe saved for this machine.
 */
package dkg.caps;
