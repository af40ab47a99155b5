import {
  envelopeSchema,
  errorEnvelopeSchema,
  sellerImageDeleteBodySchema,
  sellerImagesBodySchema,
  sellerProfileSchema,
  sellerStep1BodySchema,
  sellerStep2BodySchema,
  sellerUpdateBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { attachShopImages, removeShopImage } from "../../modules/sellers/sellers.images";
import {
  getSellerProfile,
  registerShopStep1,
  registerShopStep2,
  updateShop,
} from "../../modules/sellers/sellers.service";
import {
  adoptSessionUser,
  currentSessionId,
  currentUser,
  requireRole,
  requireSignedIn,
} from "../../plugins/session";

const profileResponses = {
  200: envelopeSchema(sellerProfileSchema),
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

const saved = { en: "Saved.", fa: "ذخیره شد." };

const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/register/step1",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["sellers"],
        summary:
          "Shop registration, step 1: identity and bank details (anyone signed in, a customer too); the session then acts as the shop",
        body: sellerStep1BodySchema,
        response: profileResponses,
      },
    },
    async (request, reply) => {
      const { profile, user } = await registerShopStep1(
        app.db,
        { sessionId: currentSessionId(request), user: currentUser(request) },
        request.body,
      );
      adoptSessionUser(request, reply, user);
      return ok(profile, saved);
    },
  );

  app.post(
    "/register/step2",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["sellers"],
        summary: "Shop registration, step 2: location, files and the captcha; then review",
        body: sellerStep2BodySchema,
        response: profileResponses,
      },
    },
    async (request) =>
      ok(
        await registerShopStep2(
          app.db,
          app.captcha.verifyCaptcha,
          currentUser(request),
          request.body,
        ),
        {
          en: "Your shop has been sent for review.",
          fa: "فروشگاه شما برای بررسی ارسال شد.",
        },
      ),
  );

  app.get(
    "/profile",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["sellers"],
        summary: "The signed-in seller's shop",
        response: profileResponses,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(await getSellerProfile(app.db, currentUser(request).id));
    },
  );

  app.post(
    "/update",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["sellers"],
        summary: "Edit the shop (identity or bank changes send an approved shop back to review)",
        body: sellerUpdateBodySchema,
        response: profileResponses,
      },
    },
    async (request) =>
      ok(await updateShop(app.db, app.storage, currentUser(request), request.body), saved),
  );

  app.post(
    "/upload-images",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["sellers"],
        summary: "Add uploaded photos to the store or farm gallery (at most 5 each)",
        body: sellerImagesBodySchema,
        response: profileResponses,
      },
    },
    async (request) =>
      ok(await attachShopImages(app.db, currentUser(request), request.body), saved),
  );

  app.delete(
    "/images",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["sellers"],
        summary: "Remove a photo from the shop's galleries and delete it",
        body: sellerImageDeleteBodySchema,
        response: profileResponses,
      },
    },
    async (request) =>
      ok(
        await removeShopImage(app.db, app.storage, currentUser(request), request.body.file_id),
        saved,
      ),
  );
};

export default sellersRoutes;
