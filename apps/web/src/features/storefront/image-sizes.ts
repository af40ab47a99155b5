/*
 * How wide the product and shop pages' pictures are drawn, from their layout (the page column:
 * columnWidth in lib/image-sizes), so each browser takes the narrowest stored rendition that
 * fills the box.
 */

/**
 * A product page's cover (product-gallery.tsx): the column's width until 992px, then half of
 * it beside the purchase box (a 48px gap); less the box's 1px borders. A 412px phone draws
 * 378px, which at 1.75–2.5× is the 960 w rendition rather than 1280 w.
 */
export const productCoverImageSizes =
  "(min-width: 1152px) 518px, (min-width: 992px) calc(50vw - 58px), (min-width: 768px) 734px, calc(100vw - 34px)";

/**
 * A shop's store and farm pictures (shop-images.tsx): 256px cards in a row that scrolls on
 * phones, three columns from 768px and four from 992px with a 12px gap; less 1px borders.
 */
export const shopImageSizes =
  "(min-width: 1152px) 261px, (min-width: 992px) calc(25vw - 27px), (min-width: 768px) 235px, 254px";
