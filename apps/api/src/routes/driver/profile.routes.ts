import {
  driverProfileSchema,
  driverRegisterBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  getDriverProfile,
  registerDriver,
  updateDriver,
} from "../../modules/drivers/drivers.service";
import {
  adoptSessionUser,
  currentSessionId,
  currentUser,
  requireRole,
  requireSignedIn,
} from "../../plugins/session";

const profileResponses = {
  200: envelopeSchema(driverProfileSchema),
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

const sentForReview = {
  en: "Your details were sent for review.",
  fa: "مشخصات شما برای بررسی ارسال شد.",
};

/** Driver registration and the driver's own profile. */
const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/register",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["drivers"],
        summary:
          "Register as a driver (anyone signed in); the session then acts as the driver, waiting for review",
        body: driverRegisterBodySchema,
        response: profileResponses,
      },
    },
    async (request, reply) => {
      const { profile, user } = await registerDriver(
        app.db,
        { sessionId: currentSessionId(request), user: currentUser(request) },
        request.body,
      );
      adoptSessionUser(request, reply, user);
      return ok(profile, sentForReview);
    },
  );

  app.get(
    "/profile",
    {
      onRequest: requireRole("driver"),
      schema: {
        tags: ["drivers"],
        summary: "The signed-in driver's registration and its review",
        response: profileResponses,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(await getDriverProfile(app.db, currentUser(request).id));
    },
  );

  app.post(
    "/update",
    {
      onRequest: requireRole("driver"),
      schema: {
        tags: ["drivers"],
        summary:
          "Edit the registration (a rejected driver resubmits; identity, vehicle or Sheba changes send an approved driver back to review)",
        body: driverRegisterBodySchema,
        response: profileResponses,
      },
    },
    async (request) => {
      const profile = await updateDriver(app.db, currentUser(request), request.body);
      return ok(
        profile,
        profile.review_status === "pending_review"
          ? sentForReview
          : { en: "Saved.", fa: "ذخیره شد." },
      );
    },
  );
};

export default driversRoutes;
