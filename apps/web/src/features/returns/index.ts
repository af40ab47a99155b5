/** What other features and pages use of returns: they import it from here. */
export { OrderReturnsPanel } from "./order-returns";
export { ReturnDisputes } from "./return-disputes";
