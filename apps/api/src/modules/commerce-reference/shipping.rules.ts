import { type SendMethod, type ShippingOption, tomanToRials } from "@kesht/contracts";
import { sendMethodTitle } from "./send-methods";

/*
 * What delivery costs, by one small table (docs/commerce-api.md "Shipping costs"). The
 * distance is a class, not kilometres: the same city, the same province, another province of
 * the same country, or abroad. Costs are whole toman; the answer is in rials.
 */

export type DistanceClass = "same_city" | "same_province" | "other_province" | "abroad";

export interface Place {
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
}

/**
 * Freight by a driver: a small base per distance class (loading, the first kilometres) plus a
 * rate per kilogram that grows with the distance, so a parcel costs what a courier would ask
 * and a truckload what a freight terminal would: 1.5 kg to another province about 126,000
 * toman, two tonnes about 8,120,000. The geography has no coordinates, so the distance is a
 * class; a driver's accepted proposal, not this estimate, is what a driver is finally paid.
 */
export const driverFreight: Readonly<
  Record<
    Exclude<DistanceClass, "abroad">,
    { baseToman: number; perKgToman: number; minDays: number; maxDays: number }
  >
> = {
  same_city: { baseToman: 40_000, perKgToman: 1_500, minDays: 0, maxDays: 1 },
  same_province: { baseToman: 70_000, perKgToman: 2_500, minDays: 1, maxDays: 2 },
  other_province: { baseToman: 120_000, perKgToman: 4_000, minDays: 2, maxDays: 4 },
};

/** The shop's own delivery: a flat cost, only inside the shop's province. */
export const sellerDelivery: Readonly<
  Record<"same_city" | "same_province", { costToman: number; minDays: number; maxDays: number }>
> = {
  same_city: { costToman: 50_000, minDays: 0, maxDays: 1 },
  same_province: { costToman: 120_000, minDays: 1, maxDays: 2 },
};

/**
 * Kilograms in one of a unit, by the stock type's code (the catalogue's units). A litre of
 * milk, oil or honey weighs about a kilogram, near enough for a freight class; units of count
 * (a box, a bunch, a head) add no weight.
 */
export const kilogramsPerUnit: Readonly<Record<string, number>> = {
  gram: 0.001,
  mesghal: 0.0046,
  kg: 1,
  ton: 1000,
  litre: 1,
};

/** A line: how many of a unit, and what one weighs when its variant says (a 5 kg box). */
export interface WeighedLine {
  count: number;
  unitCode: string;
  /** Kilograms in one unit, from the variant; null or absent: the unit's own weight. */
  unitWeightKg?: number | string | null;
}

/** The weight of a group in kilograms, from its lines' counts, units and variants' weights. */
export function weightKg(lines: readonly WeighedLine[]): number {
  return lines.reduce((sum, line) => sum + line.count * kilogramsPerOne(line), 0);
}

function kilogramsPerOne(line: WeighedLine): number {
  if (line.unitWeightKg !== null && line.unitWeightKg !== undefined) {
    return Number(line.unitWeightKg);
  }
  return kilogramsPerUnit[line.unitCode] ?? 0;
}

/**
 * The distance class from the shop to the address. A shop whose location is unknown is
 * treated as far away (another province), never as near.
 */
export function distanceClass(origin: Place, destination: Place): DistanceClass {
  if (
    origin.countryId !== null &&
    destination.countryId !== null &&
    origin.countryId !== destination.countryId
  ) {
    return "abroad";
  }
  if (origin.provinceId === null || origin.provinceId !== destination.provinceId) {
    return "other_province";
  }
  return origin.cityId !== null && origin.cityId === destination.cityId
    ? "same_city"
    : "same_province";
}

const notes = {
  abroad: {
    en: "Freight by a driver is arranged only within one country.",
    fa: "باربری با راننده فقط درون یک کشور انجام می‌شود.",
  },
  sellerOutOfProvince: {
    en: "The shop delivers only within its own province.",
    fa: "فروشنده فقط در استان خودش ارسال می‌کند.",
  },
} as const;

function option(
  sendMethod: SendMethod,
  values: Pick<ShippingOption, "cost_rials" | "min_days" | "max_days" | "available"> & {
    note?: { en: string; fa: string };
  },
): PricedOption {
  const { title, title_en } = sendMethodTitle(sendMethod);
  return {
    send_method: sendMethod,
    title,
    title_en,
    cost_rials: values.cost_rials,
    min_days: values.min_days,
    max_days: values.max_days,
    available: values.available,
    note: values.note?.fa ?? null,
    note_en: values.note?.en ?? null,
  };
}

/** An option as priced here; when it can arrive is added by the delivery-window rule. */
export type PricedOption = Omit<ShippingOption, "earliest_start">;

const toRials = (toman: number) => tomanToRials(Math.round(toman));

/** Every send method for a group of `weight` kilograms from the shop to the address. */
export function shippingOptions(input: {
  origin: Place;
  destination: Place;
  weightKg: number;
}): PricedOption[] {
  const distance = distanceClass(input.origin, input.destination);

  const driver =
    distance === "abroad"
      ? option("driver", {
          cost_rials: 0,
          min_days: 0,
          max_days: 0,
          available: false,
          note: notes.abroad,
        })
      : option("driver", {
          cost_rials: toRials(
            driverFreight[distance].baseToman + driverFreight[distance].perKgToman * input.weightKg,
          ),
          min_days: driverFreight[distance].minDays,
          max_days: driverFreight[distance].maxDays,
          available: true,
        });

  const seller =
    distance === "same_city" || distance === "same_province"
      ? option("seller", {
          cost_rials: toRials(sellerDelivery[distance].costToman),
          min_days: sellerDelivery[distance].minDays,
          max_days: sellerDelivery[distance].maxDays,
          available: true,
        })
      : option("seller", {
          cost_rials: 0,
          min_days: 0,
          max_days: 0,
          available: false,
          note: notes.sellerOutOfProvince,
        });

  const pickup = option("pickup", { cost_rials: 0, min_days: 0, max_days: 0, available: true });

  return [driver, seller, pickup];
}
