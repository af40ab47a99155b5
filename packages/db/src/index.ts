export * from "./client";
export { preparedQuery, sqlStatement } from "./prepared";
export * as schema from "./schema";
export { productSearchDocument, type SearchableProduct } from "./search-document";
export { seedCatalogReference, seedDemoCatalog } from "./seed/catalog";
export { seedCommerceReference } from "./seed/commerce-data";
export { demoDriverMobile, seedDemoDriver, seedDriverReference } from "./seed/drivers";
export { isDatabaseEmpty, seedDemoData } from "./seed/seed";
