import {
  driverJobSchema,
  envelopeSchema,
  groupIdParamsSchema,
  pickupBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordJobPickup } from "../../flows/load-pickup";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** Proof at pickup (decision 036): what the driver counted, weighed and photographed. */
const driverPickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.post(
    "/jobs/:gid/pickup",
    {
      onRequest: requireRole("driver"),
      schema: {
        tags: ["shipping"],
        summary:
          "Record the pickup: packages counted, the scale's weight, 1–4 photos and where; matched, or waiting for the shop when it differs from the load",
        params: groupIdParamsSchema,
        body: pickupBodySchema,
        response: { 200: envelopeSchema(driverJobSchema), ...failures },
      },
    },
    async (request) => {
      const job = await recordJobPickup(app.db, {
        driverId: currentUser(request).id,
        groupId: request.params.gid,
        found: request.body,
      });
      return ok(
        job,
        job.pickup_record?.status === "matched"
          ? {
              en: "The pickup was recorded and matches the load. You may leave.",
              fa: "بارگیری ثبت شد و با مشخصات بار می‌خواند. می‌توانید حرکت کنید.",
            }
          : {
              en: "The pickup was recorded. It differs from the load, so the shop must confirm it before you leave.",
              fa: "بارگیری ثبت شد. با مشخصات بار فرق دارد، پس فروشگاه باید پیش از حرکت آن را تأیید کند.",
            },
      );
    },
  );
};

export default driverPickupRoutes;
