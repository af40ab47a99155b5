// Writes the Vazirmatn the app serves (generated/vazirmatn.woff2) from the npm package's variable
// font, cut to the characters Kesht's two languages draw: Latin with its punctuation, and Arabic
// script with the Persian letters, digits and joiners. Every weight stays (the variation tables
// are kept). The package's file also carries other scripts and is 111 kB; this one is about
// 83 kB.
//
// The file name has no brackets on purpose: the package's `Vazirmatn[wght].woff2` made Next
// preload `%5Bwght%5D` while the stylesheet asked for `[wght]`, two URLs for one font, so every
// first visit downloaded it twice.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve("vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2");
const script = fileURLToPath(import.meta.url);
const target = path.resolve(path.dirname(script), "../generated/vazirmatn.woff2");

const codePoints = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

const characters = [
  codePoints(0x20, 0x7e), // Basic Latin
  codePoints(0xa0, 0xff), // Latin-1: no-break space, ×, ÷, accented letters
  codePoints(0x2010, 0x2027), // dashes, quotes, ellipsis
  codePoints(0x2030, 0x203a), // per mille, primes, angle quotes
  "€™−≈", // the euro, trade mark, minus, and the "≈" before prices in dollars and dirhams
  codePoints(0x0600, 0x06ff), // Arabic, with the Persian letters and digits
  codePoints(0x200c, 0x200f), // zero-width non-joiner and joiner, direction marks
  codePoints(0xfb50, 0xfdff), // presentation forms A (with the rial sign)
  codePoints(0xfe70, 0xfeff), // presentation forms B
].join("");

const upToDate =
  existsSync(target) &&
  statSync(target).mtimeMs >= Math.max(statSync(source).mtimeMs, statSync(script).mtimeMs);
if (!upToDate) {
  const font = await subsetFont(readFileSync(source), characters, { targetFormat: "woff2" });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, font);
  console.log(
    `[kesht] ${path.relative(process.cwd(), target)}: ${Math.round(font.length / 1024)} kB`,
  );
}
