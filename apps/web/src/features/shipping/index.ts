/** What other features use of shipping: they import it from here, never from a file inside. */

export { DeliveryProofForm } from "./delivery-proof-form";
export { DriverRequests } from "./driver-requests";
export { LoadNeeds, TemperatureBadge } from "./load-needs";
export { LoadQuestionList } from "./load-questions";
export { PickupEvidence, PickupStatusBadge } from "./pickup-evidence";
export { ShipmentEvidence } from "./shipment-evidence";
export { groupOrders } from "./shipping-queries";
export { Card, Fact } from "./shipping-ui";
