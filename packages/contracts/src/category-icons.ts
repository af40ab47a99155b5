// No schema library here: the web app draws these keys on every page with a product card.

/**
 * The category icon set: the keys a category's `icon` takes, each drawn by the web app. The
 * seed gives categories these; a key added in the database before the web app draws it shows
 * as the leaf.
 */
export const categoryIconKeys = [
  "fruit",
  "vegetable",
  "grain",
  "nut",
  "saffron",
  "dairy",
  "livestock",
  "honey",
  "herb",
  "seedling",
  "flower",
  "fish",
  "egg",
  "mushroom",
  "date",
  "tea",
  "leaf",
] as const;
export type CategoryIconKey = (typeof categoryIconKeys)[number];
