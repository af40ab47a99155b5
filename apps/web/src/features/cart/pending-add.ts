/**
 * "Add to cart" pressed while signed out: the product and amount wait here while the visitor
 * signs in (and registers), and are added once they are back on the product's page as a
 * customer. sessionStorage: this tab only, gone with it.
 */

const STORAGE_KEY = "kesht-pending-cart-add";

export function rememberPendingAdd(productId: number, count: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ productId, count }));
  } catch {
    // Storage may be disabled: the visitor then presses "Add to cart" again.
  }
}

/** The amount waiting for this product, once (it is forgotten as it is read), or null. */
export function takePendingAdd(productId: number): number | null {
  try {
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    if (!saved) return null;
    const pending = JSON.parse(saved) as { productId?: unknown; count?: unknown };
    if (pending.productId !== productId) return null;
    window.sessionStorage.removeItem(STORAGE_KEY);
    return typeof pending.count === "number" && pending.count > 0 ? pending.count : null;
  } catch {
    return null;
  }
}
