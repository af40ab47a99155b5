import {
  adminSellerSchema,
  adminSellersQuerySchema,
  sellerIdParamsSchema,
  sellerProfileSchema,
  sellerReviewBodySchema,
} from "@kesht/contracts";
import { shopUnderReview } from "../../modules/sellers/sellers.review";
import { reviewRoutes } from "./review-routes";

/** The admin's side of shop verification; the rules live in the sellers and review modules. */
export default reviewRoutes({
  subject: shopUnderReview,
  path: "/sellers",
  summaries: {
    list: "Shops by review status (default: waiting for review), newest first",
    review:
      "Approve or reject a shop in review, suspend an approved one, reinstate a suspended one",
  },
  querystring: adminSellersQuerySchema,
  listItem: adminSellerSchema,
  params: sellerIdParamsSchema,
  body: sellerReviewBodySchema,
  profile: sellerProfileSchema,
  // Approving or rejecting a shop lists or unlists its products in the category counts.
  revalidates: ["catalogue"],
  decided: {
    approved: { en: "The shop was approved.", fa: "فروشگاه تأیید شد." },
    rejected: { en: "The shop was rejected.", fa: "فروشگاه رد شد." },
    suspended: { en: "The shop was suspended.", fa: "فروشگاه تعلیق شد." },
  },
});
