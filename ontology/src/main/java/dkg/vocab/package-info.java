/** The doca-kg vocabulary in Java: {@link dkg.vocab.DKG}, the only place IRIs are spelled. */
package dkg.vocab;
