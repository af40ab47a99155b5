/**
 * The page column's content width at a viewport width, in CSS px (PageContainer: 16 px
 * padding and full width below 768px, a 768px column from 768px, a 1152px one with 32 px
 * padding from 992px). The `sizes` attributes of the storefront's pictures are derived from
 * it; their tests compare each with the layout through `drawnWidth`.
 */
export function columnWidth(viewport: number): number {
  if (viewport < 768) return viewport - 32;
  if (viewport < 992) return 736;
  return Math.min(viewport, 1152) - 64;
}

/**
 * The width a `sizes` attribute of ours promises at a viewport width: the first entry whose
 * `(min-width: Npx)` holds, each a length in px, vw or `calc(Avw ± Bpx)`. Only the forms
 * our attributes use; anything else throws, so a new form is noticed.
 */
export function drawnWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const condition = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(entry);
    if (condition && viewport < Number(condition[1])) continue;
    return lengthAt(condition ? (condition[2] as string) : entry, viewport);
  }
  throw new Error(`no entry of "${sizes}" applies at ${viewport}px`);
}

function lengthAt(length: string, viewport: number): number {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
  if (px) return Number(px[1]);
  const vw = /^(\d+(?:\.\d+)?)vw$/.exec(length);
  if (vw) return (Number(vw[1]) * viewport) / 100;
  const calc = /^calc\((\d+(?:\.\d+)?)vw ([+-]) (\d+(?:\.\d+)?)px\)$/.exec(length);
  if (calc) {
    const offset = Number(calc[3]) * (calc[2] === "-" ? -1 : 1);
    return (Number(calc[1]) * viewport) / 100 + offset;
  }
  throw new Error(`unknown length "${length}"`);
}
