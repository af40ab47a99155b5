import { safeReturnPath } from "@/features/auth";

type SearchParams = Record<string, string | string[] | undefined>;

/** A positive whole number from a route or query parameter, or null. */
export function positiveId(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * /customer/addresses/add: `?id=` edits a saved address; `?return=` is a page of this site to
 * go back to once it is saved (a checkout that needed an address).
 */
export function readAddressPageParams(params: SearchParams): {
  id: number | null;
  returnTo: string | null;
} {
  const returnParam = Array.isArray(params.return) ? params.return[0] : params.return;
  return { id: positiveId(params.id), returnTo: safeReturnPath(returnParam) };
}

/** Where a saved address leads: back with `address_id` (so it is chosen there), or the list. */
export function afterSavePath(returnTo: string | null, addressId: number): string {
  if (!returnTo) return "/customer/addresses";
  const url = new URL(returnTo, "https://kesht.invalid");
  url.searchParams.set("address_id", String(addressId));
  return `${url.pathname}${url.search}${url.hash}`;
}
