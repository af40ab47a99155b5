/** What other features use of shipping: they import it from here, never from a file inside. */
export { DriverRequests } from "./driver-requests";
export { deliverSelfLoaded, groupOrders } from "./shipping-queries";
export { Card, Fact } from "./shipping-ui";
