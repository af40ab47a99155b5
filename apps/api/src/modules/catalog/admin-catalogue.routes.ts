import {
  adminBannerSchema,
  adminCategoriesQuerySchema,
  adminCategoryDetailSchema,
  adminCategorySchema,
  adminPackageTypeSchema,
  adminPropertySchema,
  adminStockTypeSchema,
  bannerCreateBodySchema,
  bannerUpdateBodySchema,
  categoryCreateBodySchema,
  categoryUpdateBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  packageTypeCreateBodySchema,
  packageTypeUpdateBodySchema,
  propertyCreateBodySchema,
  propertyUpdateBodySchema,
  stockTypeCreateBodySchema,
  stockTypeUpdateBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import * as service from "./admin-catalogue.service";

/*
 * The admin console's catalogue (docs/admin-catalogue-api.md): categories and subcategories,
 * their properties, stock units, package types and banners. Every change names the web
 * caches it makes stale, so the storefront shows it at once.
 */

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const changeFailures = { ...guarded, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const deleted = envelopeSchema(z.null());
const admin = requireRole("admin");

const saved = { en: "Saved.", fa: "ذخیره شد." };
const removed = { en: "Deleted.", fa: "حذف شد." };

const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    // What an admin reads is the live state; no cache keeps it.
    reply.header("cache-control", "no-store");
  });

  // --- Categories ---------------------------------------------------------------------------

  app.get(
    "/admin/categories",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Top-level categories, or a category's subcategories (parent_id), with usage",
        querystring: adminCategoriesQuerySchema,
        response: {
          200: envelopeSchema(z.array(adminCategorySchema)),
          ...guarded,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await service.listCategoriesForAdmin(app.db, request.query.parent_id)),
  );

  app.get(
    "/admin/categories/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "A category with its subcategories and properties",
        params: idParamsSchema,
        response: {
          200: envelopeSchema(adminCategoryDetailSchema),
          ...guarded,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await service.getCategoryForAdmin(app.db, request.params.id)),
  );

  app.post(
    "/admin/categories",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Add a category, or a subcategory (parent_id)",
        body: categoryCreateBodySchema,
        response: { 201: envelopeSchema(adminCategorySchema), ...changeFailures },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(app.db, currentUser(request), request.body);
      return reply.status(201).send(ok(category, saved));
    },
  );

  app.patch(
    "/admin/categories/:id",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Rename, reorder, re-icon, activate or deactivate a category",
        params: idParamsSchema,
        body: categoryUpdateBodySchema,
        response: { 200: envelopeSchema(adminCategorySchema), ...changeFailures },
      },
    },
    async (request) =>
      ok(
        await service.updateCategory(app.db, currentUser(request), request.params.id, request.body),
        saved,
      ),
  );

  app.delete(
    "/admin/categories/:id",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Delete a category nothing uses (409 category_in_use otherwise: deactivate it)",
        params: idParamsSchema,
        response: { 200: deleted, ...changeFailures },
      },
    },
    async (request) => {
      await service.deleteCategory(app.db, currentUser(request), request.params.id);
      return ok(null, removed);
    },
  );

  // --- Properties ---------------------------------------------------------------------------

  app.post(
    "/admin/categories/:id/properties",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Add a property to a top-level category",
        params: idParamsSchema,
        body: propertyCreateBodySchema,
        response: { 201: envelopeSchema(adminPropertySchema), ...changeFailures },
      },
    },
    async (request, reply) => {
      const property = await service.createProperty(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(ok(property, saved));
    },
  );

  app.patch(
    "/admin/properties/:id",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary:
          "Change a property; while products use it, its kind and their options stay (409 otherwise)",
        params: idParamsSchema,
        body: propertyUpdateBodySchema,
        response: { 200: envelopeSchema(adminPropertySchema), ...changeFailures },
      },
    },
    async (request) =>
      ok(
        await service.updateProperty(app.db, currentUser(request), request.params.id, request.body),
        saved,
      ),
  );

  app.delete(
    "/admin/properties/:id",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Delete a property no product holds a value for",
        params: idParamsSchema,
        response: { 200: deleted, ...changeFailures },
      },
    },
    async (request) => {
      await service.deleteProperty(app.db, currentUser(request), request.params.id);
      return ok(null, removed);
    },
  );

  // --- Stock units --------------------------------------------------------------------------

  app.get(
    "/admin/stock-types",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Stock units with the number of products counted in each",
        response: { 200: envelopeSchema(z.array(adminStockTypeSchema)), ...guarded },
      },
    },
    async () => ok(await service.listStockTypesForAdmin(app.db)),
  );

  app.post(
    "/admin/stock-types",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Add a stock unit",
        body: stockTypeCreateBodySchema,
        response: { 201: envelopeSchema(adminStockTypeSchema), ...changeFailures },
      },
    },
    async (request, reply) => {
      const unit = await service.createStockType(app.db, currentUser(request), request.body);
      return reply.status(201).send(ok(unit, saved));
    },
  );

  app.patch(
    "/admin/stock-types/:id",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Rename or reorder a stock unit (fractions fixed once products use it)",
        params: idParamsSchema,
        body: stockTypeUpdateBodySchema,
        response: { 200: envelopeSchema(adminStockTypeSchema), ...changeFailures },
      },
    },
    async (request) =>
      ok(
        await service.updateStockType(
          app.db,
          currentUser(request),
          request.params.id,
          request.body,
        ),
        saved,
      ),
  );

  app.delete(
    "/admin/stock-types/:id",
    {
      onRequest: admin,
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary: "Delete a stock unit no product uses",
        params: idParamsSchema,
        response: { 200: deleted, ...changeFailures },
      },
    },
    async (request) => {
      await service.deleteStockType(app.db, currentUser(request), request.params.id);
      return ok(null, removed);
    },
  );

  // --- Package types ------------------------------------------------------------------------

  app.get(
    "/admin/package-types",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Package types with how many orders and loading requests use each",
        response: { 200: envelopeSchema(z.array(adminPackageTypeSchema)), ...guarded },
      },
    },
    async () => ok(await service.listPackageTypesForAdmin(app.db)),
  );

  app.post(
    "/admin/package-types",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Add a package type",
        body: packageTypeCreateBodySchema,
        response: { 201: envelopeSchema(adminPackageTypeSchema), ...changeFailures },
      },
    },
    async (request, reply) => {
      const type = await service.createPackageType(app.db, currentUser(request), request.body);
      return reply.status(201).send(ok(type, saved));
    },
  );

  app.patch(
    "/admin/package-types/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Rename or reorder a package type",
        params: idParamsSchema,
        body: packageTypeUpdateBodySchema,
        response: { 200: envelopeSchema(adminPackageTypeSchema), ...changeFailures },
      },
    },
    async (request) =>
      ok(
        await service.updatePackageType(
          app.db,
          currentUser(request),
          request.params.id,
          request.body,
        ),
        saved,
      ),
  );

  app.delete(
    "/admin/package-types/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a package type no order or loading request uses",
        params: idParamsSchema,
        response: { 200: deleted, ...changeFailures },
      },
    },
    async (request) => {
      await service.deletePackageType(app.db, currentUser(request), request.params.id);
      return ok(null, removed);
    },
  );

  // --- Banners ------------------------------------------------------------------------------

  app.get(
    "/admin/banners",
    {
      onRequest: admin,
      schema: {
        tags: ["admin"],
        summary: "Every banner, active or not, by position and order",
        response: { 200: envelopeSchema(z.array(adminBannerSchema)), ...guarded },
      },
    },
    async () => ok(await service.listBannersForAdmin(app.db)),
  );

  app.post(
    "/admin/banners",
    {
      onRequest: admin,
      config: { revalidates: ["banners"] },
      schema: {
        tags: ["admin"],
        summary: "Add a banner (an image uploaded with purpose banner_image)",
        body: bannerCreateBodySchema,
        response: { 201: envelopeSchema(adminBannerSchema), ...changeFailures },
      },
    },
    async (request, reply) => {
      const banner = await service.createBanner(app.db, currentUser(request), request.body);
      return reply.status(201).send(ok(banner, saved));
    },
  );

  app.patch(
    "/admin/banners/:id",
    {
      onRequest: admin,
      config: { revalidates: ["banners"] },
      schema: {
        tags: ["admin"],
        summary: "Change a banner: text, image, link, order, active, schedule",
        params: idParamsSchema,
        body: bannerUpdateBodySchema,
        response: { 200: envelopeSchema(adminBannerSchema), ...changeFailures },
      },
    },
    async (request) =>
      ok(
        await service.updateBanner(app.db, currentUser(request), request.params.id, request.body),
        saved,
      ),
  );

  app.delete(
    "/admin/banners/:id",
    {
      onRequest: admin,
      config: { revalidates: ["banners"] },
      schema: {
        tags: ["admin"],
        summary: "Delete a banner",
        params: idParamsSchema,
        response: { 200: deleted, ...changeFailures },
      },
    },
    async (request) => {
      await service.deleteBanner(app.db, currentUser(request), request.params.id);
      return ok(null, removed);
    },
  );
};

export default adminCatalogueRoutes;
