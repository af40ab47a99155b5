import {
  type CartGroup,
  type CartGroups,
  type cartAddBodySchema,
  cartRules,
  fieldErrorsOf,
  toPersianDigits,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { CartRow } from "./cart.repo";
import * as repo from "./cart.repo";
import { countProblem } from "./cart.rules";
import { toGroups } from "./cart.view";

type AddInput = z.output<typeof cartAddBodySchema>;

/** 409 out_of_stock naming the product and what is left. */
export function outOfStock(product: { name: string; stock: number | string }): AppError {
  const left = String(Number(product.stock));
  return new AppError("out_of_stock", {
    messages: {
      en: `There is not enough stock of “${product.name}” for that amount (${left} left).`,
      fa: `موجودی «${product.name}» برای این مقدار کافی نیست (${toPersianDigits(left)} باقی مانده است).`,
    },
  });
}

/** 409 product_unavailable naming the product. */
export function productUnavailable(product: { name: string }): AppError {
  return new AppError("product_unavailable", {
    messages: {
      en: `“${product.name}” is not available for sale now.`,
      fa: `«${product.name}» اکنون برای فروش در دسترس نیست.`,
    },
  });
}

function assertCount(count: number, allowsFraction: boolean, unitPriceRials: number): void {
  const problem = countProblem(count, allowsFraction, unitPriceRials);
  if (problem) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf({ count: problem }) });
  }
}

/** The customer's groups with this status; empty carts are left out. */
export async function listCartGroups(
  db: Database,
  customerId: number,
  status: CartGroup["status"] = "cart",
): Promise<CartGroups> {
  const carts = await repo.cartsOfCustomer(db, customerId, status);
  const groups = await toGroups(db, carts);
  return { groups: groups.filter((group) => group.orders.length > 0) };
}

/** One cart of the caller (the checkout page): 404 when missing, 403 when another's. */
export async function getCartGroup(
  db: Database,
  customerId: number,
  cartId: number,
): Promise<CartGroup> {
  const cart = await repo.findCart(db, cartId);
  if (!cart) throw new AppError("cart_not_found");
  if (cart.customerId !== customerId) throw new AppError("forbidden");
  const [group] = await toGroups(db, await repo.customerCart(db, customerId, cartId));
  if (!group) throw new AppError("cart_not_found");
  return group;
}

/**
 * The variant a customer put in the cart: the one named, or a single-variant product's one.
 * A product with several asks which (422 variant_required); a variant that is not the
 * product's is not a choice (422).
 */
function chosenVariant(
  variants: readonly repo.VariantForCart[],
  variantId: number | undefined,
): repo.VariantForCart {
  const chosen =
    variantId === undefined
      ? variants.length === 1
        ? variants[0]
        : undefined
      : variants.find((variant) => variant.variantId === variantId);
  if (chosen) return chosen;
  throw new AppError("validation_failed", {
    fieldErrors: fieldErrorsOf({
      variant_id: variantId === undefined ? "variant_required" : "invalid_choice",
    }),
  });
}

/**
 * Puts a product's variant in the open cart of its shop (made when there is none), adding
 * to a line already there. The product must be listed, the count fit the variant's unit and,
 * with what is already in the cart, its stock. Stock is only reserved at checkout.
 */
export async function addToCart(
  db: Database,
  customerId: number,
  input: AddInput,
): Promise<CartGroups> {
  await db.transaction(async (tx) => {
    // The product's variants, and its shop's open cart opened (made, touched and locked:
    // concurrent adds to one cart queue here) in the same statement. A refusal below rolls the
    // opening back with everything else.
    const { variants, cartId } = await repo.variantsAndOpenCart(tx, customerId, input.product_id);
    // An unlisted product is answered as the storefront answers it: it does not exist.
    if (!variants[0]?.listed) throw new AppError("product_not_found");
    // One number may hold a shop and a customer account; nobody buys from themselves.
    if (variants[0].sellerId === customerId) throw new AppError("own_product");
    const product = chosenVariant(variants, input.variant_id);
    assertCount(input.count, product.allowsFraction, product.discountedPriceRials);
    if (cartId === null) throw new Error("a listed product's cart was not opened");
    // Counted after the lock, in a statement of its own (it sees every line committed before
    // the lock was granted), and added in the same one unless the cart is full.
    const count = await repo.addLineIfRoom(
      tx,
      {
        cartId,
        productId: product.id,
        variantId: product.variantId,
        count: input.count,
        unitPriceRials: product.discountedPriceRials,
      },
      cartRules.maxLines,
    );
    if (count === null) throw new AppError("cart_full");
    // Checked after the write, on the total: two quick adds cannot both slip under it.
    assertCount(count, product.allowsFraction, product.discountedPriceRials);
    if (count > Number(product.stock)) throw outOfStock(product);
  });
  return listCartGroups(db, customerId);
}

/** A line of the caller's open cart: 404 when missing or checked out, 403 when another's. */
async function ownOpenLine(db: Database, customerId: number, lineId: number) {
  const line = await repo.findLine(db, lineId);
  if (!line) throw new AppError("not_found");
  if (line.customerId !== customerId) throw new AppError("forbidden");
  if (line.cartStatus !== "cart") throw new AppError("cart_not_found");
  return line;
}

/** Sets a line's count; the price it was added at stays, so a price change is still shown. */
export async function setCartLineCount(
  db: Database,
  customerId: number,
  lineId: number,
  count: number,
): Promise<CartGroups> {
  const line = await ownOpenLine(db, customerId, lineId);
  assertCount(count, line.allowsFraction, line.currentUnitPriceRials);
  if (count > Number(line.stock)) throw outOfStock(line);
  await db.transaction(async (tx) => {
    // The cart first, then its line: the order checkout takes them in, so the two queue
    // instead of deadlocking.
    await repo.lockCart(tx, line.cartId);
    await repo.setLineCount(tx, lineId, count);
    await repo.touchCart(tx, line.cartId);
  });
  return listCartGroups(db, customerId);
}

export async function removeCartLine(
  db: Database,
  customerId: number,
  lineId: number,
): Promise<CartGroups> {
  const line = await ownOpenLine(db, customerId, lineId);
  await db.transaction(async (tx) => {
    await repo.lockCart(tx, line.cartId);
    await repo.deleteLine(tx, lineId);
    await repo.touchCart(tx, line.cartId);
  });
  return listCartGroups(db, customerId);
}

/**
 * The customer's open cart, locked until the transaction ends (two checkouts of one cart
 * queue up): 404 when there is none or it is closed, 403 when it is someone else's.
 */
export async function lockOwnOpenCart(
  tx: Database,
  customerId: number,
  cartId: number,
): Promise<CartRow> {
  return ownOpenCart(await repo.lockCart(tx, cartId), customerId);
}

/** The customer's open cart, unlocked (a read); 404 / 403 as `lockOwnOpenCart`. */
export async function findOwnOpenCart(
  db: Database,
  customerId: number,
  cartId: number,
): Promise<CartRow> {
  return ownOpenCart(await repo.findCart(db, cartId), customerId);
}

function ownOpenCart(cart: CartRow | undefined, customerId: number): CartRow {
  if (!cart) throw new AppError("cart_not_found");
  if (cart.customerId !== customerId) throw new AppError("forbidden");
  if (cart.status !== "cart") throw new AppError("cart_not_found");
  return cart;
}

/** The lines a checkout reserves, in variant order, each with whether it can be bought. */
export function checkoutLines(tx: Database, cartId: number) {
  return repo.checkoutLines(tx, cartId);
}

/**
 * What an order bought leaves the cart it came from. A gateway payment can take minutes,
 * and the customer may have added to the same cart meanwhile; those additions stay in the
 * cart, which is closed (the order's history now) only when nothing is left in it.
 */
export async function takeBoughtOutOfCart(
  tx: Database,
  cartId: number,
  bought: readonly { variantId: number; count: number | string }[],
): Promise<void> {
  await repo.takeBoughtLines(tx, cartId, bought);
}
