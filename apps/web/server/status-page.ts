import { defaultLanguage, isLanguage, type Language } from "@kesht/contracts";
import { createTranslator } from "use-intl/core";
import en from "../messages/en.json";
import fa from "../messages/fa.json";
import { directionOf, LANGUAGE_COOKIE } from "../src/lib/i18n/language";

const catalogues = { en, fa } as const;

/** The visitor's language from their `lang` cookie, as the app's root layout decides it. */
export function languageOfCookies(cookieHeader: string | undefined): Language {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return defaultLanguage;
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The pages the web server answers itself, by status, and their texts' namespace. */
const pages = { 429: "tooManyRequests", 503: "serviceUnavailable" } as const;
export type StatusPageCode = keyof typeof pages;

/**
 * A page the web server answers instead of a render: 429 for a visitor over their rate limit,
 * 503 when no API could be reached. Self-contained (no script, no API call, no render), so
 * answering a flood or an outage costs next to nothing, in the visitor's language and
 * direction, with a plain link to try the same address again.
 */
export function statusPage(
  status: StatusPageCode,
  language: Language,
  seconds: number,
  retryPath: string,
) {
  const t = createTranslator({
    locale: language,
    messages: catalogues[language],
    namespace: pages[status],
  });
  const dir = directionOf(language);
  const code = new Intl.NumberFormat(language, { useGrouping: false }).format(status);
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t("title"))}</title>
<style>
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a;font-family:Vazirmatn,system-ui,sans-serif;padding:1.5rem;text-align:center}
main{max-width:32rem}
.code{color:#1d4ed8;font-weight:600;font-size:.875rem}
h1{font-size:1.5rem;margin:.5rem 0}
p{color:#475569;line-height:1.7}
nav{display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap;margin-top:1.5rem}
a{border-radius:.75rem;padding:.625rem 1.25rem;font-weight:600;text-decoration:none;border:1px solid #cbd5e1;color:#0f172a;background:#fff}
a.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
</style>
</head>
<body>
<main>
<p class="code">${escapeHtml(t("code", { code }))}</p>
<h1>${escapeHtml(t("title"))}</h1>
<p>${escapeHtml(t("text", { seconds }))}</p>
<nav><a class="primary" href="${escapeHtml(retryPath)}">${escapeHtml(t("retry"))}</a><a href="/">${escapeHtml(t("home"))}</a></nav>
</main>
</body>
</html>
`;
}
