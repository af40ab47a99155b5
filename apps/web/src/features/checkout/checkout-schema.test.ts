// @vitest-environment node
import { checkoutBodySchema } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { checkoutFormSchema, toCheckoutBody } from "./checkout-schema";

const schema = checkoutFormSchema("2025-06-15");
const filled = {
  address_id: 4,
  send_method: "driver",
  delivery_date: "2025-06-20",
  time_block_id: 2,
  package_type_id: 1,
  pay_with: "sandbox_aed",
} as const;

function messages(values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("checkoutFormSchema", () => {
  it("accepts a filled form, today included", () => {
    expect(schema.safeParse(filled).success).toBe(true);
    expect(schema.safeParse({ ...filled, delivery_date: "2025-06-15" }).success).toBe(true);
  });

  it("refuses a date before today with the date-before-today message", () => {
    expect(messages({ ...filled, delivery_date: "2025-06-14" })).toEqual({
      delivery_date: "date_before_today",
    });
  });

  it("asks for every choice", () => {
    expect(messages({})).toEqual({
      address_id: "required",
      send_method: "invalid_choice",
      delivery_date: "required",
      time_block_id: "invalid_choice",
      package_type_id: "invalid_choice",
      pay_with: "invalid_choice",
    });
  });

  it("asks for a time window for a delivery, not for a pickup", () => {
    const { time_block_id: _window, ...withoutWindow } = filled;
    expect(messages(withoutWindow)).toEqual({ time_block_id: "invalid_choice" });
    expect(messages({ ...withoutWindow, send_method: "pickup" })).toEqual({});
  });
});

describe("toCheckoutBody", () => {
  it("sends a gateway payment with its gateway, and the API's schema accepts it", () => {
    const body = toCheckoutBody(9, schema.parse(filled));
    expect(body).toEqual({
      cart_id: 9,
      address_id: 4,
      send_method: "driver",
      delivery_date: "2025-06-20",
      time_block_id: 2,
      package_type_id: 1,
      payment_method: "gateway",
      gateway: "sandbox_aed",
    });
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends a wallet payment without a gateway", () => {
    const body = toCheckoutBody(9, schema.parse({ ...filled, pay_with: "wallet" }));
    expect(body.payment_method).toBe("wallet");
    expect(body).not.toHaveProperty("gateway");
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends no time window with a pickup", () => {
    const body = toCheckoutBody(9, schema.parse({ ...filled, send_method: "pickup" }));
    expect(body).not.toHaveProperty("time_block_id");
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
  });
});
