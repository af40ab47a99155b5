import {
  cartAddBodySchema,
  cartCountBodySchema,
  cartGroupSchema,
  cartGroupsSchema,
  cartsQuerySchema,
  envelopeSchema,
  queryId,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  addToCart,
  getCartGroup,
  listCartGroups,
  removeCartLine,
  setCartLineCount,
} from "../../modules/cart/cart.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const idParams = z.object({ id: queryId() });

const failures = failureResponses(401, 403, 404, 409, 422);
const groupsResponse = { 200: envelopeSchema(cartGroupsSchema), ...failures };

/** The cart by seller (SPEC §3): each group is one shop's open cart, checked out on its own. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/carts",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["cart"],
        summary: "The caller's cart groups by shop (status=cart: the open ones)",
        querystring: cartsQuerySchema,
        response: groupsResponse,
      },
    },
    async (request) =>
      ok(await listCartGroups(app.db, currentUser(request).id, request.query.status)),
  );

  app.get(
    "/carts/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["cart"],
        summary: "One of the caller's cart groups (the checkout page)",
        params: idParams,
        response: { 200: envelopeSchema(cartGroupSchema), ...failures },
      },
    },
    async (request) => ok(await getCartGroup(app.db, currentUser(request).id, request.params.id)),
  );

  app.post(
    "/carts",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["cart"],
        summary: "Put a product in the cart (adds to the count of a line already there)",
        body: cartAddBodySchema,
        response: groupsResponse,
      },
    },
    async (request) =>
      ok(await addToCart(app.db, currentUser(request).id, request.body), {
        en: "Added to your cart.",
        fa: "به سبد خرید اضافه شد.",
      }),
  );

  app.put(
    "/carts/items/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["cart"],
        summary: "Change the count of a cart line",
        params: idParams,
        body: cartCountBodySchema,
        response: groupsResponse,
      },
    },
    async (request) =>
      ok(
        await setCartLineCount(
          app.db,
          currentUser(request).id,
          request.params.id,
          request.body.count,
        ),
        { en: "Your cart was updated.", fa: "سبد خرید به‌روز شد." },
      ),
  );

  app.delete(
    "/carts/items/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["cart"],
        summary: "Remove a line from the cart",
        params: idParams,
        response: groupsResponse,
      },
    },
    async (request) =>
      ok(await removeCartLine(app.db, currentUser(request).id, request.params.id), {
        en: "Removed from your cart.",
        fa: "از سبد خرید حذف شد.",
      }),
  );
};

export default cartRoutes;
