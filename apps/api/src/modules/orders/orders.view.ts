import type { Order, Shipment, SystemCancelReason } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { AddressSnapshot } from "../addresses/addresses.service";
import { toProductImage } from "../catalog/product-view";
import { weightKg } from "../commerce-reference/shipping.rules";
import { driverStandings } from "../drivers/drivers.standing";
import { getStoredFiles } from "../files/files.service";
import { pickupRecordsOf } from "../load-pickups/load-pickups.view";
import { driverRatingsOfOrders } from "../ratings/ratings.service";
import * as repo from "./orders.repo";
import type { OrderRow, WrittenOrder } from "./orders.transition";

const named = (row: { id: number; nameFa: string; nameEn: string }) => ({
  id: row.id,
  title: row.nameFa,
  title_en: row.nameEn,
});

const namedOrNull = (row: { id: number; nameFa: string; nameEn: string } | null | undefined) =>
  row ? named(row) : null;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const present = <T>(values: readonly (T | null)[]): T[] =>
  [...new Set(values)].filter((value): value is T => value !== null);

/**
 * Orders as the API shows them, for a page at once: each related table is read once for the
 * whole page (items with their covers, events), and what the orders name by id (customer,
 * shop, package type, delivery window, cancel reason) in one statement.
 */
export async function toOrders(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after another: `db` may be a transaction, which runs one statement at a time.
  const items = await repo.itemsOf(db, ids);
  const events = await repo.eventsOf(db, ids);
  const references = await repo.orderReferences(db, ids);
  return showOrders(db, rows, { items, events, references });
}

/**
 * An order just written (checkout), shown from what its inserts answered: nothing of it is
 * read back.
 */
export async function toWrittenOrder(db: Database, written: WrittenOrder): Promise<Order> {
  const [order] = await showOrders(db, [written.row], {
    ...written,
    references: [written.references],
  });
  if (!order) throw new Error("order view lost its row");
  return order;
}

async function showOrders(
  db: Database,
  rows: readonly OrderRow[],
  parts: {
    items: readonly repo.OrderItemView[];
    events: readonly repo.OrderEventRow[];
    references: readonly repo.OrderReferences[];
  },
): Promise<Order[]> {
  const { items, events } = parts;
  const references = new Map(parts.references.map((ref) => [ref.orderId, ref]));
  const shipments = await shipmentsById(db, present(rows.map((row) => row.orderGroupId)));
  const ratings = await driverRatingsOfOrders(db, rows);
  const photos = await getStoredFiles(db, present(rows.map((row) => row.deliveryPhotoFileId)));

  return rows.map((row) => {
    const lines = items.filter(({ item }) => item.orderId === row.id);
    const ref = references.get(row.id);
    const packageType = ref?.packageType;
    const block = ref?.timeBlock;
    const message = ref?.cancelMessage;
    return {
      id: row.id,
      status: row.status,
      customer: { id: row.customerId, name: ref?.customerName ?? null },
      seller: {
        id: row.sellerId,
        store_name: ref?.shop?.storeName ?? "",
        store_name_en: ref?.shop?.storeNameEn ?? "",
        city: namedOrNull(ref?.shopCity),
        province: namedOrNull(ref?.shopProvince),
      },
      cart_id: row.cartId,
      items: lines.map(({ item, stockType, cover }) => {
        return {
          id: item.id,
          product_id: item.productId,
          name: item.name,
          latin_name: item.latinName,
          variant_id: item.variantId,
          variant_label: item.variantLabel,
          variant_label_en: item.variantLabelEn,
          image: cover ? toProductImage(cover) : null,
          count: Number(item.count),
          stock_type: { ...named(stockType), code: stockType.code },
          unit_price_rials: item.unitPriceRials,
          total_rials: item.totalRials,
          packed_count: item.packedCount === null ? null : Number(item.packedCount),
          packed_refund_rials: item.packedRefundRials,
          discount_rials: item.discountRials,
        };
      }),
      // What travels: the packed amount of a line once the shop has weighed it (decision 033).
      weight_kg: weightKg(
        lines.map(({ item, stockType }) => ({
          count: Number(item.packedCount ?? item.count),
          unitCode: stockType.code,
          unitWeightKg: item.unitWeightKg,
        })),
      ),
      address: row.address as AddressSnapshot,
      send_method: row.sendMethod as Order["send_method"],
      package_type: packageType ? named(packageType) : null,
      delivery_date: row.deliveryDate,
      time_block: block ? { id: block.id, starts_at: block.startsAt, ends_at: block.endsAt } : null,
      items_total_rials: row.itemsTotalRials,
      shipping_cost_rials: row.shippingCostRials,
      discount:
        row.discountCode !== null && row.discountFundedBy !== null
          ? {
              code: row.discountCode,
              funded_by: row.discountFundedBy,
              discount_rials: row.discountRials,
            }
          : null,
      total_rials: row.totalRials,
      payment_method: row.paymentMethod as Order["payment_method"],
      reserved_until: iso(row.reservedUntil),
      cancel_message: message
        ? { id: message.id, title: message.titleFa, title_en: message.titleEn }
        : null,
      cancel_reason: row.cancelReason,
      cancelled_by: row.cancelledBy as Order["cancelled_by"],
      system_cancel_reason: row.systemCancelReason as SystemCancelReason | null,
      events: events
        .filter((event) => event.orderId === row.id)
        .map((event) => ({
          from_status: event.fromStatus,
          to_status: event.toStatus,
          reason: event.reason,
          created_at: event.createdAt.toISOString(),
        })),
      paid_at: iso(row.paidAt),
      created_at: row.createdAt.toISOString(),
      shipment: (row.orderGroupId && shipments.get(row.orderGroupId)) || null,
      driver_rating: ratings.get(row.id) ?? null,
      delivery_proof: row.deliveryProof
        ? {
            method: row.deliveryProof,
            no_code_reason: row.deliveryNoCodeReason,
            photo_url: row.deliveryPhotoFileId
              ? (photos.get(row.deliveryPhotoFileId)?.url ?? null)
              : null,
            delivered_at: iso(row.deliveredAt),
            latitude: row.deliveryLatitude,
            longitude: row.deliveryLongitude,
          }
        : null,
    };
  });
}

/**
 * Each group's shipment as an order shows it: carrier, driver (with rating), times and what
 * the driver recorded at pickup.
 */
async function shipmentsById(
  db: Database,
  groupIds: readonly number[],
): Promise<Map<number, Shipment>> {
  if (groupIds.length === 0) return new Map();
  const groups = await repo.shipmentsOf(db, groupIds);
  const standings = await driverStandings(db, present(groups.map(({ group }) => group.driverId)));
  const pickups = await pickupRecordsOf(db, groupIds);
  return new Map(
    groups.map(({ group, driver, vehicleType }) => {
      const standing = group.driverId ? standings.get(group.driverId) : undefined;
      return [
        group.id,
        {
          group_id: group.id,
          carrier: group.carrier as Shipment["carrier"],
          driver:
            driver && vehicleType
              ? {
                  name: driver.name,
                  vehicle_type: named(vehicleType),
                  plate: driver.plate,
                  rating_average: standing?.ratingAverage ?? null,
                  rating_count: standing?.ratingCount ?? 0,
                }
              : null,
          expected_delivery_at: iso(group.expectedDeliveryAt),
          loaded_at: iso(group.loadedAt),
          pickup_record: pickups.get(group.id) ?? null,
        },
      ];
    }),
  );
}

export async function toOrder(db: Database, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error("order view lost its row");
  return order;
}
