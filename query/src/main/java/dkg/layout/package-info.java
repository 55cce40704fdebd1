/**
 * Where a store keeps what: {@link dkg.layout.StoreLayout}.
 */
package dkg.layout;
