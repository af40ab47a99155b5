import enAccounts from "../../../messages/en/accounts.json";
import enAdminCatalogue from "../../../messages/en/adminCatalogue.json";
import enAdminDeliveries from "../../../messages/en/adminDeliveries.json";
import enAdminLists from "../../../messages/en/adminLists.json";
import enAdminOrder from "../../../messages/en/adminOrder.json";
import enCatalog from "../../../messages/en/catalog.json";
import enChat from "../../../messages/en/chat.json";
import enCommerce from "../../../messages/en/commerce.json";
import enConsole from "../../../messages/en/console.json";
import enDataTable from "../../../messages/en/dataTable.json";
import enDesk from "../../../messages/en/desk.json";
import enDiscounts from "../../../messages/en/discounts.json";
import enDrivers from "../../../messages/en/drivers.json";
import enFavourites from "../../../messages/en/favourites.json";
import enFreight from "../../../messages/en/freight.json";
import enFreightDriver from "../../../messages/en/freightDriver.json";
import enInvoices from "../../../messages/en/invoices.json";
import enMoney from "../../../messages/en/money.json";
import enNotificationSettings from "../../../messages/en/notificationSettings.json";
import enNotifications from "../../../messages/en/notifications.json";
import enOrders from "../../../messages/en/orders.json";
import enProductImport from "../../../messages/en/productImport.json";
import enReturns from "../../../messages/en/returns.json";
import enReviews from "../../../messages/en/reviews.json";
import enSellerProducts from "../../../messages/en/sellerProducts.json";
import enShip from "../../../messages/en/shipping.json";
import enShop from "../../../messages/en/shop.json";
import enSmsStop from "../../../messages/en/smsStop.json";
import enStorefront from "../../../messages/en/storefront.json";
import enTracking from "../../../messages/en/tracking.json";
import en from "../../../messages/en.json";
import faAccounts from "../../../messages/fa/accounts.json";
import faAdminCatalogue from "../../../messages/fa/adminCatalogue.json";
import faAdminDeliveries from "../../../messages/fa/adminDeliveries.json";
import faAdminLists from "../../../messages/fa/adminLists.json";
import faAdminOrder from "../../../messages/fa/adminOrder.json";
import faCatalog from "../../../messages/fa/catalog.json";
import faChat from "../../../messages/fa/chat.json";
import faCommerce from "../../../messages/fa/commerce.json";
import faConsole from "../../../messages/fa/console.json";
import faDataTable from "../../../messages/fa/dataTable.json";
import faDesk from "../../../messages/fa/desk.json";
import faDiscounts from "../../../messages/fa/discounts.json";
import faDrivers from "../../../messages/fa/drivers.json";
import faFavourites from "../../../messages/fa/favourites.json";
import faFreight from "../../../messages/fa/freight.json";
import faFreightDriver from "../../../messages/fa/freightDriver.json";
import faInvoices from "../../../messages/fa/invoices.json";
import faMoney from "../../../messages/fa/money.json";
import faNotificationSettings from "../../../messages/fa/notificationSettings.json";
import faNotifications from "../../../messages/fa/notifications.json";
import faOrders from "../../../messages/fa/orders.json";
import faProductImport from "../../../messages/fa/productImport.json";
import faReturns from "../../../messages/fa/returns.json";
import faReviews from "../../../messages/fa/reviews.json";
import faSellerProducts from "../../../messages/fa/sellerProducts.json";
import faShip from "../../../messages/fa/shipping.json";
import faShop from "../../../messages/fa/shop.json";
import faSmsStop from "../../../messages/fa/smsStop.json";
import faStorefront from "../../../messages/fa/storefront.json";
import faTracking from "../../../messages/fa/tracking.json";
import fa from "../../../messages/fa.json";

/**
 * Every message of each language: the shell's catalogue plus one file per feature area under
 * messages/<language>/, each becoming the namespace of its file name.
 */
export const catalogues = {
  en: {
    ...en,
    accounts: enAccounts,
    shop: enShop,
    catalog: enCatalog,
    sellerProducts: enSellerProducts,
    productImport: enProductImport,
    storefront: enStorefront,
    commerce: enCommerce,
    money: enMoney,
    orders: enOrders,
    returns: enReturns,
    reviews: enReviews,
    drivers: enDrivers,
    shipping: enShip,
    freightDriver: enFreightDriver,
    freight: enFreight,
    tracking: enTracking,
    desk: enDesk,
    chat: enChat,
    notifications: enNotifications,
    dataTable: enDataTable,
    adminCatalogue: enAdminCatalogue,
    console: enConsole,
    adminOrder: enAdminOrder,
    adminLists: enAdminLists,
    notificationSettings: enNotificationSettings,
    smsStop: enSmsStop,
    adminDeliveries: enAdminDeliveries,
    invoices: enInvoices,
    discounts: enDiscounts,
    favourites: enFavourites,
  },
  fa: {
    ...fa,
    accounts: faAccounts,
    shop: faShop,
    catalog: faCatalog,
    sellerProducts: faSellerProducts,
    productImport: faProductImport,
    storefront: faStorefront,
    commerce: faCommerce,
    money: faMoney,
    orders: faOrders,
    returns: faReturns,
    reviews: faReviews,
    drivers: faDrivers,
    shipping: faShip,
    freightDriver: faFreightDriver,
    freight: faFreight,
    tracking: faTracking,
    desk: faDesk,
    chat: faChat,
    notifications: faNotifications,
    dataTable: faDataTable,
    adminCatalogue: faAdminCatalogue,
    console: faConsole,
    adminOrder: faAdminOrder,
    adminLists: faAdminLists,
    notificationSettings: faNotificationSettings,
    smsStop: faSmsStop,
    adminDeliveries: faAdminDeliveries,
    invoices: faInvoices,
    discounts: faDiscounts,
    favourites: faFavourites,
  },
};

export type Messages = (typeof catalogues)["en"];
