/*
 * The person's favourites as every heart on a page sees them: their ids, read once per page
 * load (`GET /customer/favourites/ids`) and shared by all hearts, changed by a tap. Plain
 * fetch and a tiny store, no query library: a heart sits on every product card, so it must
 * add next to nothing to the page's JavaScript.
 */

export type FavouriteKind = "product" | "shop";

type Ids = { product: Set<number>; shop: Set<number> };

let ids: Ids | null = null;
let loading: Promise<void> | null = null;
/** Taps answered while the read was on its way: they win over what it answers. */
const tapped = new Map<string, { kind: FavouriteKind; id: number; on: boolean }>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the id is among the person's favourites (false until they are read). */
export function isFavourite(kind: FavouriteKind, id: number): boolean {
  return ids?.[kind].has(id) ?? false;
}

const path = (kind: FavouriteKind, id: number) =>
  `/api/v1/customer/favourites/${kind === "product" ? "products" : "shops"}/${id}`;

/** Reads the person's favourite ids, once for every heart of the page. */
export function loadFavourites(): Promise<void> {
  loading ??= fetch("/api/v1/customer/favourites/ids", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((envelope: { data?: { product_ids: number[]; shop_ids: number[] } } | null) => {
      if (!envelope?.data) return;
      ids = { product: new Set(envelope.data.product_ids), shop: new Set(envelope.data.shop_ids) };
      for (const tap of tapped.values()) mark(ids, tap.kind, tap.id, tap.on);
      emit();
    })
    .catch(() => {
      // Unread, every heart stays empty; a tap still saves.
      loading = null;
    });
  return loading;
}

/** Forgets what was read (signed out): the next customer's hearts read theirs. */
export function forgetFavourites(): void {
  if (ids === null && loading === null) return;
  ids = null;
  loading = null;
  tapped.clear();
  emit();
}

function mark(into: Ids, kind: FavouriteKind, id: number, on: boolean) {
  if (on) into[kind].add(id);
  else into[kind].delete(id);
}

/**
 * Adds or takes off a favourite. Answers the HTTP status: 200, or 401 when the visitor is not
 * signed in (the heart then sends them to sign in), anything else a failure.
 */
export async function setFavourite(kind: FavouriteKind, id: number, on: boolean): Promise<number> {
  let status = 0;
  try {
    const response = await fetch(path(kind, id), {
      method: on ? "PUT" : "DELETE",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });
    status = response.status;
  } catch {
    return 0;
  }
  if (status === 200) {
    ids ??= { product: new Set(), shop: new Set() };
    mark(ids, kind, id, on);
    tapped.set(`${kind}:${id}`, { kind, id, on });
    emit();
  }
  return status;
}

// --- a tap while signed out waits here, through signing in, for the page it was made on ----

const PENDING_KEY = "kesht-pending-favourite";

/** `what` names the tap: a favourite's kind, or a reminder's. */
export function rememberPendingTap(what: string, id: number): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, `${what}:${id}`);
  } catch {
    // Storage may be disabled: the visitor taps the heart again once signed in.
  }
}

/** Whether a tap on this heart is waiting (it is forgotten as it is read). */
export function takePendingTap(what: string, id: number): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_KEY) !== `${what}:${id}`) return false;
    window.sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}
