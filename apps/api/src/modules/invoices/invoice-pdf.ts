import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Invoice, Language } from "@kesht/contracts";
import PDFDocument from "pdfkit";
import {
  formatDate,
  formatDigits,
  formatNumber,
  formatToman,
  invoiceLanguages,
  lineQuantity,
  packedQuantity,
  refundLabel,
} from "./invoice-texts";
import { shaperText, visualRuns, wholeRunFeatures } from "./rtl-text";

/*
 * The invoice as a PDF (A4), in the reader's language, set in Vazirmatn from its npm package
 * (Latin and Persian in one face, nothing fetched). pdfkit shapes each run through fontkit;
 * the runs' order on a line comes from rtl-text.ts, and a right-to-left page mirrors its
 * columns: the first column is at the right.
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular: "vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf",
  bold: "vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf",
} as const;
type FontName = keyof typeof fonts;
let fontData: Record<FontName, Buffer> | null = null;
function loadFonts(): Record<FontName, Buffer> {
  fontData ??= {
    regular: readFileSync(require.resolve(fonts.regular)),
    bold: readFileSync(require.resolve(fonts.bold)),
  };
  return fontData;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** A place on the line, measured from the page's start edge (the right one in Persian). */
interface Box {
  offset: number;
  width: number;
}

class InvoiceWriter {
  y = PAGE.margin;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly dir: "ltr" | "rtl",
  ) {}

  /** `text` on the current line, in `box`, at its start or end edge. */
  put(text: string, box: Box, align: "start" | "end", font: FontName = "regular", size = 10) {
    const doc = this.doc.font(font).fontSize(size);
    const runs = visualRuns(text, this.dir).map((run) => {
      const shaped = shaperText(run);
      return { shaped, width: doc.widthOfString(shaped, { features: wholeRunFeatures }) };
    });
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const left =
      this.dir === "rtl"
        ? PAGE.width - PAGE.margin - box.offset - box.width
        : PAGE.margin + box.offset;
    const atRight = (align === "start") === (this.dir === "rtl");
    let x = atRight ? left + box.width - total : left;
    for (const run of runs) {
      doc.text(run.shaped, x, this.y, { lineBreak: false, features: wholeRunFeatures });
      x += run.width;
    }
  }

  /** `text` broken into lines that fit `width`, at the start edge; moves down past them. */
  paragraph(text: string, size = 10) {
    const doc = this.doc.font("regular").fontSize(size);
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && doc.widthOfString(longer) > CONTENT_WIDTH) {
        this.put(line, { offset: 0, width: CONTENT_WIDTH }, "start", "regular", size);
        this.down(size * 1.6);
        line = word;
      } else {
        line = longer;
      }
    }
    if (line) this.put(line, { offset: 0, width: CONTENT_WIDTH }, "start", "regular", size);
    this.down(size * 1.6);
  }

  down(points: number) {
    this.y += points;
    if (this.y > PAGE.height - PAGE.margin - 20) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  rule() {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .strokeColor("#999999")
      .lineWidth(0.5)
      .stroke();
    this.down(6);
  }
}

const columns = {
  item: { offset: 0, width: 215 },
  quantity: { offset: 215, width: 70 },
  unitPrice: { offset: 285, width: 80 },
  discount: { offset: 365, width: 70 },
  lineTotal: { offset: 435, width: CONTENT_WIDTH - 435 },
} satisfies Record<string, Box>;
const full: Box = { offset: 0, width: CONTENT_WIDTH };
const half: Box = { offset: 0, width: CONTENT_WIDTH / 2 - 10 };
const otherHalf: Box = { offset: CONTENT_WIDTH / 2 + 10, width: CONTENT_WIDTH / 2 - 10 };

function writeParties(out: InvoiceWriter, invoice: Invoice, language: Language) {
  const texts = invoiceLanguages[language];
  const { labels } = texts;
  const seller = invoice.seller;
  const place = (both: { title: string; title_en: string } | null) =>
    both ? texts.titled(both) : "";
  out.put(labels.seller, half, "start", "bold", 11);
  out.put(labels.buyer, otherHalf, "start", "bold", 11);
  out.down(16);
  out.put(
    texts.titled({ title: seller.store_name, title_en: seller.store_name_en }),
    half,
    "start",
  );
  out.put(invoice.buyer.name ?? invoice.address.receiver_name ?? "", otherHalf, "start");
  out.down(14);
  out.put(
    [place(seller.city), place(seller.province)].filter(Boolean).join(texts.list),
    half,
    "start",
  );
  out.put(`${labels.mobile}: ${formatDigits(language, invoice.buyer.mobile)}`, otherHalf, "start");
  out.down(14);
  out.put(`${labels.mobile}: ${formatDigits(language, seller.mobile)}`, half, "start");
  out.down(18);
  const address = texts.written(invoice.address.address, invoice.address.latin_address);
  const receiver = [invoice.address.receiver_name, invoice.address.receiver_mobile]
    .filter((part): part is string => Boolean(part))
    .map((part) => formatDigits(language, part));
  out.paragraph(
    `${labels.address}: ${address}${receiver.length ? ` (${receiver.join(texts.list)})` : ""}`,
  );
}

function writeLines(out: InvoiceWriter, invoice: Invoice, language: Language) {
  const texts = invoiceLanguages[language];
  const { labels } = texts;
  out.put(labels.item, columns.item, "start", "bold");
  for (const name of ["quantity", "unitPrice", "discount", "lineTotal"] as const) {
    out.put(labels[name], columns[name], "end", "bold");
  }
  out.down(16);
  out.rule();
  for (const line of invoice.lines) {
    out.put(texts.written(line.name, line.latin_name), columns.item, "start");
    out.put(lineQuantity(language, line), columns.quantity, "end");
    out.put(formatToman(language, line.unit_price_rials), columns.unitPrice, "end");
    out.put(formatToman(language, line.discount_rials), columns.discount, "end");
    out.put(formatToman(language, line.total_rials), columns.lineTotal, "end");
    out.down(16);
    const packed = packedQuantity(language, line);
    if (packed !== null) {
      // Under the item's name: the quantity column is too narrow for a second phrase.
      out.put(packed, columns.item, "start", "regular", 8);
      out.down(12);
    }
  }
  out.rule();
}

function writeTotals(out: InvoiceWriter, invoice: Invoice, language: Language) {
  const { labels } = invoiceLanguages[language];
  // From the quantity column to the amount: room for a refund's name and date.
  const label: Box = {
    offset: columns.quantity.offset,
    width: columns.lineTotal.offset - columns.quantity.offset - 10,
  };
  const amount = columns.lineTotal;
  const row = (text: string, rials: number, font: FontName = "regular") => {
    out.put(text, label, "start", font);
    out.put(formatToman(language, rials), amount, "end", font);
    out.down(16);
  };
  row(labels.itemsTotal, invoice.items_total_rials);
  if (invoice.discount_rials > 0) row(labels.discountsIncluded, invoice.discount_rials);
  if (invoice.code_discount) {
    row(
      `${labels.codeDiscount} ${invoice.code_discount.code}`,
      -invoice.code_discount.discount_rials,
    );
  }
  row(labels.shipping, invoice.shipping_cost_rials);
  row(labels.total, invoice.total_rials, "bold");
  for (const refund of invoice.refunds) {
    row(
      `${refundLabel(language, refund.kind)} (${formatDate(language, refund.created_at)})`,
      -refund.amount_rials,
    );
  }
  if (invoice.refunds.length > 0) row(labels.net, invoice.net_rials, "bold");
  out.down(8);
  out.put(labels.toman, full, "start", "regular", 9);
}

/** The invoice as a PDF file, in `language`. */
export function invoicePdf(invoice: Invoice, language: Language): Promise<Buffer> {
  const texts = invoiceLanguages[language];
  const data = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: `${texts.labels.title} ${invoice.number}` },
    lang: language,
  });
  doc.registerFont("regular", data.regular);
  doc.registerFont("bold", data.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const out = new InvoiceWriter(doc, texts.dir);
  out.put(texts.labels.title, full, "start", "bold", 18);
  out.down(28);
  out.put(
    `${texts.labels.number}: ${formatNumber(language, invoice.number)}`,
    half,
    "start",
    "bold",
    11,
  );
  out.put(`${texts.labels.date}: ${formatDate(language, invoice.issued_at)}`, otherHalf, "end");
  out.down(16);
  out.put(
    `${texts.labels.order}: #${formatDigits(language, String(invoice.order_id))}`,
    half,
    "start",
  );
  out.down(20);
  out.rule();
  writeParties(out, invoice, language);
  out.down(6);
  writeLines(out, invoice, language);
  writeTotals(out, invoice, language);
  doc.end();
  return done;
}
