/**
 * The texts each storefront page hands its client components (`ClientMessages`, issue 15):
 * only what they use, so a page's HTML does not carry the whole catalogue. A client component
 * that starts using another namespace on one of these pages must be listed here;
 * client-messages.test.ts checks the lists against the components' `useTranslations` calls.
 */
export const storefrontClientMessages = {
  /** Banners, today's rates, prices. */
  home: ["home", "storefront.home", "catalog.money"],
  /** Filters, cards, prices, loading more. */
  products: [
    "storefront.common",
    "storefront.products",
    "catalog.card",
    "catalog.money",
    "catalog.units",
  ],
  /** Gallery, adding to the cart, reporting (signed-in customers). */
  product: [
    "storefront.product",
    "commerce.addToCart",
    "commerce.stepper",
    "catalog.card",
    "catalog.money",
    "catalog.units",
    "desk.report",
    "desk.reasons",
    "reviews",
  ],
  /** Product cards, prices, loading more, reporting (signed-in customers). */
  shop: [
    "storefront.common",
    "catalog.card",
    "catalog.money",
    "catalog.units",
    "desk.report",
    "desk.reasons",
    "reviews",
  ],
  /** The shop list and its search. */
  shops: ["storefront.common", "storefront.shops"],
} as const;
