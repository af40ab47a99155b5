import {
  deliveredBodySchema,
  driverJobPageSchema,
  driverJobSchema,
  driverLoadingRequestPageSchema,
  driverLoadingRequestSchema,
  driverProposalPageSchema,
  driverProposalSchema,
  driverProposalsQuerySchema,
  envelopeSchema,
  groupIdParamsSchema,
  jobOrderParamsSchema,
  loadQuestionBodySchema,
  proposalBodySchema,
  shippingIdParamsSchema,
  shippingPageQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deliverJobOrder, markJobLoaded } from "../../flows/deliver";
import { askLoadQuestion } from "../../flows/load-questions";
import { ok } from "../../lib/envelope";
import { proofFromBody } from "../../modules/delivery-codes/delivery-codes.service";
import {
  getDriverJob,
  getDriverRequest,
  listDriverJobs,
  listDriverProposals,
  listDriverRequests,
  proposeOn,
  withdrawProposal,
} from "../../modules/shipping/shipping.driver";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** A driver's work: open loads they can serve, their proposals, their jobs and deliveries. */
const driverShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  const driver = { onRequest: requireRole("driver") };

  app.get(
    "/loading-requests",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "Open loading requests the driver can serve (their provinces, their capacity)",
        querystring: shippingPageQuerySchema,
        response: { 200: envelopeSchema(driverLoadingRequestPageSchema), ...failures },
      },
    },
    async (request) => ok(await listDriverRequests(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/loading-requests/:id",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "One loading request: pickup, destination, date, load, the driver's own proposal",
        params: shippingIdParamsSchema,
        response: { 200: envelopeSchema(driverLoadingRequestSchema), ...failures },
      },
    },
    async (request) =>
      ok(await getDriverRequest(app.db, currentUser(request).id, request.params.id)),
  );

  app.put(
    "/loading-requests/:id/proposal",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary:
          "Propose a price (toman) and duration, change a pending one, or renew a withdrawn one",
        params: shippingIdParamsSchema,
        body: proposalBodySchema,
        response: { 200: envelopeSchema(driverLoadingRequestSchema), ...failures },
      },
    },
    async (request) =>
      ok(await proposeOn(app.db, currentUser(request).id, request.params.id, request.body), {
        en: "Your proposal was sent to the shop.",
        fa: "پیشنهاد شما برای فروشگاه فرستاده شد.",
      }),
  );

  app.post(
    "/loading-requests/:id/questions",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary:
          "Ask the shop a question on a load before proposing (at most 3 unanswered per load)",
        params: shippingIdParamsSchema,
        body: loadQuestionBodySchema,
        response: {
          200: envelopeSchema(driverLoadingRequestSchema),
          ...failures,
          ...failureResponses(429),
        },
      },
    },
    async (request) =>
      ok(
        await askLoadQuestion(app.db, {
          driverId: currentUser(request).id,
          requestId: request.params.id,
          question: request.body.question,
        }),
        {
          en: "Your question was sent to the shop.",
          fa: "پرسش شما برای فروشگاه فرستاده شد.",
        },
      ),
  );

  app.post(
    "/proposals/:id/withdraw",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "Withdraw a pending proposal",
        params: shippingIdParamsSchema,
        response: { 200: envelopeSchema(driverProposalSchema), ...failures },
      },
    },
    async (request) =>
      ok(await withdrawProposal(app.db, currentUser(request).id, request.params.id), {
        en: "Your proposal was withdrawn.",
        fa: "پیشنهاد شما پس گرفته شد.",
      }),
  );

  app.get(
    "/proposals",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "The driver's own proposals, by status",
        querystring: driverProposalsQuerySchema,
        response: { 200: envelopeSchema(driverProposalPageSchema), ...failures },
      },
    },
    async (request) =>
      ok(await listDriverProposals(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/jobs",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "The shipments the driver was chosen for, newest first",
        querystring: shippingPageQuerySchema,
        response: { 200: envelopeSchema(driverJobPageSchema), ...failures },
      },
    },
    async (request) => ok(await listDriverJobs(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/jobs/:gid",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "One of the driver's jobs: pickup, each order's address and status",
        params: groupIdParamsSchema,
        response: { 200: envelopeSchema(driverJobSchema), ...failures },
      },
    },
    async (request) => ok(await getDriverJob(app.db, currentUser(request).id, request.params.gid)),
  );

  app.post(
    "/jobs/:gid/loaded",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary: "The load is on board (driver_assigned → in_transit)",
        params: groupIdParamsSchema,
        response: { 200: envelopeSchema(driverJobSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await markJobLoaded(app.db, {
          driverId: currentUser(request).id,
          groupId: request.params.gid,
        }),
        { en: "Marked as loaded. Have a safe trip.", fa: "بارگیری ثبت شد. سفر بی‌خطر." },
      ),
  );

  app.post(
    "/jobs/:gid/orders/:oid/delivered",
    {
      ...driver,
      schema: {
        tags: ["shipping"],
        summary:
          "One order handed to its customer (in_transit → delivered) with the customer's code, or why there was none and a photo",
        params: jobOrderParamsSchema,
        body: deliveredBodySchema,
        response: { 200: envelopeSchema(driverJobSchema), ...failures, ...failureResponses(423) },
      },
    },
    async (request) =>
      ok(
        await deliverJobOrder(app.db, {
          driverId: currentUser(request).id,
          groupId: request.params.gid,
          orderId: request.params.oid,
          proof: proofFromBody(request.body),
        }),
        { en: "The order was marked delivered.", fa: "سفارش تحویل‌شده ثبت شد." },
      ),
  );
};

export default driverShippingRoutes;
