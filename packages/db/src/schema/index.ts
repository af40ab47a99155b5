/**
 * The Drizzle schema, one file per domain; drizzle-kit reads it from here. A new table goes in
 * the file of the domain that owns it (its module alone writes it), or in a new
 * `<domain>.ts` re-exported below.
 */
export * from "./accounts";
export * from "./addresses";
export * from "./admin";
export * from "./cart";
export * from "./catalog";
export * from "./content";
export * from "./conversations";
export * from "./delivery-codes";
export * from "./discounts";
export * from "./drivers";
export * from "./files";
export * from "./geo";
export * from "./idempotency";
export * from "./invoices";
export * from "./jobs";
export * from "./ledger";
export * from "./orders";
export * from "./outbound";
export * from "./payments";
export * from "./product-imports";
export * from "./rates";
export * from "./returns";
export * from "./reviews";
export * from "./search";
export * from "./sellers";
export * from "./shared-state";
export * from "./shipping";
export * from "./wallet";
export * from "./watchlists";
