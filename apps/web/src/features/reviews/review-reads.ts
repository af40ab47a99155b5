import { reviewListSchema } from "@kesht/contracts";
import { cache } from "react";
import { fetchApi } from "@/lib/server/fetch-api";
import { REVIEWS_PER_PAGE, type ReviewView } from "./review-query";

/** A page of a product's or a shop's reviews with their summary, read per visitor. */
export const getReviews = cache((kind: "product" | "shop", id: number, view: ReviewView) =>
  fetchApi(
    kind === "product" ? `/customer/products/${id}/reviews` : `/customer/sellers/${id}/reviews`,
    { sort: view.sort, photos: view.photos, page: view.page, per_page: REVIEWS_PER_PAGE },
    reviewListSchema,
  ),
);
