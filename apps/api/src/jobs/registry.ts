import type { FastifyInstance } from "fastify";
import { confirmReceiptsJob } from "./confirm-receipts.job";
import { deleteUnattachedFilesJob } from "./delete-unattached-files.job";
import { deliverBroadcastJob } from "./deliver-broadcast.job";
import { expireLoadingRequestsJob } from "./expire-loading-requests.job";
import { expirePaymentsJob } from "./expire-payments.job";
import { expireProposalsJob } from "./expire-proposals.job";
import type { JobKind } from "./job-kind";
import { monthlyStatementsJob } from "./monthly-statements.job";
import { newLoadDigestsJob } from "./new-load-digests.job";
import { productImportJob } from "./product-import.job";
import { purgeCaptchaChallengesJob } from "./purge-captcha-challenges.job";
import { purgeDriverPositionsJob } from "./purge-driver-positions.job";
import { purgeRateLimitsJob } from "./purge-rate-limits.job";
import { purgeSandboxPaymentsJob } from "./purge-sandbox-payments.job";
import { refreshPlannerStatisticsJob } from "./refresh-planner-statistics.job";
import { releaseReservationsJob } from "./release-reservations.job";
import { sendNotificationsJob } from "./send-notifications.job";

/** Every kind of job this API runs: a new kind is one file here and one line below. */
export const jobKinds: readonly JobKind<FastifyInstance>[] = [
  releaseReservationsJob,
  expirePaymentsJob,
  expireLoadingRequestsJob,
  expireProposalsJob,
  confirmReceiptsJob,
  purgeDriverPositionsJob,
  deliverBroadcastJob,
  deleteUnattachedFilesJob,
  refreshPlannerStatisticsJob,
  purgeRateLimitsJob,
  purgeCaptchaChallengesJob,
  purgeSandboxPaymentsJob,
  sendNotificationsJob,
  newLoadDigestsJob,
  monthlyStatementsJob,
  productImportJob,
];
