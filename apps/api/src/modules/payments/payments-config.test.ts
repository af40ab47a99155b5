import type { Database } from "@kesht/db";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createGateways } from "../../plugins/payments";
import { configProblems as problems, productionEnv as production } from "../../test/config";

/** The payment settings, and what production refuses. */
describe("payment configuration", () => {
  const zarinpal = {
    PAYMENT_GATEWAYS: "zarinpal",
    ZARINPAL_MERCHANT_ID: "1344b5d4-0048-11e8-94db-005056a205be",
    PUBLIC_SITE_URL: "https://kesht.example",
  };

  it("offers both sandboxes in development, and nothing unless configured in production", () => {
    expect(loadConfig({})).toMatchObject({
      PAYMENT_GATEWAYS: ["sandbox", "sandbox_aed"],
      ZARINPAL_API_URL: "https://payment.zarinpal.com",
      PAYMENT_TIMEOUT_MS: 10_000,
      PUBLIC_SITE_URL: "http://localhost:3000",
    });
    expect(loadConfig(production).PAYMENT_GATEWAYS).toEqual([]);
    expect(loadConfig({ ...production, ...zarinpal }).PAYMENT_GATEWAYS).toEqual(["zarinpal"]);
    const listed = loadConfig({ ...zarinpal, PAYMENT_GATEWAYS: " sandbox_aed , zarinpal" });
    expect(listed.PAYMENT_GATEWAYS).toEqual(["sandbox_aed", "zarinpal"]);
  });

  it("refuses the sandboxes in production, since they charge nothing", () => {
    const message = problems({ ...production, PAYMENT_GATEWAYS: "sandbox,zarinpal" });
    expect(message).toContain(
      "PAYMENT_GATEWAYS: sandbox charges nothing and is for development only; use zarinpal in production",
    );
  });

  it("needs Zarinpal's merchant id, and a public site address for its callback in production", () => {
    expect(problems({ PAYMENT_GATEWAYS: "zarinpal" })).toContain(
      "ZARINPAL_MERCHANT_ID: is required when PAYMENT_GATEWAYS includes zarinpal",
    );
    expect(
      problems({ ...production, ...zarinpal, PUBLIC_SITE_URL: "http://localhost:3000" }),
    ).toContain("PUBLIC_SITE_URL: must be the site's public address");
    // Outside production a local address is fine (Zarinpal's own sandbox, a tunnel).
    expect(problems({ ...zarinpal, PUBLIC_SITE_URL: "http://localhost:3000" })).toBe("");
  });

  it("names an unknown gateway", () => {
    expect(problems({ PAYMENT_GATEWAYS: "sandbox,paypal" })).toContain(
      "must list gateways among sandbox, sandbox_aed, zarinpal",
    );
    expect(problems({ PAYMENT_GATEWAYS: " , " })).toContain("must name at least one gateway");
  });

  it("builds the configured gateways, the sandboxes sharing one memory", () => {
    // Never queried: this is only about which gateways are built.
    const db = {} as Database;
    const both = createGateways(loadConfig({}), db);
    expect([...both.gateways.keys()]).toEqual(["sandbox", "sandbox_aed"]);
    expect(both.sandbox).not.toBeNull();
    const real = createGateways(loadConfig({ ...production, ...zarinpal }), db);
    expect([...real.gateways.keys()]).toEqual(["zarinpal"]);
    expect(real.sandbox).toBeNull();
    expect(real.gateways.get("zarinpal")?.local).toBe(false);
  });
});
