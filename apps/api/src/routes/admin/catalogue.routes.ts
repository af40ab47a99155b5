import {
  adminBannerPageSchema,
  adminBannerSchema,
  adminBannersQuerySchema,
  adminCategoriesQuerySchema,
  adminCategoryDetailSchema,
  adminCategoryPageSchema,
  adminCategorySchema,
  adminPackageTypePageSchema,
  adminPackageTypeSchema,
  adminPropertySchema,
  adminStockTypePageSchema,
  adminStockTypeSchema,
  adminUnitsQuerySchema,
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
  type WebCacheTag,
} from "@kesht/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import * as service from "../../modules/catalog/admin-catalogue.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

/*
 * The admin console's catalogue (docs/admin-catalogue-api.md): categories and subcategories,
 * their properties, stock units, package types and banners. Every table gets the same routes
 * from one builder (`catalogueTable`): a page of its rows, add, change and delete. Every
 * change names the web caches it makes stale, so the storefront shows it at once.
 */

const guarded = failureResponses(401, 403, 422);
const changeFailures = { ...guarded, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const admin = requireRole("admin");

const saved = { en: "Saved.", fa: "ذخیره شد." };
const removed = { en: "Deleted.", fa: "حذف شد." };

type Admin = ReturnType<typeof currentUser>;

/** One table of the catalogue as the console edits it; each step is optional. */
interface CatalogueTable<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** The rows' path, e.g. `/admin/stock-types`; a row is `${path}/:id`. */
  path: string;
  item: Item;
  /** The web caches (`config.revalidates`) a change makes stale. */
  revalidates?: WebCacheTag[];
  list?: {
    summary: string;
    query: Query;
    page: z.ZodType;
    /** An unknown parent named in the query. */
    notFound?: boolean;
    read: (query: z.output<Query>) => Promise<unknown>;
  };
  /** Added at `path`, or under a parent row (`/…/:id/…`) whose id comes first. */
  create?: {
    summary: string;
    body: Create;
    under?: string;
    write: (admin: Admin, body: z.output<Create>, parentId?: number) => Promise<unknown>;
  };
  update: {
    summary: string;
    body: Update;
    write: (admin: Admin, id: number, body: z.output<Update>) => Promise<unknown>;
  };
  remove: { summary: string; write: (admin: Admin, id: number) => Promise<void> };
}

/** The row's id, already checked and turned into a number by `idParamsSchema`. */
function idOf(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}

function catalogueTable<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, table: CatalogueTable<Item, Query, Create, Update>) {
  // The schemas are the table's own (generic here): requests are typed from `table`'s
  // functions instead, and fastify still validates and serialises with the schemas.
  const config = table.revalidates ? { revalidates: table.revalidates } : {};
  const row = `${table.path}/:id`;
  const { list, create, update, remove } = table;

  if (list) {
    app.get(
      table.path,
      {
        onRequest: admin,
        schema: {
          tags: ["admin"],
          summary: list.summary,
          querystring: list.query,
          response: {
            200: envelopeSchema(list.page),
            ...guarded,
            ...(list.notFound ? { 404: errorEnvelopeSchema } : {}),
          },
        },
      },
      async (request) => ok(await list.read(request.query as z.output<Query>)),
    );
  }

  if (create) {
    app.post(
      create.under ?? table.path,
      {
        onRequest: admin,
        config,
        schema: {
          tags: ["admin"],
          summary: create.summary,
          ...(create.under ? { params: idParamsSchema } : {}),
          body: create.body,
          response: { 201: envelopeSchema(table.item), ...changeFailures },
        },
      },
      async (request, reply) => {
        const parentId = create.under ? idOf(request) : undefined;
        const body = request.body as z.output<Create>;
        const created = await create.write(currentUser(request), body, parentId);
        return reply.status(201).send(ok(created, saved));
      },
    );
  }

  app.patch(
    row,
    {
      onRequest: admin,
      config,
      schema: {
        tags: ["admin"],
        summary: update.summary,
        params: idParamsSchema,
        body: update.body,
        response: { 200: envelopeSchema(table.item), ...changeFailures },
      },
    },
    async (request) => {
      const body = request.body as z.output<Update>;
      return ok(await update.write(currentUser(request), idOf(request), body), saved);
    },
  );

  app.delete(
    row,
    {
      onRequest: admin,
      config,
      schema: {
        tags: ["admin"],
        summary: remove.summary,
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...changeFailures },
      },
    },
    async (request) => {
      await remove.write(currentUser(request), idOf(request));
      return ok(null, removed);
    },
  );
}

const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    // What an admin reads is the live state; no cache keeps it.
    reply.header("cache-control", "no-store");
  });
  const db = app.db;

  catalogueTable(app, {
    path: "/categories",
    item: adminCategorySchema,
    revalidates: ["catalogue"],
    list: {
      summary:
        "A page of the top-level categories, or a category's subcategories (parent_id), with usage; q finds a title or slug, status active or inactive",
      query: adminCategoriesQuerySchema,
      page: adminCategoryPageSchema,
      notFound: true,
      read: (query) => service.listCategoriesForAdmin(db, query),
    },
    create: {
      summary: "Add a category, or a subcategory (parent_id)",
      body: categoryCreateBodySchema,
      write: (who, body) => service.createCategory(db, who, body),
    },
    update: {
      summary: "Rename, reorder, re-icon, activate or deactivate a category",
      body: categoryUpdateBodySchema,
      write: (who, id, body) => service.updateCategory(db, who, id, body),
    },
    remove: {
      summary: "Delete a category nothing uses (409 category_in_use otherwise: deactivate it)",
      write: (who, id) => service.deleteCategory(db, who, id),
    },
  });

  app.get(
    "/categories/:id",
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
    async (request) => ok(await service.getCategoryForAdmin(db, request.params.id)),
  );

  catalogueTable(app, {
    path: "/properties",
    item: adminPropertySchema,
    revalidates: ["catalogue"],
    create: {
      summary: "Add a property to a top-level category",
      under: "/categories/:id/properties",
      body: propertyCreateBodySchema,
      write: (who, body, categoryId) => service.createProperty(db, who, Number(categoryId), body),
    },
    update: {
      summary:
        "Change a property; while products use it, its kind and their options stay (409 otherwise)",
      body: propertyUpdateBodySchema,
      write: (who, id, body) => service.updateProperty(db, who, id, body),
    },
    remove: {
      summary: "Delete a property no product holds a value for",
      write: (who, id) => service.deleteProperty(db, who, id),
    },
  });

  catalogueTable(app, {
    path: "/stock-types",
    item: adminStockTypeSchema,
    revalidates: ["catalogue"],
    list: {
      summary:
        "A page of the stock units with the number of products counted in each; q finds a code or title, use used or unused",
      query: adminUnitsQuerySchema,
      page: adminStockTypePageSchema,
      read: (query) => service.listStockTypesForAdmin(db, query),
    },
    create: {
      summary: "Add a stock unit",
      body: stockTypeCreateBodySchema,
      write: (who, body) => service.createStockType(db, who, body),
    },
    update: {
      summary: "Rename or reorder a stock unit (fractions fixed once products use it)",
      body: stockTypeUpdateBodySchema,
      write: (who, id, body) => service.updateStockType(db, who, id, body),
    },
    remove: {
      summary: "Delete a stock unit no product uses",
      write: (who, id) => service.deleteStockType(db, who, id),
    },
  });

  catalogueTable(app, {
    path: "/package-types",
    item: adminPackageTypeSchema,
    list: {
      summary:
        "A page of the package types with how many orders and loading requests use each; q finds a code or title, use used or unused",
      query: adminUnitsQuerySchema,
      page: adminPackageTypePageSchema,
      read: (query) => service.listPackageTypesForAdmin(db, query),
    },
    create: {
      summary: "Add a package type",
      body: packageTypeCreateBodySchema,
      write: (who, body) => service.createPackageType(db, who, body),
    },
    update: {
      summary: "Rename or reorder a package type",
      body: packageTypeUpdateBodySchema,
      write: (who, id, body) => service.updatePackageType(db, who, id, body),
    },
    remove: {
      summary: "Delete a package type no order or loading request uses",
      write: (who, id) => service.deletePackageType(db, who, id),
    },
  });

  catalogueTable(app, {
    path: "/banners",
    item: adminBannerSchema,
    revalidates: ["banners"],
    list: {
      summary:
        "A page of every banner, active or not, by position and order; q finds a title or link, position and status narrow it",
      query: adminBannersQuerySchema,
      page: adminBannerPageSchema,
      read: (query) => service.listBannersForAdmin(db, query),
    },
    create: {
      summary: "Add a banner (an image uploaded with purpose banner_image)",
      body: bannerCreateBodySchema,
      write: (who, body) => service.createBanner(db, who, body),
    },
    update: {
      summary: "Change a banner: text, image, link, order, active, schedule",
      body: bannerUpdateBodySchema,
      write: (who, id, body) => service.updateBanner(db, who, id, body),
    },
    remove: {
      summary: "Delete a banner",
      write: (who, id) => service.deleteBanner(db, who, id),
    },
  });
};

export default adminCatalogueRoutes;
