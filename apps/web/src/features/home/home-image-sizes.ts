/*
 * How wide the home page's pictures are drawn, from its layout (the page column: columnWidth in
 * lib/image-sizes), so each browser takes the narrowest stored rendition that fills the box.
 */

/**
 * A rail's card picture (railItemClass in home-products.tsx): 160px cards on phones and 176px
 * from 640px, then three columns from 768px and five from 992px with a 12px gap; less the
 * card's 1px borders.
 */
export const railImageSizes =
  "(min-width: 1152px) 206px, (min-width: 992px) calc(20vw - 24px), (min-width: 768px) 235px, (min-width: 640px) 174px, 158px";

/**
 * A banner: the page column's whole width. On phones "100vw", 32px more than the column:
 * next/image reads a plain `100vw` to leave its icon-sized widths (32w–384w) out of the
 * srcset, and its steps between widths (640, 750, 828…) are wider than that gutter anyway.
 */
export const bannerImageSizes =
  "(min-width: 1152px) 1088px, (min-width: 992px) calc(100vw - 64px), (min-width: 768px) 736px, 100vw";
