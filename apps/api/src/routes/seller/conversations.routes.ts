import { orderChatParamsSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { privateNoStore } from "../responses";
import { orderChatRoutes, roomRoutes } from "../shared/conversations.routes";

/** A shop's conversations: the rooms list, its stream, and each order's chat. */
const sellerConversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  roomRoutes(app, { prefix: "", role: "seller", who: "shop" });
  orderChatRoutes(app, {
    path: "/orders/:id/chat",
    role: "seller",
    params: orderChatParamsSchema,
    access: (userId, { id }) => ({ role: "seller", userId, orderId: id }),
    who: "the order's shop",
  });
};

export default sellerConversationsRoutes;
