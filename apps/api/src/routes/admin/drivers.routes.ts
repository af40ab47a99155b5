import {
  adminDriverSchema,
  adminDriversQuerySchema,
  driverIdParamsSchema,
  driverProfileSchema,
  driverReviewBodySchema,
} from "@kesht/contracts";
import { driverUnderReview } from "../../modules/drivers/drivers.review";
import { reviewRoutes } from "./review-routes";

/** The admin's side of driver verification; the rules live in the drivers and review modules. */
export default reviewRoutes({
  subject: driverUnderReview,
  path: "/drivers",
  summaries: {
    list: "Drivers by review status (default: waiting for review), newest first",
    review: "Approve a driver, or reject them with a reason",
  },
  querystring: adminDriversQuerySchema,
  listItem: adminDriverSchema,
  params: driverIdParamsSchema,
  body: driverReviewBodySchema,
  profile: driverProfileSchema,
  decided: {
    approved: { en: "The driver was approved.", fa: "راننده تأیید شد." },
    rejected: { en: "The driver was rejected.", fa: "راننده رد شد." },
    suspended: { en: "The driver was suspended.", fa: "راننده تعلیق شد." },
  },
});
