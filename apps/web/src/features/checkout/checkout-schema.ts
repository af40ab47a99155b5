import { type CheckoutBody, checkoutBodySchema, gateways, needsTimeBlock } from "@kesht/contracts";
import { z } from "zod";

/**
 * How people pay at checkout: from the wallet, or through one of the gateways the API offers
 * (GET /payment-gateways: the sandboxes outside production, a real gateway in production).
 */
export const payOptions = ["wallet", ...gateways] as const;
export type PayOption = (typeof payOptions)[number];

const body = checkoutBodySchema.shape;

/**
 * The checkout form: the API's own field schemas, one choice for the way to pay, SPEC §5's
 * "the date cannot be before today" (the API checks the same), as of `today` (yyyy-mm-dd), and
 * a time window for what is delivered (a pickup has none).
 */
export function checkoutFormSchema(today: string) {
  return z
    .object({
      address_id: body.address_id,
      send_method: body.send_method,
      delivery_date: z
        .string("required")
        .min(1, "required")
        .pipe(body.delivery_date)
        .refine((date) => date >= today, "date_before_today"),
      time_block_id: body.time_block_id,
      package_type_id: body.package_type_id,
      pay_with: z.enum(payOptions, "invalid_choice"),
    })
    .refine((values) => !needsTimeBlock(values.send_method) || values.time_block_id !== undefined, {
      path: ["time_block_id"],
      message: "invalid_choice",
      // Said with the other fields' messages, not only once they are all right.
      when: ({ value }) => typeof value === "object" && value !== null,
    });
}
export type CheckoutValues = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckedCheckout = z.output<ReturnType<typeof checkoutFormSchema>>;

/** The body of `POST /customer/orders` for the checked form. */
export function toCheckoutBody(cartId: number, values: CheckedCheckout): CheckoutBody {
  const { pay_with: payWith, time_block_id: timeBlockId, ...chosen } = values;
  const rest = needsTimeBlock(chosen.send_method)
    ? { ...chosen, time_block_id: timeBlockId }
    : chosen;
  return payWith === "wallet"
    ? { cart_id: cartId, ...rest, payment_method: "wallet" }
    : { cart_id: cartId, ...rest, payment_method: "gateway", gateway: payWith };
}
