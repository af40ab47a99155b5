import type { AdminOrderDetail, Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { AdminOrderActions } from "./order-actions";
import { AdminOrderHeader } from "./order-header";
import { LedgerCard, PaymentsCard } from "./order-money";

/** Only what the sections read of an order's page. */
function detailOf(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order: { id: 1234, status: "paid", created_at: "2026-03-21T06:30:00.000Z" },
    customer: { id: 7, name: "Sara", mobile: "09121234567" },
    shop: {
      id: 9,
      name: "Reza",
      mobile: "09351234567",
      store_name: "باغ سیب",
      store_name_en: "Apple Orchard",
    },
    payments: [],
    ledger: [],
    dispute: null,
    actions: {
      cancel: true,
      resolve_dispute: false,
      unlock_delivery_code: false,
      cancel_load: false,
    },
    ...overrides,
  } as AdminOrderDetail;
}

function shown(node: ReactNode, locale: Language = "en"): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      {node}
    </NextIntlClientProvider>,
  );
}

const noop = () => {};

describe("an order's page in the admin console", () => {
  it("links the customer and the shop to their pages, with their mobiles", () => {
    const html = shown(<AdminOrderHeader detail={detailOf()} />);
    expect(html).toContain('href="/admin/people/7"');
    expect(html).toContain('href="/admin/people/9"');
    expect(html).toContain("09121234567");
    expect(html).toContain("Apple Orchard");
    expect(html).toContain("Order #1234");
    // Persian digits and the Jalali calendar in Persian: 1 Farvardin 1405.
    const fa = shown(<AdminOrderHeader detail={detailOf()} />, "fa");
    // Persian writes no "#" before a number that names something (decision 024).
    expect(fa).toContain("سفارش ۱۲۳۴");
    expect(fa).not.toContain("#");
    expect(fa).toContain("باغ سیب");
    expect(fa).toContain("۱۴۰۵");
    expect(fa).toContain("فروردین");
  });

  it("offers only what the state table allows", () => {
    const cancel = shown(
      <AdminOrderActions
        detail={detailOf()}
        onCancel={noop}
        onCancelLoad={noop}
        onResolve={noop}
      />,
    );
    expect(cancel).toContain("Cancel with refund");
    expect(cancel).not.toContain("Settle as received");
    const dispute = shown(
      <AdminOrderActions
        detail={detailOf({
          actions: {
            cancel: false,
            resolve_dispute: true,
            unlock_delivery_code: false,
            cancel_load: false,
          },
        })}
        onCancel={noop}
        onCancelLoad={noop}
        onResolve={noop}
      />,
    );
    expect(dispute).toContain("Settle as received");
    expect(dispute).not.toContain("Cancel with refund");
    const none = shown(
      <AdminOrderActions
        detail={detailOf({
          actions: {
            cancel: false,
            resolve_dispute: false,
            unlock_delivery_code: false,
            cancel_load: false,
          },
        })}
        onCancel={noop}
        onCancelLoad={noop}
        onResolve={noop}
      />,
      "fa",
    );
    expect(none).toContain("در این وضعیت کاری روی این سفارش نمی‌توان کرد.");
    expect(none).not.toContain("<button");
    const locked = shown(
      <AdminOrderActions
        detail={detailOf({
          actions: {
            cancel: false,
            resolve_dispute: false,
            unlock_delivery_code: true,
            cancel_load: false,
          },
        })}
        onCancel={noop}
        onCancelLoad={noop}
        onResolve={noop}
      />,
    );
    expect(locked).toContain("Unlock the delivery code");
    expect(locked).not.toContain("Cancel with refund");
    expect(locked).not.toContain("Cancel the load");
    const disputedPickup = shown(
      <AdminOrderActions
        detail={detailOf({
          actions: {
            cancel: false,
            resolve_dispute: false,
            unlock_delivery_code: false,
            cancel_load: true,
          },
        })}
        onCancel={noop}
        onCancelLoad={noop}
        onResolve={noop}
      />,
      "fa",
    );
    expect(disputedPickup).toContain("لغو بار");
    expect(disputedPickup).not.toContain("در این وضعیت کاری روی این سفارش نمی‌توان کرد.");
  });

  it("shows ledger lines in toman with their accounts and owners, in both languages", () => {
    const ledger = [
      { kind: "customer_wallet", owner: 7, amount: -2_100_000 },
      { kind: "seller_pending", owner: 9, amount: 2_100_000 },
    ].map((line, index) => ({
      entry_id: index + 1,
      transaction_id: 1,
      transaction_kind: "order_wallet_payment",
      account_kind: line.kind,
      owner_id: line.owner,
      amount_rials: line.amount,
      created_at: "2026-03-21T06:30:00.000Z",
    }));
    const en = shown(<LedgerCard detail={detailOf({ ledger })} />);
    expect(en).toContain("Paid from the wallet");
    expect(en).toContain("Customer wallets");
    expect(en).toContain("Sara");
    expect(en).toContain("Apple Orchard");
    expect(en).toContain("210,000");
    const fa = shown(<LedgerCard detail={detailOf({ ledger })} />, "fa");
    expect(fa).toContain("کیف پول مشتریان");
    expect(fa).toContain("۲۱۰٬۰۰۰");
    expect(shown(<LedgerCard detail={detailOf()} />)).toContain("No money has moved");
  });

  it("lists gateway payments, or says the order has none", () => {
    expect(shown(<PaymentsCard detail={detailOf()} />)).toContain("No gateway payment");
    const html = shown(
      <PaymentsCard
        detail={detailOf({
          payments: [
            {
              id: "p1",
              purpose: "order",
              order_id: 1234,
              amount_rials: 2_100_000,
              currency: "IRR",
              amount_minor: 2_100_000,
              rate: null,
              gateway: "sandbox",
              status: "paid",
              reference_id: "REF-77",
              redirect_url: null,
              expires_at: "2026-03-21T06:45:00.000Z",
              created_at: "2026-03-21T06:30:00.000Z",
            },
          ],
        })}
      />,
      "fa",
    );
    expect(html).toContain("پرداخت‌شده");
    expect(html).toContain("REF-۷۷");
    expect(html).toContain("۲۱۰٬۰۰۰");
  });
});
