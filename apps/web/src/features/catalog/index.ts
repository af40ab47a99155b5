/** What other features use of catalog: they import it from here, never from a file inside. */
export { CategoryIcon, categoryTint } from "./category-icon";
export { CategoryPlaceholder } from "./category-placeholder";
export { FavouriteHeart } from "./favourite-heart";
export { rememberPendingTap, takePendingTap } from "./favourite-store";
export { ForeignPrice } from "./foreign-price";
export { convertRials, useMoney } from "./money";
export { firstScreenCards, ProductCard } from "./product-card";
export { IMAGE_QUALITY, ProductImage, pickVariant, srcSetOf } from "./product-image";
export {
  productDescription,
  productName,
  productOtherName,
  variantLabel,
} from "./product-text";
export { useToman } from "./toman";
export { ANY_AMOUNT, ONE_UNIT, useUnitName } from "./unit-name";
