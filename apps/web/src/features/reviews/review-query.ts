import {
  type ReviewPhotoFilter,
  type ReviewSort,
  reviewPhotoFilters,
  reviewSorts,
} from "@kesht/contracts";

/*
 * The reviews section's choices live in the page's address (`reviews_sort`, `reviews_photos`,
 * `reviews_page`), so sorting, filtering and paging are plain links: server-rendered, shareable,
 * and no script on the page for them.
 */

export interface ReviewView {
  sort: ReviewSort;
  photos: ReviewPhotoFilter;
  page: number;
}

type Search = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The reviews view a page's search parameters ask for; anything unknown falls back. */
export function readReviewView(search: Search): ReviewView {
  const sort = first(search.reviews_sort);
  const photos = first(search.reviews_photos);
  const page = Number.parseInt(first(search.reviews_page) ?? "", 10);
  return {
    sort: reviewSorts.includes(sort as ReviewSort) ? (sort as ReviewSort) : "newest",
    photos: reviewPhotoFilters.includes(photos as ReviewPhotoFilter)
      ? (photos as ReviewPhotoFilter)
      : "any",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 500) : 1,
  };
}

/** The page's address showing `view`, landing on the reviews section; defaults left out. */
export function reviewViewHref(basePath: string, view: ReviewView): string {
  const query = new URLSearchParams();
  if (view.sort !== "newest") query.set("reviews_sort", view.sort);
  if (view.photos !== "any") query.set("reviews_photos", view.photos);
  if (view.page > 1) query.set("reviews_page", String(view.page));
  const text = query.toString();
  return `${basePath}${text ? `?${text}` : ""}#reviews`;
}

/** Page size of a product's or shop's reviews. */
export const REVIEWS_PER_PAGE = 10;
