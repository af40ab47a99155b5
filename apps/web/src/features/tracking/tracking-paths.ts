/** Who follows a driver, and the API read (and `/stream` beside it) each one uses. */
export type LocationViewer =
  | { side: "seller"; groupId: number }
  | { side: "customer"; orderId: number }
  | { side: "admin"; groupId: number }
  | { side: "driver"; groupId: number };

export function driverLocationApi(viewer: LocationViewer): string {
  switch (viewer.side) {
    case "seller":
      return `/seller/order-groups/${viewer.groupId}/driver-location`;
    case "customer":
      return `/customer/orders/${viewer.orderId}/driver-location`;
    case "admin":
      return `/admin/order-groups/${viewer.groupId}/driver-location`;
    case "driver":
      return `/driver/jobs/${viewer.groupId}/driver-location`;
  }
}

/** /shop/order-groups/[gid]/driver-location */
export function shopDriverLocationPage(groupId: number): string {
  return `/shop/order-groups/${groupId}/driver-location`;
}

/** A group id from the address, or null when it is not one (the page then answers 404). */
export function readGroupId(gid: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(gid)) return null;
  const id = Number(gid);
  return id <= 2_147_483_647 ? id : null;
}
