/*
 * The admin's changes to the catalogue's reference data, one file a resource under
 * `admin-catalogue/`. Each change runs in a transaction with its audit record, locks the row
 * it changes, and refuses what would break existing products: a category, property, unit or
 * package type in use is never deleted (a category is deactivated instead), a property in use
 * keeps its kind and every option products hold.
 */
export * from "./admin-catalogue/banners";
export * from "./admin-catalogue/categories";
export * from "./admin-catalogue/properties";
export * from "./admin-catalogue/units";
