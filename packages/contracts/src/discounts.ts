import { z } from "zod";
import { pageOf } from "./catalog";
import { toAsciiDigits } from "./digits";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { readDecimal } from "./typed-number";

/*
 * Discount codes (issue 30 item 3, docs/decisions/040-discount-codes.md). A shop's code lowers
 * its own products and its own income; a platform code is paid from platform revenue. Money
 * is integer rials on the wire; forms take toman.
 */

export const discountKinds = ["percent", "amount"] as const;
export type DiscountKind = (typeof discountKinds)[number];
/** Who gives an order's discount. */
export const discountFunders = ["shop", "platform"] as const;
export type DiscountFunder = (typeof discountFunders)[number];

export const discountRules = {
  codeMaxLength: 24,
  maxPercent: 100,
  maxAmountToman: 1_000_000_000,
  maxPerPersonLimit: 1_000,
  maxTotalLimit: 1_000_000,
} as const;

/** A code as people type it: Persian digits read as ASCII, spaces trimmed, upper-case. */
export function normaliseDiscountCode(value: string): string {
  return toAsciiDigits(value).trim().toUpperCase();
}

const codeField = z.preprocess(
  (value) => (typeof value === "string" ? normaliseDiscountCode(value) : value),
  z
    .string("required")
    .min(1, "required")
    .regex(/^[A-Z0-9][A-Z0-9_-]{2,23}$/, "discount_code_format"),
);

/** A whole number typed in a form; empty is "none" (null). */
function optionalWhole(min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value !== "string") return value;
      return readDecimal(value) ?? null;
    },
    z
      .number({ error: () => "invalid_number" })
      .int("invalid_number")
      .min(min, min > 0 ? "positive_number" : "invalid_number")
      .max(max, "invalid_number")
      .nullable(),
  );
}

const optionalDay = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.iso.date("invalid_date").nullable(),
);

const codeTerms = {
  kind: z.enum(discountKinds, "invalid_choice"),
  percent: optionalWhole(1, discountRules.maxPercent),
  amount_toman: optionalWhole(1, discountRules.maxAmountToman),
  min_basket_toman: optionalWhole(0, discountRules.maxAmountToman),
  per_person_limit: optionalWhole(1, discountRules.maxPerPersonLimit),
  total_limit: optionalWhole(1, discountRules.maxTotalLimit),
  /** Tehran days, both included; none is "from now" / "no end". */
  starts_on: optionalDay,
  ends_on: optionalDay,
  active: z.boolean("invalid_choice").default(true),
};

type Terms = {
  kind: DiscountKind;
  percent: number | null;
  amount_toman: number | null;
  starts_on: string | null;
  ends_on: string | null;
};

/** The value the kind needs, and an end not before the start. */
function termsHoldTogether(terms: Terms, context: z.RefinementCtx) {
  if (terms.kind === "percent" && terms.percent === null) {
    context.addIssue({ code: "custom", path: ["percent"], message: "required" });
  }
  if (terms.kind === "amount" && terms.amount_toman === null) {
    context.addIssue({ code: "custom", path: ["amount_toman"], message: "required" });
  }
  if (terms.starts_on && terms.ends_on && terms.ends_on < terms.starts_on) {
    context.addIssue({ code: "custom", path: ["ends_on"], message: "discount_ends_before_start" });
  }
}

/** `POST /seller/discount-codes`, `POST /admin/discount-codes`. */
export const discountCodeBodySchema = z
  .strictObject({ code: codeField, ...codeTerms })
  .superRefine(termsHoldTogether);
export type DiscountCodeBody = z.input<typeof discountCodeBodySchema>;
export type DiscountCodeBodyParsed = z.output<typeof discountCodeBodySchema>;

/** `PUT …/discount-codes/:id`: everything but the code itself, which customers may hold already. */
export const discountCodeUpdateBodySchema = z
  .strictObject(codeTerms)
  .superRefine(termsHoldTogether);
export type DiscountCodeUpdateBody = z.input<typeof discountCodeUpdateBodySchema>;
export type DiscountCodeUpdateBodyParsed = z.output<typeof discountCodeUpdateBodySchema>;

export const discountCodeParamsSchema = z.object({ id: queryId() });

export const discountCodesQuerySchema = z.strictObject({
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1),
  per_page: queryNumber((n) => n.int("invalid_number").min(1).max(100)).default(50),
});

export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  funded_by: z.enum(discountFunders),
  kind: z.enum(discountKinds),
  percent: z.number().int().nullable(),
  amount_rials: z.number().int().nullable(),
  min_basket_rials: z.number().int(),
  per_person_limit: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
  starts_on: z.iso.date().nullable(),
  ends_on: z.iso.date().nullable(),
  active: z.boolean(),
  /** Orders that hold a use now (a cancelled order gave its use back). */
  used_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodePageSchema = pageOf(discountCodeSchema);
export type DiscountCodePage = z.infer<typeof discountCodePageSchema>;

/**
 * A code typed at checkout: any short text; one that is no code at all is answered as
 * "unknown" by the API (the same answer as a code that does not exist).
 */
export function appliedCodeField() {
  return z.preprocess(
    (value) => (typeof value === "string" ? normaliseDiscountCode(value) : value),
    z.string("invalid").min(1, "required").max(40, "invalid"),
  );
}

/** `POST /customer/discount-codes/check`: what a code would take off a cart group now. */
export const discountCheckBodySchema = z.strictObject({
  cart_id: id(),
  code: appliedCodeField(),
});
export type DiscountCheckBody = z.input<typeof discountCheckBodySchema>;

export const discountCheckSchema = z.object({
  code: z.string(),
  funded_by: z.enum(discountFunders),
  items_total_rials: z.number().int(),
  discount_rials: z.number().int(),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

/** The discount an order carries (null without one). */
export const orderDiscountSchema = z.object({
  code: z.string(),
  funded_by: z.enum(discountFunders),
  discount_rials: z.number().int(),
});
