import {
  driverProfileSchema,
  driverRegisterBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  vehicleTypeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  adoptSessionUser,
  currentSessionId,
  currentUser,
  requireRole,
  requireSignedIn,
} from "../../plugins/session";
import {
  getDriverProfile,
  listVehicleTypes,
  registerDriver,
  updateDriver,
} from "./drivers.service";

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

/** The vehicle types, driver registration and the driver's own profile. */
const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/vehicle-types",
    {
      schema: {
        tags: ["drivers"],
        summary: "The vehicle types a driver may register",
        response: { 200: envelopeSchema(z.array(vehicleTypeSchema)) },
      },
    },
    async () => ok(await listVehicleTypes(app.db)),
  );

  app.post(
    "/driver/register",
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
    "/driver/profile",
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
    "/driver/update",
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
