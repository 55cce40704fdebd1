/**
 * Who may use a shared server: bearer tokens kept hashed in an owner-only file. Jena- and
 * store-free, so the CLI manages tokens without opening a store and the HTTP face checks them.
 */
package dkg.auth;
