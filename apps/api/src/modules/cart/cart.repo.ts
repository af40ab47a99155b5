import { type Database, preparedQuery, schema, sqlStatement } from "@kesht/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { listedProduct } from "../catalog/listed-product";
import { coverFileIdOf } from "../catalog/product-cover";

const { cartItems, carts, cities, files, products, productVariants, sellers, stockTypes } = schema;

/** A cart line can be bought: its product is listed and its variant still on it. */
const lineListed = sql<boolean>`(${listedProduct} and ${productVariants.deletedAt} is null)`;

export type CartRow = typeof carts.$inferSelect;
export type FileRow = typeof files.$inferSelect;

const variantsAndOpenCartStatement = sqlStatement<
  VariantAndCartRow,
  { customerId: number; productId: number }
>(
  "cart_variants_and_open_cart",
  () => sql`
    with variant as (
      select ${products.id} as id, ${productVariants.id} as variant_id,
        ${products.sellerId} as seller_id, ${products.name} as name,
        ${productVariants.stock} as stock,
        ${productVariants.discountedPriceRials} as discounted_price_rials,
        ${stockTypes.allowsFraction} as allows_fraction, ${listedProduct} as listed,
        ${productVariants.position} as position
      from ${productVariants}
      join ${products} on ${products.id} = ${productVariants.productId}
      join ${sellers} on ${sellers.userId} = ${products.sellerId}
      join ${stockTypes} on ${stockTypes.id} = ${productVariants.stockTypeId}
      where ${productVariants.productId} = ${sql.placeholder("productId")}
        and ${productVariants.deletedAt} is null
    ), opened as (
      insert into ${carts} (customer_id, seller_id)
      select ${sql.placeholder("customerId")}, seller_id from variant
      where listed and seller_id <> ${sql.placeholder("customerId")}
      limit 1
      on conflict (customer_id, seller_id) where status = 'cart'
      do update set updated_at = now()
      returning id
    )
    select variant.*, (select id from opened) as cart_id
    from variant order by position, variant_id`,
);

/**
 * A product's variants (those still on it) as putting one in the cart needs them, and the
 * customer's open cart with its shop, created when there is none (one per pair), touched and
 * locked, in one statement. The cart is opened only for a listed product of someone else's
 * shop (`cartId` null otherwise); a refusal after this rolls the opening back. ON CONFLICT DO
 * UPDATE always ends in an insert or an update: when a checkout closes the open cart
 * meanwhile, the closed cart no longer conflicts and a new one is made.
 */
export async function variantsAndOpenCart(tx: Database, customerId: number, productId: number) {
  const rows = await variantsAndOpenCartStatement(tx, { customerId, productId });
  return {
    variants: rows.map(
      (row): VariantForCart => ({
        id: Number(row.id),
        variantId: Number(row.variant_id),
        sellerId: Number(row.seller_id),
        name: row.name,
        stock: Number(row.stock),
        discountedPriceRials: Number(row.discounted_price_rials),
        allowsFraction: Boolean(row.allows_fraction),
        listed: Boolean(row.listed),
      }),
    ),
    cartId: rows[0]?.cart_id == null ? null : Number(rows[0].cart_id),
  };
}

interface VariantAndCartRow {
  id: number;
  variant_id: number;
  seller_id: number;
  name: string;
  stock: string | number;
  discounted_price_rials: string | number;
  allows_fraction: boolean;
  listed: boolean;
  cart_id: number | null;
}

/** A product's variant as putting it in the cart needs it. */
export interface VariantForCart {
  id: number;
  variantId: number;
  sellerId: number;
  name: string;
  stock: number;
  discountedPriceRials: number;
  allowsFraction: boolean;
  listed: boolean;
}

const addLineIfRoomStatement = sqlStatement<
  { count: string | number },
  {
    cartId: number;
    productId: number;
    variantId: number;
    count: number;
    unitPriceRials: number;
    maxLines: number;
  }
>(
  "cart_add_line_if_room",
  () => sql`
    with counted as (
      select count(*) as lines,
        coalesce(bool_or(${cartItems.variantId} = ${sql.placeholder("variantId")}), false) as has_variant
      from ${cartItems} where ${cartItems.cartId} = ${sql.placeholder("cartId")}
    )
    insert into ${cartItems} (cart_id, product_id, variant_id, count, unit_price_rials)
    select ${sql.placeholder("cartId")}, ${sql.placeholder("productId")}, ${sql.placeholder("variantId")},
      ${sql.placeholder("count")}, ${sql.placeholder("unitPriceRials")}
    from counted where has_variant or lines < ${sql.placeholder("maxLines")}
    on conflict (cart_id, variant_id) do update set
      count = ${cartItems.count} + excluded.count,
      unit_price_rials = excluded.unit_price_rials,
      updated_at = now()
    returning count`,
);

/**
 * Puts a product's variant in a cart the caller has locked, adding to the count of the line
 * already there, and refreshes the line's price to today's (the customer is looking at it),
 * unless the cart already has `maxLines` other lines. The lines are counted in the same
 * statement: the cart's lock keeps every other writer of its lines out. Answers the new
 * count, or null when the cart is full.
 */
export async function addLineIfRoom(
  tx: Database,
  line: {
    cartId: number;
    productId: number;
    variantId: number;
    count: number;
    unitPriceRials: number;
  },
  maxLines: number,
): Promise<number | null> {
  const [row] = await addLineIfRoomStatement(tx, { ...line, maxLines });
  return row ? Number(row.count) : null;
}

export async function touchCart(tx: Database, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** A cart line with its cart's owner and status and its variant's stock rules. */
export async function findLine(db: Database, lineId: number) {
  const [row] = await db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      count: cartItems.count,
      customerId: carts.customerId,
      cartStatus: carts.status,
      productId: products.id,
      name: products.name,
      stock: productVariants.stock,
      allowsFraction: stockTypes.allowsFraction,
      currentUnitPriceRials: productVariants.discountedPriceRials,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    .where(eq(cartItems.id, lineId));
  return row;
}

export async function setLineCount(tx: Database, lineId: number, count: number): Promise<void> {
  await tx.update(cartItems).set({ count, updatedAt: sql`now()` }).where(eq(cartItems.id, lineId));
}

export async function deleteLine(tx: Database, lineId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.id, lineId));
}

export async function findCart(db: Database, cartId: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row;
}

/** Carts with their shop (name, logo, city), to narrow with a `where`. */
function cartsWithShop(db: Database) {
  return db
    .select({
      cart: carts,
      storeName: sellers.storeName,
      storeNameEn: sellers.storeNameEn,
      logo: files,
      city: { id: cities.id, nameFa: cities.nameFa, nameEn: cities.nameEn },
    })
    .from(carts)
    .innerJoin(sellers, eq(sellers.userId, carts.sellerId))
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .leftJoin(cities, eq(cities.id, sellers.cityId))
    .$dynamic();
}

const cartsOfCustomerQuery = preparedQuery("carts_of_customer", (db, name) =>
  cartsWithShop(db)
    .where(
      and(
        eq(carts.customerId, sql.placeholder("customerId")),
        eq(carts.status, sql.placeholder("status")),
      ),
    )
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .prepare(name),
);

const customerCartQuery = preparedQuery("customer_cart", (db, name) =>
  cartsWithShop(db)
    .where(
      and(
        eq(carts.customerId, sql.placeholder("customerId")),
        eq(carts.id, sql.placeholder("cartId")),
      ),
    )
    .prepare(name),
);

/** A customer's carts in one status with their shop, the most recently changed first. */
export function cartsOfCustomer(db: Database, customerId: number, status: CartRow["status"]) {
  return cartsOfCustomerQuery(db).execute({ customerId, status });
}

/** One cart of a customer with its shop: none when the cart is not theirs. */
export function customerCart(db: Database, customerId: number, cartId: number) {
  return customerCartQuery(db).execute({ customerId, cartId });
}
export type CartWithShop = Awaited<ReturnType<typeof cartsOfCustomer>>[number];

const linesOfCarts = preparedQuery("cart_lines", (db, name) =>
  db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      productId: products.id,
      variantId: productVariants.id,
      variantLabel: productVariants.label,
      variantLabelEn: productVariants.labelEn,
      unitWeightKg: productVariants.weightKg,
      name: products.name,
      latinName: products.latinName,
      count: cartItems.count,
      stock: productVariants.stock,
      stockType: {
        id: stockTypes.id,
        code: stockTypes.code,
        nameFa: stockTypes.nameFa,
        nameEn: stockTypes.nameEn,
      },
      stockTypeCode: stockTypes.code,
      unitPriceRials: cartItems.unitPriceRials,
      currentUnitPriceRials: productVariants.discountedPriceRials,
      listed: lineListed,
      cover: files,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    // The product's cover in the same statement, not a second one after it.
    .leftJoin(files, eq(files.id, coverFileIdOf(products.id)))
    // `= any(array)`: one statement for any number of carts.
    .where(sql`${cartItems.cartId} = any(${sql.placeholder("cartIds")}::int[])`)
    .orderBy(asc(cartItems.id))
    .prepare(name),
);

/** The lines of some carts with what the cart shows of their products today, cover included. */
export function linesOf(db: Database, cartIds: readonly number[]) {
  return linesOfCarts(db).execute({ cartIds: [...cartIds] });
}
export type CartLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The cart, locked until the transaction ends: two checkouts of one cart queue up. */
export async function lockCart(tx: Database, cartId: number): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
  return row;
}

/**
 * The cart's lines in (product, variant) order: the order stock is reserved and released in,
 * so two of them never wait on each other in a circle.
 */
export function checkoutLines(tx: Database, cartId: number) {
  return tx
    .select({
      productId: products.id,
      variantId: cartItems.variantId,
      name: products.name,
      count: cartItems.count,
      listed: lineListed,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId));
}

/**
 * What an order bought leaves its cart, in one statement: a line bought whole goes, a larger
 * one keeps the rest, and the cart is closed (the order's history now) when no line is left.
 * The last check cannot see the statement's own deletions, so it leaves out the lines they
 * took.
 */
export async function takeBoughtLines(
  tx: Database,
  cartId: number,
  bought: readonly { variantId: number; count: number | string }[],
): Promise<void> {
  const variantIds = `{${bought.map((item) => Number(item.variantId)).join(",")}}`;
  const counts = `{${bought.map((item) => Number(item.count)).join(",")}}`;
  await tx.execute(sql`
    with bought as (
      select * from unnest(${variantIds}::int[], ${counts}::numeric[]) as b(variant_id, count)
    ), gone as (
      delete from ${cartItems} using bought
      where ${cartItems.cartId} = ${cartId} and ${cartItems.variantId} = bought.variant_id
        and ${cartItems.count} <= bought.count
      returning ${cartItems.id}
    ), kept as (
      update ${cartItems} set count = ${cartItems.count} - bought.count, updated_at = now()
      from bought
      where ${cartItems.cartId} = ${cartId} and ${cartItems.variantId} = bought.variant_id
        and ${cartItems.count} > bought.count
      returning ${cartItems.id}
    )
    update ${carts} set status = 'ordered', updated_at = now()
    where ${carts.id} = ${cartId}
      and not exists (
        select 1 from ${cartItems}
        where ${cartItems.cartId} = ${cartId} and ${cartItems.id} not in (select id from gone)
      )`);
}
