/** What other features use of account: they import it from here, never from a file inside. */
export { SELLER_PROFILE_KEY, useSellerProfile } from "./seller-profile-query";
export { AccountPage, ProfileDetails } from "./ui/account-page";
export { ImageStrip } from "./ui/image-strip";
export { ShopNames } from "./ui/shop-names";
