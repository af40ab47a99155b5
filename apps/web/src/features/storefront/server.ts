/** What other features use of storefront on the server only (it reads the API from the server). */
export {
  getBanners,
  getCategories,
  getProducts,
  getShops,
  getSubcategories,
  iconsById,
} from "./storefront-reads";
