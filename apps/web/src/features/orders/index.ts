/** What other features use of orders: they import it from here, never from a file inside. */
export { OrderDelivery } from "./order-delivery";
export { OrderItems } from "./order-items";
export { OrderShipment } from "./order-shipment";
export { OrderSummary } from "./order-summary";
export { OrderTimeline } from "./order-timeline";
