#!/usr/bin/env node
// Draws the installable app's icons (public/icons/*.png) from the site icon, src/app/icon.svg.
// Run by hand when the icon changes (`node apps/web/scripts/make-app-icons.mjs`); the PNGs are
// committed, so builds need neither this script nor sharp.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = await readFile(path.join(web, "src/app/icon.svg"));
const out = (name) => path.join(web, "public/icons", name);
/** The brand blue of the icon's tile (SPEC §1; globals.css `--color-primary-700`). */
const blue = "#1d4ed8";

// "any": the rounded tile as the site shows it.
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}

// "maskable": the launcher crops to its own shape, keeping only the central circle of 80%, so
// the sheaf sits at 60% of a full-bleed blue square.
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.6);
  const art = await sharp(svg, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: blue } })
    .composite([{ input: art, gravity: "centre" }])
    .png()
    .toFile(out(`maskable-${size}.png`));
}
