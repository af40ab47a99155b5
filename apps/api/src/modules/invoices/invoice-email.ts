import type { Invoice, Language } from "@kesht/contracts";
import { formatDigits, formatToman, invoiceLanguages, lineQuantity } from "./invoice-texts";

/**
 * The order confirmation e-mail's middle (issue 27 item 5): each line with its amount and
 * price, the total, and the invoice with its number and link, in the reader's language.
 */
export function invoiceEmailText(
  invoice: Invoice,
  language: Language,
  invoiceLink: string,
): string {
  const texts = invoiceLanguages[language];
  const toman = (rials: number) => `${formatToman(language, rials)} ${texts.labels.tomanUnit}`;
  const lines = invoice.lines.map(
    (line) =>
      `- ${texts.written(line.name, line.latin_name)}: ${lineQuantity(language, line)}, ${toman(line.total_rials)}`,
  );
  return [
    texts.labels.bought,
    ...lines,
    ...(invoice.code_discount
      ? [
          `${texts.labels.codeDiscount} ${invoice.code_discount.code}: -${toman(invoice.code_discount.discount_rials)}`,
        ]
      : []),
    `${texts.labels.shipping}: ${toman(invoice.shipping_cost_rials)}`,
    `${texts.labels.total}: ${toman(invoice.total_rials)}`,
    "",
    `${texts.labels.title} ${formatDigits(language, String(invoice.number))}: ${invoiceLink}`,
  ].join("\n");
}

/** The monthly statement e-mail's figures, in the reader's language (toman). */
export function statementEmailText(
  figures: { label: "goods" | "commission" | "drivers" | "net" | "driverShares"; rials: number }[],
  language: Language,
): string {
  const texts = invoiceLanguages[language];
  return figures
    .map(
      (figure) =>
        `${texts.statement[figure.label]}: ${formatToman(language, figure.rials)} ${texts.labels.tomanUnit}`,
    )
    .join("\n");
}
