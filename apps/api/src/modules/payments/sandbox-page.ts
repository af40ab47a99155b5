import { createHash } from "node:crypto";
import { rialsToToman, toPersianDigits } from "@kesht/contracts";
import type { SandboxDecision, SandboxSession } from "./gateways/sandbox-store";

/**
 * The sandbox gateway's hosted page: a small self-contained bilingual HTML page (no scripts,
 * no external files) where the payer approves, declines or lets a development payment time
 * out. Plain forms, so it works without JavaScript; the one style sheet is allowed by its
 * hash in the page's Content-Security-Policy.
 */

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f4f1ea;color:#1f2a1c;line-height:1.6}
main{max-inline-size:34rem;margin-inline:auto;padding:2rem 1rem}
.card{background:#fff;border:1px solid #d9d3c4;border-radius:12px;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .75rem}
.note{margin:0 0 1rem;color:#6b5d33;background:#fff6d8;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0}
.fa{direction:rtl;text-align:start;font-family:Vazirmatn,Tahoma,system-ui,sans-serif}
.pair{display:grid;gap:.25rem;margin-block:1rem;border-block:1px solid #ece6d8;padding-block:1rem}
form{display:grid;gap:.75rem;margin-block-start:1.5rem}
button,a.button{display:block;inline-size:100%;min-block-size:48px;border-radius:8px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;padding:.7rem 1rem}
.approve{background:#2f6b2a;color:#fff}
.decline{background:#fff;border-color:#b3261e;color:#b3261e}
.timeout{background:#fff;border-color:#8a8577;color:#3d3a33}
a.button{background:#2f6b2a;color:#fff;margin-block-start:1.5rem}
button:focus-visible,a.button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.muted{color:#5d584c;font-size:.9rem}
.line{display:block}
`;

/** The CSP source for the page's style, so no 'unsafe-inline' is needed. */
const styleHash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;

export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function grouped(value: number, fractionDigits = 0): string {
  return value.toLocaleString("en-US", {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** The amount as the payer reads it: toman for rials, dirhams for fils; in both languages. */
export function sandboxAmount(session: Pick<SandboxSession, "currency" | "amountMinor">) {
  if (session.currency === "IRR") {
    const toman = grouped(rialsToToman(session.amountMinor));
    return { en: `${toman} toman`, fa: `${toPersianDigits(toman.replace(/,/g, "٬"))} تومان` };
  }
  const dirhams = grouped(session.amountMinor / 100, 2);
  return {
    en: `AED ${dirhams}`,
    fa: `${toPersianDigits(dirhams.replace(/,/g, "٬").replace(".", "٫"))} درهم`,
  };
}

/** A control's text in both languages, one per line, each in its own direction. */
function label(en: string, fa: string): string {
  return `<span class="line">${en}</span><span class="line" lang="fa" dir="rtl">${fa}</span>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

const heading = `<h1>${label("Kesht payment sandbox", "درگاه پرداخت آزمایشی کشت")}</h1>
<p class="note"><span class="line">Development gateway: nothing is charged.</span><span class="line fa" lang="fa">درگاه آزمایشی: مبلغی کسر نمی‌شود.</span></p>`;

/** The page for an undecided payment: the amount and the three choices. */
export function sandboxPaymentPage(session: SandboxSession, actionPath: string): string {
  const amount = sandboxAmount(session);
  return page(
    "Kesht payment sandbox",
    `${heading}
<div class="pair">
<div class="amount">${escapeHtml(amount.en)}</div>
<div class="amount fa" lang="fa">${escapeHtml(amount.fa)}</div>
<div class="muted">${escapeHtml(session.description)}</div>
</div>
<form method="post" action="${escapeHtml(actionPath)}">
<button class="approve" type="submit" name="decision" value="approve">${label("Approve payment", "تأیید پرداخت")}</button>
<button class="decline" type="submit" name="decision" value="decline">${label("Decline", "رد پرداخت")}</button>
<button class="timeout" type="submit" name="decision" value="timeout">${label("Let it time out", "رها کردن تا پایان مهلت")}</button>
</form>`,
  );
}

const decided: Record<Exclude<SandboxDecision, "undecided">, { en: string; fa: string }> = {
  approved: { en: "This payment was approved.", fa: "این پرداخت تأیید شد." },
  declined: { en: "This payment was declined.", fa: "این پرداخت رد شد." },
  timed_out: {
    en: "This payment was left to time out. Kesht cancels it when its time runs out; you can also go back now.",
    fa: "این پرداخت رها شد تا مهلتش تمام شود. کشت پس از پایان مهلت آن را لغو می‌کند؛ می‌توانید همین حالا هم بازگردید.",
  },
};

/** The page for a payment already decided, with the way back to the shop. */
export function sandboxDecidedPage(
  session: SandboxSession & { decision: Exclude<SandboxDecision, "undecided"> },
  returnUrl: string,
): string {
  const text = decided[session.decision];
  return page(
    "Kesht payment sandbox",
    `${heading}
<p>${escapeHtml(text.en)}</p>
<p class="fa" lang="fa">${escapeHtml(text.fa)}</p>
<a class="button" href="${escapeHtml(returnUrl)}">${label("Return to Kesht", "بازگشت به کشت")}</a>`,
  );
}

/** For an authority the sandbox does not know (older than a day, or the server restarted). */
export function sandboxUnknownPage(): string {
  return page(
    "Payment not found",
    `${heading}
<p>This payment is not known to the sandbox. It may be older than a day, or the server was restarted since it began.</p>
<p class="fa" lang="fa">این پرداخت برای درگاه آزمایشی شناخته‌شده نیست. شاید بیش از یک روز از آن گذشته یا سرور پس از شروع آن دوباره راه‌اندازی شده باشد.</p>
<a class="button" href="/">${label("Back to Kesht", "بازگشت به کشت")}</a>`,
  );
}
