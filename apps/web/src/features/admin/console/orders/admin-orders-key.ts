/** The orders' list and every order's page: an admin's change to one refetches both. */
export const ADMIN_ORDERS_KEY = "admin-orders";
