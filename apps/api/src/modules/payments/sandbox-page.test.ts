import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { SandboxSession } from "./gateways/sandbox-store";
import {
  SANDBOX_PAGE_CSP,
  sandboxAmount,
  sandboxDecidedPage,
  sandboxPaymentPage,
} from "./sandbox-page";

const session: SandboxSession = {
  authority: "S0123",
  gateway: "sandbox",
  currency: "IRR",
  amountMinor: 12_345_000,
  description: 'Order <12> & "more"',
  callbackUrl: "/api/v1/payments/callback/sandbox",
  decision: "undecided",
  referenceId: null,
};

describe("the sandbox gateway's page", () => {
  it("shows rials as toman and fils as dirhams, in both languages", () => {
    expect(sandboxAmount(session)).toEqual({ en: "1,234,500 toman", fa: "۱٬۲۳۴٬۵۰۰ تومان" });
    expect(sandboxAmount({ currency: "AED", amountMinor: 123_456 })).toEqual({
      en: "AED 1,234.56",
      fa: "۱٬۲۳۴٫۵۶ درهم",
    });
  });

  it("allows its one style sheet by hash, and nothing else", () => {
    const html = sandboxPaymentPage(session, "/api/v1/payments/sandbox/S0123");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(SANDBOX_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(SANDBOX_PAGE_CSP).toContain("default-src 'none'");
    expect(SANDBOX_PAGE_CSP).toContain("form-action 'self'");
    expect(html).not.toMatch(/<script|style="|https?:\/\//);
  });

  it("posts the decision with a plain form and escapes what it shows", () => {
    const html = sandboxPaymentPage(session, "/api/v1/payments/sandbox/S0123");
    expect(html).toContain('<form method="post" action="/api/v1/payments/sandbox/S0123">');
    for (const value of ["approve", "decline", "timeout"]) {
      expect(html).toContain(`name="decision" value="${value}"`);
    }
    expect(html).toContain("Order &lt;12&gt; &amp; &quot;more&quot;");
    expect(html).not.toContain("<12>");
  });

  it("links a decided payment back to the callback", () => {
    const html = sandboxDecidedPage(
      { ...session, decision: "declined" },
      "/api/v1/payments/callback/sandbox?Authority=S0123&Status=NOK",
    );
    expect(html).toContain("This payment was declined.");
    expect(html).toContain(
      'href="/api/v1/payments/callback/sandbox?Authority=S0123&amp;Status=NOK"',
    );
    expect(html).not.toContain("<form");
  });
});
