import {
  adminSettingsSchema,
  commissionPercentBodySchema,
  envelopeSchema,
  returnWindowDaysBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  adminSettings,
  setCommissionPercent,
  setReturnWindowDays,
} from "../../modules/settings/settings.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The platform's settings: the commission percent and the return window, every change kept. */
const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/settings",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "The settings' current values, defaults and history (newest first)",
        response: { 200: envelopeSchema(adminSettingsSchema), ...guarded },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await adminSettings(app.db, app.settlement.commissionPercent));
    },
  );

  app.put(
    "/settings/commission_percent",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Set the commission percent (0–50, two decimals); settlements use it from now",
        body: commissionPercentBodySchema,
        response: { 200: envelopeSchema(adminSettingsSchema), ...guarded },
      },
    },
    async (request) => {
      const fallback = app.settlement.commissionPercent;
      await setCommissionPercent(app.db, {
        adminId: currentUser(request).id,
        value: request.body.value,
        fallback,
      });
      return ok(await adminSettings(app.db, fallback), {
        en: "The commission was changed; orders settled from now use it.",
        fa: "کارمزد تغییر کرد؛ سفارش‌هایی که از این پس تسویه شوند از آن استفاده می‌کنند.",
      });
    },
  );

  app.put(
    "/settings/return_window_days",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Set the return window: days after receipt a customer may ask for a return (0–60)",
        body: returnWindowDaysBodySchema,
        response: { 200: envelopeSchema(adminSettingsSchema), ...guarded },
      },
    },
    async (request) => {
      await setReturnWindowDays(app.db, {
        adminId: currentUser(request).id,
        value: request.body.value,
      });
      return ok(await adminSettings(app.db, app.settlement.commissionPercent), {
        en: "The return window was changed.",
        fa: "مهلت مرجوعی تغییر کرد.",
      });
    },
  );
};

export default settingsAdminRoutes;
