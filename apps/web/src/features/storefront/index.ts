/** What other features use of storefront: they import it from here, never from a file inside. */
export { categoryHref, productsHref } from "./product-filters";
export { SectionEmpty } from "./section-empty";
export { SectionHeading } from "./section-heading";
export { ShopCard } from "./shops/shop-card";
export { shopGridClass } from "./shops/shop-grid-class";
export { useShopLocation } from "./shops/shop-location";
