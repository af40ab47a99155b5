/** What other features and pages use of reviews: they import it from here. */
export { OrderReviews } from "./order-reviews";
export { RatingSummary } from "./rating-summary";
export { readReviewView, reviewViewHref } from "./review-query";
export { getReviews } from "./review-reads";
export { ReviewsSection } from "./reviews-section";
export { SellerReviews } from "./seller-reviews";
