/** What other features use of checkout: they import it from here, never from a file inside. */
export { AmountRow, TotalRow } from "./amount-rows";
export { usePackageTypes, useTimeBlocks } from "./checkout-queries";
export { firstOpenDay, marketWallClock, openWindows } from "./delivery-date";
export { DeliveryDateField } from "./delivery-date-field";
export { TimeRange } from "./time-range";
